import type { AccountsDeps } from '@lurkit/core/accounts/application/accounts-deps.ts';
import type { CreatorChannel } from '@lurkit/core/channels/domain/creator-channel.entity.ts';
import type { CreatorChannelRepositoryPort } from '@lurkit/core/channels/ports/creator-channel-repository.port.ts';
import type { ClockPort } from '@lurkit/core/shared/clock.port.ts';
import { DEMO_COMPANY_USERNAME, seedAccounts, type SeededAccounts } from './accounts.seed.ts';
import { seedChannels } from './channels.seed.ts';
import { seedCodes, type CodesSeeding } from './codes.seed.ts';
import { seedKeys, seedMembersOnlyKeyCampaign, type KeysSeeding } from './keys.seed.ts';
import { seedCreatorLists, seedListedQuest, type CreatorListsSeeding } from './creator-lists.seed.ts';
import { seedMissionVipAccess, seedVipAccess } from './vip-access.seed.ts';
import { seedInvitations } from './invitations.seed.ts';
import { seedQuestInvitations } from './quest-invitations.seed.ts';
import type { CreatorInvitationRepositoryPort } from '@lurkit/core/invitations/ports/invitation-repository.port.ts';
import type { KeyCampaign } from '@lurkit/core/keys/domain/key-campaign.entity.ts';
import { seededRandom } from './seeded-random.ts';
import { seedStatistics, type SeededStatistics } from './statistics.seed.ts';
import { seedLiveStreams } from './live-streams.seed.ts';
import { seedInsightsFilters } from './insights.seed.ts';
import { seedShortlists } from './shortlists.seed.ts';
import { seedGameNotes } from './game-notes.seed.ts';
import type { InsightsStatisticsPort } from '@lurkit/core/insights/ports/insights-statistics.port.ts';
import type { ShortlistRepositoryPort } from '@lurkit/core/insights/ports/shortlist-repository.port.ts';
import type { SavedInsightsFilterRepositoryPort } from '@lurkit/core/insights/ports/saved-insights-filter-repository.port.ts';
import type { StatisticsRecorderPort } from '@lurkit/core/insights/ports/statistics-recorder.port.ts';
import { seedQuestDisputes, seedQuestResults, seedQuests, type QuestsSeeding } from './quests.seed.ts';
import { seedPrograms, type ProgramsSeeding } from './programs.seed.ts';
import { seedCompanyPage } from './company-page.seed.ts';
import type { CompanyPageRepositoryPort } from '@lurkit/core/accounts/company-page/ports/company-page-repository.port.ts';
// company
import { seedCompanyWorkspace } from './company.seed.ts';
import { seedBilling, type BillingSeeding } from './billing.seed.ts';
import type { NoteRepositoryPort } from '@lurkit/core/notes/ports/note-repository.port.ts';
import { seedAnalyticsPages, seedCreatorPages, type CreatorPagesSeeding } from './creator-pages.seed.ts';
import { seedConnections, type ConnectionsSeeding } from './connections.seed.ts';
import { seedCreatorAccess, type CreatorAccessSeeding } from './creator-access.seed.ts';
import { seedCreatorAccessStates } from './creator-access-states.seed.ts';
import { seedReports, type ReportsSeeding } from './reports.seed.ts';
import { seedShop, type ShopSeeding } from './shop.seed.ts';
import { seedProfiles } from './profile.seed.ts';
import type { ProfileDeps } from '@lurkit/core/accounts/profile/application/profile-deps.ts';
import type { ProfilePictureDeps } from '@lurkit/core/accounts/profile/application/profile-picture.ts';
import type { NotificationRepositoryPort } from '@lurkit/core/notifications/ports/notification-repository.port.ts';
// public experience
import { seedGames, type GamesSeeding } from './games.seed.ts';
import { seedMatchmaking, type MatchmakingSeeding } from './matchmaking.seed.ts';
import { seedAuthenticity } from './authenticity.seed.ts';
import { seedReportingContent, type ReportingSeeding } from './reporting.seed.ts';

export { DEMO_COMPANY_USERNAME, DEMO_CREATOR_USERNAME, DEMO_PASSWORD, DEMO_STAFF_USERNAME } from './accounts.seed.ts';

/** One seed for the whole world: change it and every demo database changes with it. */
const WORLD_SEED = 20_261_123;

/**
 * What the seed needs of a request scope: core's ports only, so a test can swap one. A RequestScope is one.
 * Each slice adds the context its seeder writes to.
 */
export interface SeedScope {
  accounts: Pick<AccountsDeps, 'users' | 'companies' | 'hasher' | 'invitations'>;
  channels: { channels: CreatorChannelRepositoryPort };
  codes: CodesSeeding;
  keys: KeysSeeding;
  creatorLists: CreatorListsSeeding;
  invitations: { invitations: CreatorInvitationRepositoryPort };
  insights: {
    recorder: StatisticsRecorderPort;
    filters: SavedInsightsFilterRepositoryPort;
    statistics: InsightsStatisticsPort;
    shortlists: ShortlistRepositoryPort;
  };
  quests: QuestsSeeding;
  programs: ProgramsSeeding['programs'];
  missions: ProgramsSeeding['missions'];
  publishing: ProgramsSeeding['publishing'];
  // company
  notes: { notes: NoteRepositoryPort };
  companyPages: { pages: CompanyPageRepositoryPort };
  creatorPages: CreatorPagesSeeding;
  connections: ConnectionsSeeding;
  creatorAccess: CreatorAccessSeeding;
  reports: ReportsSeeding;
  shop: ShopSeeding;
  profile: Pick<ProfileDeps, 'profiles'> & Pick<ProfilePictureDeps, 'pictures'>;
  notifications: { notifications: NotificationRepositoryPort };
  games: GamesSeeding;
  billing: BillingSeeding;
  matchmaking: MatchmakingSeeding;
  reporting: ReportingSeeding;
  transaction<T>(work: (tx: SeedScope) => Promise<T>): Promise<T>;
}

/** What each later slice's seeder builds on (games, codes, campaigns, statistics…). */
export interface DemoWorld extends SeededAccounts {
  /** When the world was seeded: every generated date is relative to it. */
  now: Date;
  channels: readonly CreatorChannel[];
  keyCampaigns: readonly KeyCampaign[];
  statistics: SeededStatistics;
}

/**
 * The demo world for a development database, generated from a fixed seed without network, so every
 * fresh database gets the same people, channels and figures. Dates are anchored on the clock passed in,
 * not on a fixed epoch: account ages and (later) 180 days of statistics must end today for the
 * marketplace to look alive, so only the dates move with the day of seeding.
 * Seeds once (the demo company's owner marks a seeded database), in one transaction: a failure leaves
 * nothing half-seeded.
 */
export async function seedDemoWorld(scope: SeedScope, clock: ClockPort): Promise<'seeded' | 'already-seeded'> {
  if (await scope.accounts.users.findByUsername(DEMO_COMPANY_USERNAME)) return 'already-seeded';
  await scope.transaction((tx) => generateWorld(tx, clock.now()));
  return 'seeded';
}

/** Later slices' seeders go at the end, each given `world` and the same `random`, in this order. */
async function generateWorld(tx: SeedScope, now: Date): Promise<DemoWorld> {
  const random = seededRandom(WORLD_SEED);
  const accounts = await seedAccounts(tx.accounts, random, now);
  const channels = await seedChannels(tx.channels.channels, accounts.creators, random, now);
  const items = await seedCodes(tx.codes, accounts, random, now);
  const keyCampaigns = await seedKeys(tx.keys, accounts, items, random, now);
  const creatorLists = await seedCreatorLists(tx.creatorLists, tx.keys, accounts, keyCampaigns, random, now);
  const taken = async (campaignId: string, creatorId: string) =>
    (await tx.keys.participants.findByCampaignAndCreator(campaignId, creatorId)) !== null;
  await seedInvitations(tx.invitations.invitations, accounts, keyCampaigns, taken, random, now);
  const statistics = await seedStatistics(tx.insights.recorder, channels, random, now);
  const quests = await seedQuests(tx.quests, accounts, items, random, now);
  const [gameQuest] = quests;
  const program = await seedPrograms(
    { programs: tx.programs, missions: tx.missions, publishing: tx.publishing },
    accounts,
    items,
    random,
    now,
  );
  // company
  await seedCompanyWorkspace(
    { notes: tx.notes.notes, invitations: tx.accounts.invitations, creatorInvitations: tx.invitations.invitations },
    accounts,
    items,
    keyCampaigns,
    random,
    now,
  );
  await seedCompanyPage(tx.companyPages.pages, accounts, now);
  await seedCreatorPages(tx.creatorPages, accounts, random, now);
  const connections = await seedConnections(tx.connections, accounts, channels, random, now);
  await seedCreatorAccess(tx.creatorAccess, connections, now);
  await seedReports(tx.reports, accounts, random, now);
  await seedShop({ shop: tx.shop.shop, ledger: tx.keys.ledger }, accounts, random, now);
  await seedProfiles(
    { profiles: tx.profile.profiles, pictures: tx.profile.pictures, notifications: tx.notifications.notifications },
    accounts,
    keyCampaigns,
    random,
    now,
  );
  // insights
  await seedInsightsFilters(tx.insights.filters, accounts, statistics, now);
  await seedShortlists(tx.insights, accounts, now);
  await seedGameNotes(tx.notes.notes, accounts, statistics, seededRandom(20_261_128), now);
  // public experience: the game catalogue with its news.
  await seedGames(tx.games, random, now);
  // Creator Programs: a Key campaign for members only, last so it moves nothing above.
  if (program) await seedMembersOnlyKeyCampaign(tx.keys, program.id, accounts, items, random, now);
  // company: plans and invoices, last so the random draws above stay as they were.
  await seedBilling(tx.billing, accounts, random, now);
  // matchmaking: reads only what is above and draws no random numbers, so nothing moves.
  const matched = await seedMatchmaking(tx.matchmaking, accounts, keyCampaigns, statistics, now);
  // Quest disputes: their own random source, so nothing above moves.
  await seedQuestDisputes(tx.quests, accounts, gameQuest, seededRandom(20_261_126), now);
  // results and reporting: content the Key campaigns and Missions brought; own random source.
  await seedReportingContent(tx.reporting, tx.insights.recorder, accounts, channels, seededRandom(20_261_127), now);
  // Quest results and badges: platform posts behind submitted content; their own random source too.
  await seedQuestResults(tx.quests, tx.insights.recorder, accounts, quests, statistics.games, seededRandom(20_261_127), now);
  // Company home: channels live at seeding; their own random source, so nothing above moves.
  await seedLiveStreams(tx.insights.recorder, channels, statistics.games, seededRandom(20_261_127), now);
  // Quest invitations: a hidden Quest invited in every state; own random source, so nothing above moves.
  await seedQuestInvitations(
    { quests: tx.quests.quests, invitations: tx.invitations.invitations },
    accounts,
    quests[1],
    seededRandom(20_261_128),
    now,
  );
  // Creator lane: Users in each creator access state, democreator's analytics pages; own random source.
  const creatorLane = seededRandom(20_261_128);
  await seedCreatorAccessStates(
    { accounts: tx.accounts, creatorAccess: tx.creatorAccess, channels: tx.channels, connections: tx.connections },
    creatorLane,
    now,
  );
  await seedAnalyticsPages(tx.creatorPages, accounts, creatorLane, now);
  // VIP access on a Quest, the Creator Program and platform-wide: no random draws, so nothing moves.
  await seedVipAccess(tx.creatorLists, accounts, gameQuest, program, now);
  // A creator list in Quest requirements: a live Quest only Nordic streamers meet; own random source.
  await seedListedQuest(tx.quests.quests, quests[1], creatorLists, seededRandom(20_261_129));
  await seedMissionVipAccess({ vipGrants: tx.creatorLists.vipGrants, missions: tx.missions }, accounts, program, now);
  // Audience authenticity: a clean and a flagged creator among the matchmaking results; no random draws.
  await seedAuthenticity(tx.insights.recorder, channels, matched, statistics.games, now);
  return { ...accounts, now, channels, keyCampaigns, statistics };
}
