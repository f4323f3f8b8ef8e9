import type { PageRequest } from '../../shared/page.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import { cartOf, type Cart } from '../domain/cart.ts';
import { checkOfferEligibility, createBidTerms, type OfferEligibilityError } from '../domain/offer.ts';
import { QUEST_RUN_TABS, type QuestRunTab } from '../domain/quest-orders.ts';
import { isFailureEnd } from '../domain/quest-run.machine.ts';
import { confirmedAmount, type QuestRun } from '../domain/quest-run.entity.ts';
import { acceptsOffers, type Quest } from '../domain/quest.entity.ts';
import {
  ConnectionRequired,
  QuestApprovalRequired,
  QuestNotFound,
  RequirementsNotMet,
  QuestClosed,
  type NotRunParty,
  type QuestRunNotFound,
} from '../domain/quests.errors.ts';
import type { QuestEligibility } from '../ports/quest-eligibility.port.ts';
import { loadOwnedQuest } from './owned-quest.ts';
import { loadRunFor, type QuestActor } from './quest-actor.ts';
import type { QuestsDeps } from './quests-deps.ts';

export interface CompanyQuestView {
  readonly quest: Quest;
  readonly runCounts: Readonly<Record<QuestRunTab, number>>;
}

/** A company's own quest with how many runs each participants tab holds (first page sizes, up to 100). */
export class ViewQuestAsCompany {
  private readonly deps: Pick<QuestsDeps, 'quests' | 'runs'>;
  constructor(deps: Pick<QuestsDeps, 'quests' | 'runs'>) {
    this.deps = deps;
  }
  async execute(input: { companyId: string; questId: string }): Promise<Result<CompanyQuestView, QuestNotFound>> {
    const quest = await loadOwnedQuest(this.deps.quests, input.questId, input.companyId);
    if (!quest.ok) return quest;
    const page: PageRequest = { after: null, before: null, limit: 100, inverted: false };
    const counts = await Promise.all(
      QUEST_RUN_TABS.map(async (tab) => [tab, (await this.deps.runs.listByQuest(quest.value.id, tab, page)).length] as const),
    );
    return ok({ quest: quest.value, runCounts: Object.fromEntries(counts) as Record<QuestRunTab, number> });
  }
}

/** One participants tab of the company's own quest. */
export class ListQuestRuns {
  private readonly deps: Pick<QuestsDeps, 'quests' | 'runs'>;
  constructor(deps: Pick<QuestsDeps, 'quests' | 'runs'>) {
    this.deps = deps;
  }
  async execute(input: {
    companyId: string;
    questId: string;
    tab: QuestRunTab;
    page: PageRequest;
  }): Promise<Result<QuestRun[], QuestNotFound>> {
    const quest = await loadOwnedQuest(this.deps.quests, input.questId, input.companyId);
    if (!quest.ok) return quest;
    return ok(await this.deps.runs.listByQuest(quest.value.id, input.tab, input.page));
  }
}

/** Creator management's Quests tabs: one tab across every quest of the company (offers, active, review, ended). */
export class ListCompanyQuestRuns {
  private readonly deps: Pick<QuestsDeps, 'runs'>;
  constructor(deps: Pick<QuestsDeps, 'runs'>) {
    this.deps = deps;
  }
  async execute(input: { companyId: string; tab: QuestRunTab; page: PageRequest }): Promise<Result<QuestRun[], never>> {
    return ok(await this.deps.runs.listByCompany(input.companyId, input.tab, input.page));
  }
}

/** Spec 6: only verified, logged-in creators with Quest approval find Quests; hidden ones only when invited. */
export class BrowseQuests {
  private readonly deps: Pick<QuestsDeps, 'quests' | 'creators' | 'invitations' | 'clock'>;
  constructor(deps: Pick<QuestsDeps, 'quests' | 'creators' | 'invitations' | 'clock'>) {
    this.deps = deps;
  }
  async execute(input: { creatorId: string; page: PageRequest }): Promise<Result<Quest[], QuestApprovalRequired>> {
    const creator = await this.deps.creators.findOfferProfile(input.creatorId);
    if (!creator?.emailVerified || !creator.questApproved) return err(new QuestApprovalRequired());
    const invitedQuestIds = await this.deps.invitations.invitedQuestIds(input.creatorId);
    return ok(await this.deps.quests.browse({ now: this.deps.clock.now(), invitedQuestIds }, input.page));
  }
}

/** Why this creator cannot send an offer now, each reason named (spec 8), or none. */
export type OfferBlocker = QuestClosed | RequirementsNotMet | OfferEligibilityError;

export interface CreatorQuestView {
  readonly quest: Quest;
  /** The creator's open deal on it (not at a failure end), if any. */
  readonly run: QuestRun | null;
  readonly eligibility: QuestEligibility;
  readonly blockers: readonly OfferBlocker[];
  readonly minimumDealSizeCents: number;
}

/**
 * One quest for a creator. Hidden quests open by their direct URL (spec 6); drafts and held quests
 * do not exist for creators, unless they already have a deal on it.
 */
export class ViewQuestAsCreator {
  private readonly deps: Pick<QuestsDeps, 'quests' | 'runs' | 'creators' | 'eligibility' | 'clock'>;
  constructor(deps: Pick<QuestsDeps, 'quests' | 'runs' | 'creators' | 'eligibility' | 'clock'>) {
    this.deps = deps;
  }
  async execute(input: { creatorId: string; questId: string }): Promise<Result<CreatorQuestView, QuestNotFound | QuestApprovalRequired>> {
    const creator = await this.deps.creators.findOfferProfile(input.creatorId);
    const quest = await this.deps.quests.findById(input.questId);
    if (!quest) return err(new QuestNotFound());
    const runs = await this.deps.runs.listByQuestAndCreator(quest.id, input.creatorId);
    const run = runs.findLast((r) => !isFailureEnd(r.status)) ?? runs.at(-1) ?? null;
    if (quest.firstWentLiveAt === null && run === null) return err(new QuestNotFound());
    if (run === null && (!creator?.emailVerified || !creator.questApproved)) return err(new QuestApprovalRequired());
    const eligibility = await this.deps.eligibility.evaluate(input.creatorId, quest.companyId, quest.requirements, quest.id);
    const blockers: OfferBlocker[] = [];
    if (!acceptsOffers(quest, this.deps.clock.now())) blockers.push(new QuestClosed());
    if (!eligibility.eligible) blockers.push(new RequirementsNotMet(eligibility.groups));
    if (!creator) blockers.push(new ConnectionRequired());
    else {
      // The amount and agreement are the form's: asked with a passing amount and agreement, only the account's gaps remain.
      const probe = createBidTerms({ amountCents: Math.max(creator.minimumDealSize, 1), contentLengthMinutes: 1 });
      const platform = creator.connectedProviders.includes('twitch') ? 'twitch' : 'youtube';
      if (probe.ok) {
        const account = checkOfferEligibility(creator, { platform, terms: probe.value, agreementConfirmed: true });
        if (!account.ok) blockers.push(account.error);
      }
    }
    return ok({ quest, run, eligibility, blockers, minimumDealSizeCents: creator?.minimumDealSize ?? 0 });
  }
}

/** A run as either party sees it, with its quest (the quest log). */
export class ViewQuestRun {
  private readonly deps: Pick<QuestsDeps, 'quests' | 'runs'>;
  constructor(deps: Pick<QuestsDeps, 'quests' | 'runs'>) {
    this.deps = deps;
  }
  async execute(input: {
    actor: QuestActor;
    runId: string;
  }): Promise<Result<{ run: QuestRun; quest: Quest }, QuestRunNotFound | NotRunParty | QuestNotFound>> {
    const loaded = await loadRunFor(this.deps.runs, input.runId, input.actor);
    if (!loaded.ok) return loaded;
    const quest = await this.deps.quests.findById(loaded.value.run.questId);
    if (!quest) return err(new QuestNotFound());
    return ok({ run: loaded.value.run, quest });
  }
}

/** The company's cart: every accepted offer awaiting payment, with the total to pay at checkout. */
export class ViewCart {
  private readonly deps: Pick<QuestsDeps, 'runs'>;
  constructor(deps: Pick<QuestsDeps, 'runs'>) {
    this.deps = deps;
  }
  async execute(input: { companyId: string }): Promise<Cart> {
    const runs = await this.deps.runs.listByCompanyInStatus(input.companyId, 'PENDING_PAYMENT');
    return cartOf(runs.map((run) => ({ runId: run.id, questId: run.questId, creatorId: run.creatorId, amount: confirmedAmount(run) })));
  }
}
