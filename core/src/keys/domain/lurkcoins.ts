/** Spec 9: "Submit-content reward for a public campaign: 100 Lurk coins once per campaign." */
export const KEY_CONTENT_REWARD_COINS = 100;
export const KEY_CONTENT_REWARD_REASON = 'KEY_CONTENT_SUBMITTED';

export interface LurkcoinAward {
  readonly creatorId: string;
  readonly amount: number;
  readonly reason: string;
  readonly sourceId: string;
  /** Idempotency key: the ledger grants one award per key, ever. */
  readonly key: string;
  readonly awardedAt: Date;
}

export const keyContentAward = (creatorId: string, campaignId: string, awardedAt: Date): LurkcoinAward => ({
  creatorId,
  amount: KEY_CONTENT_REWARD_COINS,
  reason: KEY_CONTENT_REWARD_REASON,
  sourceId: campaignId,
  key: `${KEY_CONTENT_REWARD_REASON}:${campaignId}:${creatorId}`,
  awardedAt,
});
