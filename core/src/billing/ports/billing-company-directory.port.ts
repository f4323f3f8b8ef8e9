import type { Cents } from '../../shared/money.ts';

export interface BillingMembership {
  readonly companyId: string;
  readonly companyName: string;
  readonly billingEmail: string | null;
  readonly isOwner: boolean;
  readonly memberCount: number;
}

export interface QuestCharge {
  readonly id: string;
  readonly paidAt: Date;
  readonly amount: Cents;
  readonly description: string;
}

/** What billing reads of accounts (the actor's company) and of quests (the Quest payments made). */
export interface BillingCompanyDirectoryPort {
  membershipOf(userId: string): Promise<BillingMembership | null>;
  /** Every run the company paid for in a Quest checkout, one charge each, oldest first. */
  paidQuestCharges(companyId: string): Promise<readonly QuestCharge[]>;
}
