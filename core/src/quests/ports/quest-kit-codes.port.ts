import type { QuestKitKey } from '../domain/quest-kit.ts';

export interface QuestKitKeysRequest {
  readonly companyId: string;
  /** The Quest's Code Manager items, tried in order; only the company's own are drawn from. */
  readonly itemIds: readonly string[];
  readonly platform: string;
  readonly count: number;
  readonly creatorId: string;
  /** The run the keys go with: Code Manager records it as what distributed them. */
  readonly runId: string;
  readonly at: Date;
}

/**
 * The quests context's view of the Code Manager (spec 3: the creator kit holds codes). The composition
 * root binds it to the codes context, so the company sees in Code Manager which key went to whom.
 */
export interface QuestKitCodesPort {
  /**
   * Takes `count` available codes of the platform from the first item holding that many, claimed by the
   * creator and distributed by the run; null when no item has enough (then nothing is taken).
   */
  takeKeys(request: QuestKitKeysRequest): Promise<readonly string[] | null>;
  /** The company's codes distributed by this run, oldest first. */
  keysOf(companyId: string, runId: string): Promise<readonly QuestKitKey[]>;
}
