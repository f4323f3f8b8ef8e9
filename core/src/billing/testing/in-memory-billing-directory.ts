import type { BillingCompanyDirectoryPort, BillingMembership, QuestCharge } from '../ports/billing-company-directory.port.ts';

export class InMemoryBillingDirectory implements BillingCompanyDirectoryPort {
  readonly members = new Map<string, BillingMembership>();
  readonly questCharges = new Map<string, QuestCharge[]>();

  async membershipOf(userId: string) {
    return this.members.get(userId) ?? null;
  }

  async paidQuestCharges(companyId: string) {
    return this.questCharges.get(companyId) ?? [];
  }
}
