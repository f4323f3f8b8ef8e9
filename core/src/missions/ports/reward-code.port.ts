import type { Result } from '../../shared/result.ts';

export interface RewardCodeRequest {
  /** The mission's company: only its own Code Manager items give codes. */
  companyId: string;
  itemId: string;
  missionId: string;
  rewardId: string;
  creatorId: string;
  platform: string;
  count: number;
}

/**
 * Hands out codes from the Code Manager. All or nothing: when any platform is short of codes, no code
 * is taken and the first short request is named (out of codes per platform blocks the claim).
 */
export interface RewardCodePort {
  /** Whether the item is in this company's Code Manager (a mission offers only its own codes). */
  ownsItem(companyId: string, itemId: string): Promise<boolean>;
  take(requests: readonly RewardCodeRequest[]): Promise<Result<Record<string, string[]>, { rewardId: string; platform: string }>>;
}
