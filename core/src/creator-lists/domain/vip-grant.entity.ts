/** The activations VIP access can be granted for: every kind a company runs. */
export const VIP_ACTIVATION_TYPES = ['KEY', 'QUEST', 'MISSION', 'CREATOR_PROGRAM'] as const;
export type VipActivationType = (typeof VIP_ACTIVATION_TYPES)[number];

/**
 * VIP access a company grants one creator for one activation: the creator takes part regardless of
 * audience and membership requirements (spec 6). Location and language still apply unless the company
 * ticked `waivesLocationAndLanguage` when granting (default not waived). One grant per
 * activation per creator; granting again replaces the waiver choice.
 */
export interface VipGrant {
  readonly id: string;
  readonly companyId: string;
  readonly activationType: VipActivationType;
  readonly activationId: string;
  readonly creatorId: string;
  readonly waivesLocationAndLanguage: boolean;
  readonly grantedBy: string;
  readonly grantedAt: Date;
}
