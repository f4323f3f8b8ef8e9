/** VIP access a creator holds for a mission, and whether it waives location and language (the grant's checkbox). */
export interface MissionVipAccess {
  readonly waivesLocationAndLanguage: boolean;
}

/**
 * Whether a creator holds VIP access for a mission: the mission's company granted it for this mission,
 * or staff set platform VIP (the mission's own grant answers when both exist). Spec 6: VIP lets a
 * creator take part regardless of requirements, and a mission's only requirement is program
 * membership, so location and language do not come into joining; the waiver is told to the creator.
 */
export interface MissionVipPort {
  vipAccessOf(mission: { readonly id: string; readonly companyId: string }, creatorId: string): Promise<MissionVipAccess | null>;
}
