/**
 * Whether a creator holds VIP access for a mission: the mission's company granted it for this mission,
 * or staff set platform VIP. Spec 6: VIP lets a creator take part regardless of requirements, and a
 * mission's only requirement is program membership, so location and language do not come into it.
 */
export interface MissionVipPort {
  holdsVip(mission: { readonly id: string; readonly companyId: string }, creatorId: string): Promise<boolean>;
}
