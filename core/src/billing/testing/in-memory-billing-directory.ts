import type {
  BillingCompanyDirectoryPort,
  BillingMembership,
  QuestCharge,
  QuestRunParties,
} from '../ports/billing-company-directory.port.ts';

export class InMemoryBillingDirectory implements BillingCompanyDirectoryPort {
  readonly members = new Map<string, BillingMembership>();
  readonly questCharges = new Map<string, QuestCharge[]>();
  /** Checkout id to its runs. */
  readonly checkouts = new Map<string, QuestRunParties[]>();
  readonly companyNames = new Map<string, string>();

  async membershipOf(userId: string) {
    return this.members.get(userId) ?? null;
  }

  async paidQuestCharges(companyId: string) {
    return this.questCharges.get(companyId) ?? [];
  }

  async checkoutRuns(checkoutId: string) {
    return this.checkouts.get(checkoutId) ?? null;
  }

  async paidRun(runId: string) {
    for (const [checkoutId, runs] of this.checkouts) {
      const run = runs.find((r) => r.runId === runId);
      if (run) return { ...run, checkoutId };
    }
    return null;
  }

  async companyName(companyId: string) {
    return this.companyNames.get(companyId) ?? null;
  }
}
