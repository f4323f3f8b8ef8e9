import type { TrackedActivationKind } from '../domain/tracked-link.ts';

/** Where one creator's tracked link of one activation leads, and whether it counts yet. */
export interface TrackedLinkTarget {
  readonly kind: TrackedActivationKind;
  readonly activationId: string;
  readonly companyId: string;
  readonly creatorId: string;
  /**
   * The Steam app the link leads to: a Key campaign's game; a Quest's conversion-tracking link when it
   * is a Steam store page, otherwise the Steam game of the company's latest Key campaign. Null: none known.
   */
  readonly steamAppId: number | null;
  /** The creator is in: a claimed key (Key campaign), an accepted run (Quest). Only then is the link theirs. */
  readonly creatorIsIn: boolean;
}

/** Reads the activations' own tables (keys and quests) for their tracked links. */
export interface TrackedLinkTargetsPort {
  /** Null when the activation does not exist (or is not of that kind). */
  find(kind: TrackedActivationKind, activationId: string, creatorId: string): Promise<TrackedLinkTarget | null>;
}
