/**
 * VIP access set by staff (spec 6): the creator takes part in every activation that honours VIP
 * access as if each company had granted it, skipping audience and membership requirements. Location
 * and language still apply unless staff ticked `waivesLocationAndLanguage` (the same default as a
 * company's grant: "creators must always meet region and language criteria" is the rule to bend only
 * on purpose). One per creator; setting it again replaces the waiver choice.
 */
export interface PlatformVip {
  readonly creatorId: string;
  readonly waivesLocationAndLanguage: boolean;
  /** The staff user who set it. */
  readonly grantedBy: string;
  readonly grantedAt: Date;
}
