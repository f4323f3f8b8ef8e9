import type { Affiliation, CreatorChannel } from '@lurkit/core/channels/domain/creator-channel.entity.ts';
import type { CreatorChannelRepositoryPort } from '@lurkit/core/channels/ports/creator-channel-repository.port.ts';
import { CREATOR_TIERS, TIER_UPPER_BOUNDS, type CreatorTier, type TierBasis } from '@lurkit/core/shared/creator-tier.ts';
import type { ChannelProvider } from '@lurkit/core/shared/channel-statistics.port.ts';
import { addMs, DAY_MS } from '@lurkit/core/shared/time.ts';
import { sandboxAccountId } from '@lurkit/adapters/oauth/sandbox-oauth-server.ts';
import { DEMO_CREATOR_USERNAME, type SeededAccounts } from './accounts.seed.ts';
import type { SeededRandom } from './seeded-random.ts';

type Creator = SeededAccounts['creators'][number];

const PROVIDERS: readonly ChannelProvider[] = ['twitch', 'youtube', 'tiktok'];
/** ISO 639-1 language and ISO 3166-1 alpha-2 country; English weighted up, as on the platforms. */
const LOCALES = [
  ...['en-US', 'en-US', 'en-US', 'en-GB', 'en-GB', 'en-CA', 'en-AU', 'sv-SE', 'de-DE', 'de-AT'],
  ...['fr-FR', 'es-ES', 'es-MX', 'pt-BR', 'ja-JP', 'ko-KR', 'pl-PL', 'it-IT', 'nl-NL', 'tr-TR'],
];
/** Per platform, tiers come round in this order: many small channels, few large, every tier within 20. */
const TIER_CYCLE: readonly CreatorTier[] = [5, 6, 4, 3, 2].flatMap((count, i) =>
  Array.from({ length: count }, () => CREATOR_TIERS[i] ?? 'nano'),
);
const DEMO_LOCALE = 'en-US';
const TIKTOK_LAUNCH_DAYS_AGO = 2_900;
const CHANNELS_PER_STATEMENT = 200;
/**
 * One Twitch channel in this many carries bought followers, forty times those its audience brought (the
 * labelled population's BOUGHT_FOLLOWERS, insights/testing/labelled-audiences.ts): no extra draw, so
 * nothing else seeded moves.
 */
export const BOUGHT_FOLLOWERS_EVERY = 16;
const BOUGHT_FOLLOWERS_TIMES = 40;

/** A figure inside the tier's range by insights' own boundaries (spec 9), so the tier really shows up. */
function figureIn(tier: CreatorTier, basis: TierBasis, random: SeededRandom): number {
  const bounds = TIER_UPPER_BOUNDS[basis];
  const index = CREATOR_TIERS.indexOf(tier);
  const low = index === 0 ? 1 : (bounds[index - 1] ?? 0) + 1;
  const high = bounds[index] ?? bounds[3] * 5;
  return random.int(low, high);
}

function twitchAffiliation(ccv: number, random: SeededRandom): Affiliation {
  if (ccv > 1_000 || (ccv > 150 && random.chance(0.5))) return 'partner';
  return ccv >= 3 || random.chance(0.3) ? 'twitchAffiliate' : 'none';
}

function providerChannelId(provider: ChannelProvider, random: SeededRandom): string {
  const digits = (length: number) => Array.from({ length }, (_, i) => random.int(i === 0 ? 1 : 0, 9)).join('');
  if (provider === 'twitch') return digits(9);
  if (provider === 'tiktok') return digits(19);
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  return `UC${Array.from({ length: 22 }, () => alphabet.charAt(random.int(0, 63))).join('')}`;
}

function channelFor(
  creator: Creator,
  [language = 'en', country = 'US']: readonly string[],
  provider: ChannelProvider,
  tier: CreatorTier,
  random: SeededRandom,
  now: Date,
): CreatorChannel {
  const base = {
    id: random.uuid(),
    creatorId: creator.id,
    provider,
    providerChannelId: providerChannelId(provider, random),
    handle: creator.username,
    displayName: creator.displayName,
    accountCreatedAt: addMs(now, -random.int(40, provider === 'tiktok' ? TIKTOK_LAUNCH_DAYS_AGO : 4_000) * DAY_MS),
    language,
    country,
    syncedAt: now,
  };
  if (provider === 'twitch') {
    const ccv = figureIn(tier, 'CCV', random);
    return {
      ...base,
      followers: ccv * random.int(20, 90),
      averageConcurrentViewers: ccv,
      averageViewsPerVideo: null,
      averageViewsPerShort: null,
      isBusinessAccount: null,
      affiliation: twitchAffiliation(ccv, random),
    };
  }
  const views = figureIn(tier, 'VIEWS', random);
  if (provider === 'youtube') {
    const followers = views * random.int(2, 12);
    return {
      ...base,
      followers,
      // Only some YouTubers stream.
      averageConcurrentViewers: random.chance(0.4) ? Math.max(1, Math.round(views / random.int(40, 120))) : null,
      averageViewsPerVideo: views,
      averageViewsPerShort: random.chance(0.6) ? views * random.int(1, 4) : null,
      isBusinessAccount: null,
      // The YouTube Partner Program starts at 1,000 subscribers.
      affiliation: followers >= 1_000 && random.chance(0.8) ? 'partner' : 'none',
    };
  }
  return {
    ...base,
    followers: views * random.int(3, 15),
    averageConcurrentViewers: null,
    averageViewsPerVideo: null,
    averageViewsPerShort: views,
    isBusinessAccount: random.chance(0.7),
    affiliation: 'none',
  };
}

/** People sign in as `democreator` to try things: a partner with a business TikTok, so no creator flow is closed to it. */
/**
 * democreator's channels carry the sandbox's ids for the account name "democreator", the ids their
 * connections have: once reconnected through the sandbox, the channel sync updates these channels
 * instead of adding a second one per platform.
 */
const asDemoCreator = (channel: CreatorChannel): CreatorChannel => {
  const own = { ...channel, providerChannelId: sandboxAccountId(channel.provider, DEMO_CREATOR_USERNAME) };
  return channel.provider === 'tiktok' ? { ...own, isBusinessAccount: true } : { ...own, affiliation: 'partner' };
};

/**
 * One to three channels per creator, in one language and country per creator. Tiers come round per
 * platform (TIER_CYCLE), so each platform has creators of every tier; `democreator` has all three
 * platforms, mid-sized, in English. Written in a few multi-row statements.
 */
export async function seedChannels(
  channels: CreatorChannelRepositoryPort,
  creators: readonly Creator[],
  random: SeededRandom,
  now: Date,
): Promise<CreatorChannel[]> {
  const turns = new Map(PROVIDERS.map((p) => [p, 0]));
  const rows: CreatorChannel[] = [];
  for (const creator of creators) {
    const demo = creator.username === DEMO_CREATOR_USERNAME;
    const locale = (demo ? DEMO_LOCALE : random.pick(LOCALES)).split('-');
    const chosen = demo ? PROVIDERS : PROVIDERS.filter(() => random.chance(0.55));
    for (const provider of chosen.length > 0 ? chosen : [random.pick(PROVIDERS)]) {
      const turn = turns.get(provider) ?? 0;
      turns.set(provider, turn + 1);
      const tier = demo ? 'mid' : (TIER_CYCLE[turn % TIER_CYCLE.length] ?? 'nano');
      const drawn = channelFor(creator, locale, provider, tier, random, now);
      const bought = !demo && provider === 'twitch' && turn % BOUGHT_FOLLOWERS_EVERY === 7;
      const channel = bought ? { ...drawn, followers: drawn.followers * BOUGHT_FOLLOWERS_TIMES } : drawn;
      rows.push(demo ? asDemoCreator(channel) : channel);
    }
  }
  for (let i = 0; i < rows.length; i += CHANNELS_PER_STATEMENT) await channels.saveMany(rows.slice(i, i + CHANNELS_PER_STATEMENT));
  return rows;
}
