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

/** One paid Quest run as a document names it; the names are null once the Quest or the account is deleted. */
export interface QuestRunParties {
  readonly runId: string;
  readonly questName: string | null;
  readonly creatorName: string | null;
  readonly amount: Cents;
}

/** What billing reads of accounts (the actor's company) and of quests (the Quest payments made). */
export interface BillingCompanyDirectoryPort {
  membershipOf(userId: string): Promise<BillingMembership | null>;
  /** Every run the company paid for in a Quest checkout, one charge each, oldest first. */
  paidQuestCharges(companyId: string): Promise<readonly QuestCharge[]>;
  /** A Quest checkout's runs, in cart order, for its invoice; null for an unknown checkout. */
  checkoutRuns(checkoutId: string): Promise<readonly QuestRunParties[] | null>;
  /** A run and the checkout that paid it (null if none did), for its credit note. */
  paidRun(runId: string): Promise<(QuestRunParties & { checkoutId: string | null }) | null>;
  /** The company's display name: the buyer's name on a document before its legal details are given. */
  companyName(companyId: string): Promise<string | null>;
}
