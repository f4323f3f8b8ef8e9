import { creatorKitStepSchema, type CreatorKitStepInput } from '@lurkit/core/keys/domain/key-campaign-steps.schema.ts';
import type { UseFormReturn } from 'react-hook-form';
import type { InferOutput } from 'valibot';
import type { AvailabilityLevel } from '../availability-bar/availability.ts';

/** A Code Manager item as the creator kit offers it (the page maps the API's item to this). */
export interface KitItem {
  id: string;
  name: string;
  /** Spec 3 code type. */
  type: 'game' | 'dlc' | 'demo' | 'inGameItem' | 'other';
  /** Its stock per platform or store. */
  platforms: readonly {
    platform: string;
    /** Codes that can still be handed out. */
    available: number;
    /** Spec 9 balance: HIGH green, LOW yellow (under 10% left), OUT red. */
    availability: AvailabilityLevel;
  }[];
}

export type CreatorKitStepOutput = InferOutput<typeof creatorKitStepSchema>;
/** The creator kit's form, as its rows receive it. */
export type CreatorKitForm = UseFormReturn<CreatorKitStepInput, unknown, CreatorKitStepOutput>;
