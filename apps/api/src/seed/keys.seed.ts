import type { KeysDeps } from '@lurkit/core/keys/application/keys-deps.ts';
import { contentDueAt } from '@lurkit/core/keys/domain/content-window.ts';
import {
  newKeyCampaign,
  openRequirements,
  type KeyCampaign,
  type KeyCampaignCategory,
} from '@lurkit/core/keys/domain/key-campaign.entity.ts';
import type { KeyParticipant, KeyRunEvent } from '@lurkit/core/keys/domain/key-participant.entity.ts';
import type { ParticipantState } from '@lurkit/core/keys/domain/participation.ts';
import { keyContentAward } from '@lurkit/core/keys/domain/lurkcoins.ts';
import { addMs, DAY_MS, HOUR_MS, notAfter } from '@lurkit/core/shared/time.ts';
import type { SeededAccounts } from './accounts.seed.ts';
import type { SeededRandom } from './seeded-random.ts';

/** A Code Manager item a campaign can hand keys out of (the codes seed gives these). */
export interface DemoCodeItem {
  id: string;
  companyId: string;
  name: string;
  type: KeyCampaignCategory;
  /** Platforms with codes in stock, and how many are available. */
  platforms: { platform: string; available: number }[];
}

export type KeysSeeding = Pick<KeysDeps, 'campaigns' | 'participants' | 'keyCodes' | 'ledger'>;

type Status = 'draft' | 'held' | 'upcoming' | 'active' | 'ended' | 'closed' | 'preLaunch';

const GAMES = [
  {
    name: 'Moonlight Drifters',
    genres: ['Racing', 'Indie'],
    description: 'Drift through neon cities under a giant moon. Tight handling, a synthwave soundtrack and a photo mode made for clips.',
  },
  {
    name: 'Hollow Lantern',
    genres: ['Horror', 'Adventure'],
    description: 'A lighthouse keeper, a storm and something in the fog. A short, dense horror story best played with the lights off.',
  },
  {
    name: 'Tiny Trebuchets',
    genres: ['Strategy', 'Casual'],
    description: 'Siege physics puzzles in bite-size levels: ideal for chat polls and speedruns.',
  },
  {
    name: 'Starforge Tactics',
    genres: ['Strategy', 'Sci-fi'],
    description: 'Turn-based squad tactics across a dying galaxy, with a full campaign editor.',
  },
  {
    name: 'Fjord Fishers',
    genres: ['Simulation', 'Cosy'],
    description: 'Relaxed fishing along Nordic fjords with seasons, weather and a village to rebuild.',
  },
  {
    name: 'Neon Rally 2',
    genres: ['Racing', 'Arcade'],
    description: 'Arcade rally racing with split-screen and ghost challenges for your community.',
  },
];

/** Demo Studio gets every status and every participant state; the other companies a few live ones. */
const DEMO_STUDIO_PLAN: readonly Status[] = ['active', 'active', 'upcoming', 'ended', 'closed', 'preLaunch', 'draft'];
const OTHER_PLAN: readonly Status[] = ['active', 'upcoming', 'draft'];
const PARTICIPANT_STATES: readonly ParticipantState[] = ['pending', 'waitlist', 'accepted', 'rejected', 'claimedKey', 'submittedContent'];

function campaignFor(
  status: Status,
  game: (typeof GAMES)[number],
  item: DemoCodeItem | undefined,
  companyId: string,
  id: string,
  now: Date,
  random: SeededRandom,
): KeyCampaign {
  const base = newKeyCampaign({
    id,
    companyId,
    kind: status === 'preLaunch' ? 'preLaunch' : 'standard',
    name: `${game.name} keys`,
    now: addMs(now, -random.int(20, 60) * DAY_MS),
  });
  const start = { upcoming: 5, ended: -60, draft: 3 }[status as 'upcoming' | 'ended' | 'draft'] ?? -random.int(2, 15);
  const end = { ended: -5, closed: 20 }[status as 'ended' | 'closed'] ?? random.int(25, 60);
  const live = status !== 'draft' && status !== 'held';
  const publishedAt = live ? addMs(now, -random.int(1, 20) * DAY_MS - random.int(0, 23) * HOUR_MS) : null;
  return {
    ...base,
    startDate: addMs(now, start * DAY_MS),
    endDate: addMs(now, end * DAY_MS),
    tags: game.genres.map((g) => g.toLowerCase()),
    game: { name: game.name, description: game.description, genres: game.genres, media: [], steamAppId: null },
    requirements: { ...openRequirements(), audience: { ...openRequirements().audience, twitchFollowers: random.pick([null, 50, 250]) } },
    codeItemId: item?.id ?? null,
    category: item?.type ?? null,
    keys: item ? item.platforms.map((p) => ({ platform: p.platform, count: Math.max(1, Math.min(p.available, random.int(20, 60))) })) : [],
    specialInstructions: random.chance(0.5) ? 'Please mention the game name in your title and keep the final boss a surprise.' : null,
    embargo: status === 'preLaunch' ? addMs(now, 14 * DAY_MS) : null,
    publishState: status === 'held' ? 'waitingForReview' : status === 'closed' ? 'unpublished' : live ? 'published' : 'draft',
    firstWentLiveAt: publishedAt,
    publishedAt,
    unpublishedAt: status === 'closed' ? addMs(now, -DAY_MS) : null,
    // The request SLA on the upcoming campaign, whose requests are still to come: the live
    // one keeps its pending creators of every age for the demo's creator-management tabs.
    requestResponseDays: status === 'upcoming' ? 7 : null,
    updatedAt: addMs(now, -DAY_MS),
  };
}

/**
 * Key campaigns of the demo world: every status (draft, held for review at an unverified company,
 * upcoming, live, ended, closed, pre-launch) and, on Demo Studio's live campaign, creators in every
 * state. Claimed keys are taken from the Code Manager through the keys context's own port, so the
 * codes show as claimed there too.
 */
export async function seedKeys(
  deps: KeysSeeding,
  accounts: SeededAccounts,
  items: readonly DemoCodeItem[],
  random: SeededRandom,
  now: Date,
): Promise<KeyCampaign[]> {
  const campaigns: KeyCampaign[] = [];
  for (const [index, company] of accounts.companies.entries()) {
    const own = items.filter((i) => i.companyId === company.id);
    // An unverified company's first publish waits for staff (spec 4), so theirs is held.
    const plan = index === 0 ? DEMO_STUDIO_PLAN : company.isVerified ? OTHER_PLAN : (['held'] as const);
    for (const [n, status] of plan.entries()) {
      const item = own[n % Math.max(1, own.length)];
      // Without an item nothing could pass the publish checks, so such a company only has drafts.
      const effective = item || status === 'draft' || status === 'held' ? status : 'draft';
      const campaign = campaignFor(effective, GAMES[(index + n) % GAMES.length]!, item, company.id, random.uuid(), now, random);
      await deps.campaigns.save(campaign);
      campaigns.push(campaign);
    }
  }
  const showcase = campaigns.find((c) => c.companyId === accounts.companies[0]?.id && c.publishState === 'published' && c.keys.length > 0);
  if (showcase) await seedParticipants(deps, showcase, accounts, random, now);
  return campaigns;
}

async function seedParticipants(
  deps: KeysSeeding,
  campaign: KeyCampaign,
  accounts: SeededAccounts,
  random: SeededRandom,
  now: Date,
): Promise<void> {
  // democreator is accepted, ready to claim a key in the demo; the others fill every state.
  const [demo, ...others] = accounts.creators;
  const plan: [SeededAccounts['creators'][number] | undefined, ParticipantState][] = [
    [demo, 'accepted'],
    ...others.slice(0, 24).map((c, i) => [c, PARTICIPANT_STATES[i % PARTICIPANT_STATES.length]!] as [typeof c, ParticipantState]),
  ];
  for (const [creator, state] of plan) {
    if (!creator) continue;
    const appliedAt = addMs(now, -random.int(2, 40) * DAY_MS);
    const events: KeyRunEvent[] = [{ type: 'requested', at: appliedAt, by: 'USER', note: state === 'waitlist' ? 'waitlist' : 'pending' }];
    let participant: KeyParticipant = {
      id: random.uuid(),
      campaignId: campaign.id,
      creatorId: creator.id,
      state,
      appliedAt,
      agreementAcceptedAt: campaign.specialInstructions ? appliedAt : null,
      reviewedAt: ['pending', 'waitlist'].includes(state) ? null : addMs(appliedAt, DAY_MS),
      claim: null,
      submission: null,
      contentExpiredAt: null,
      kitSentCount: 0,
      kitLastSentAt: null,
      replacedKeys: [],
      events,
    };
    if (participant.reviewedAt)
      events.push({ type: state === 'rejected' ? 'rejected' : 'accepted', at: participant.reviewedAt, by: 'COMPANY' });
    if (state === 'claimedKey' || state === 'submittedContent') {
      const platform = campaign.keys[0]!.platform;
      const claimedAt = notAfter(addMs(participant.reviewedAt!, random.int(1, 3) * DAY_MS), addMs(now, -2 * HOUR_MS));
      const code = (await deps.campaigns.reserveKey(campaign.id, platform))
        ? await deps.keyCodes.takeKey({
            companyId: campaign.companyId,
            codeItemId: campaign.codeItemId,
            campaignId: campaign.id,
            platform,
            creatorId: creator.id,
            at: claimedAt,
          })
        : null;
      if (!code) continue;
      participant = { ...participant, claim: { platform, code, claimedAt, contentDueAt: contentDueAt(claimedAt) } };
      events.push({ type: 'claimedKey', at: claimedAt, by: 'USER' });
      if (state === 'submittedContent') {
        const submittedAt = notAfter(addMs(claimedAt, random.int(2, 35) * DAY_MS), addMs(now, -HOUR_MS));
        const onTime = submittedAt <= contentDueAt(claimedAt);
        participant = {
          ...participant,
          submission: { url: `https://www.twitch.tv/videos/${random.int(1_000_000_000, 2_000_000_000)}`, submittedAt, onTime },
        };
        events.push({ type: 'contentSubmitted', at: submittedAt, by: 'USER' });
        await deps.ledger.awardOnce(keyContentAward(creator.id, campaign.id, submittedAt));
      }
    }
    await deps.participants.save(participant);
    await deps.campaigns.countRequest(campaign.id);
  }
}

/**
 * A live Key campaign of Demo Studio open to its Creator Program's members only, so the program's Keys
 * tab lists one and a member's access to it can be tried in the demo. Seeded last: it draws from
 * `random` after every other seeder, which leaves the rest of the world as it was.
 */
export async function seedMembersOnlyKeyCampaign(
  deps: Pick<KeysSeeding, 'campaigns'>,
  programId: string,
  accounts: SeededAccounts,
  items: readonly DemoCodeItem[],
  random: SeededRandom,
  now: Date,
): Promise<KeyCampaign | null> {
  const studio = accounts.companies[0];
  const item = items.find((i) => i.companyId === studio?.id);
  if (!studio || !item) return null;
  const game = GAMES[GAMES.length - 1]!;
  const base = campaignFor('active', game, item, studio.id, random.uuid(), now, random);
  const campaign: KeyCampaign = {
    ...base,
    name: `${game.name} keys for program members`,
    requirements: { ...base.requirements, creatorProgramId: programId },
  };
  await deps.campaigns.save(campaign);
  return campaign;
}
