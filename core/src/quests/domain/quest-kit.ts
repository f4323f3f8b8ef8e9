import { platformKey, platformOf } from '../../shared/platform.schema.ts';
import type { QuestRun } from './quest-run.entity.ts';
import type { Quest } from './quest.entity.ts';

/** One key of a Quest's creator kit, as handed to the run's creator. */
export interface QuestKitKey {
  readonly platform: string;
  readonly code: string;
}

/** Spec 3 "Quest run: kit": what the run's creator receives, shown in the quest kit modal and the quest log. */
export interface QuestKit {
  readonly assetUrl: string | null;
  readonly keys: readonly QuestKitKey[];
  /** Kit platforms whose keys the Code Manager could not give yet (out of codes when the deal was paid). */
  readonly pendingPlatforms: readonly string[];
}

/** The kit goes with a paid deal: from content production on (spec 4), never with a bare offer. */
export const kitHandedOver = (run: Pick<QuestRun, 'paidAt'>): boolean => run.paidAt !== null;

/** "PS5" in the kit and "PlayStation 5" in Code Manager are one platform. */
const platformId = (name: string): string => platformOf(name) ?? platformKey(name);

export function questKitOf(quest: Pick<Quest, 'kitAssetUrl' | 'kitKeys'>, keys: readonly QuestKitKey[]): QuestKit {
  return {
    assetUrl: quest.kitAssetUrl,
    keys,
    pendingPlatforms: quest.kitKeys
      .filter((k) => !keys.some((key) => platformId(key.platform) === platformId(k.platform)))
      .map((k) => k.platform),
  };
}
