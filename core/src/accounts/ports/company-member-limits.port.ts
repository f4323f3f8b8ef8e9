/** The member limit of a company's plan (spec 6: more needs sales contact or an upgrade); plans are billing's. */
export interface CompanyMemberLimitsPort {
  memberLimitOf(companyId: string): Promise<number>;
}
