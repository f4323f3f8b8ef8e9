import type { User } from '@lurkit/core/accounts/domain/user.entity.ts';
import type { CreatorChannel } from '@lurkit/core/channels/domain/creator-channel.entity.ts';
import type { CreatorChannelRepositoryPort } from '@lurkit/core/channels/ports/creator-channel-repository.port.ts';
import { CREATOR_TIERS, TIER_UPPER_BOUNDS, type CreatorTier, type TierBasis } from '@lurkit/core/insights/domain/creator-tier.ts';
import type { ChannelProvider } from '@lurkit/core/shared/channel-statistics.port.ts';
import { addMs, DAY_MS } from '@lurkit/core/shared/time.ts';
import { seededUuid, type SeededRandom } from './seeded-random.ts';
import { DEMO_CREATOR_USERNAME } from './accounts.seed.ts';

const PROVIDERS: readonly ChannelProvider[] = ['twitch', 'youtube', 'tiktok'];
const LANGUAGES: readonly (readonly [string, string])[] = [
  ['en', 'US'],
  ['en', 'GB'],
  ['sv', 'SE'],
  ['de', 'DE'],
  ['fr', 'FR'],
  ['es', 'ES'],
  ['pt', 'BR'],
  ['ja', 'JP'],
  ['pl', 'PL'],
  ['en', 'CA'],
];

/** A figure inside one tier's range by insights' own boundaries (spec 9), so every tier really shows up. */
function figureIn(tier: CreatorTier, basis: TierBasis, random: SeededRandom): number {
  const bounds = TIER_UPPER_BOUNDS[basis];
  const index = CREATOR_TIERS.indexOf(tier);
  const low = index === 0 ? 1 : (bounds[index - 1] ?? 0) + 1;
  const high = bounds[index] ?? (bounds[3] ?? 0) * 5;
  return random.int(low, high);
}

function channelFor(creator: User, provider: ChannelProvider, tier: CreatorTier, random: SeededRandom, now: Date): CreatorChannel {
  const [language, country] = random.pick(LANGUAGES);
  const base = {
    id: seededUuid(random),
    creatorId: creator.id,
    provider,
    providerChannelId: `${provider}-${creator.username}`,
    handle: creator.username,
    displayName: creator.displayName,
    accountCreatedAt: addMs(now, -random.int(40, 3000) * DAY_MS),
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
      affiliation: ccv > 1000 ? 'partner' : ccv > 10 || random.chance(0.4) ? 'twitchAffiliate' : 'none',
    };
  }
  if (provider === 'youtube') {
    const views = figureIn(tier, 'VIEWS', random);
    return {
      ...base,
      followers: views * random.int(2, 12),
      averageConcurrentViewers: random.chance(0.5) ? Math.max(1, Math.round(views / random.int(40, 120))) : null,
      averageViewsPerVideo: views,
      averageViewsPerShort: random.chance(0.6) ? Math.round(views * random.int(1, 4)) : null,
      isBusinessAccount: null,
      affiliation: views > 100_000 ? 'partner' : 'none',
    };
  }
  const views = figureIn(tier, 'VIEWS', random);
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

/**
 * One to three channels per creator. Tiers go round per platform, so each platform has creators of
 * every tier; `democreator` has all three platforms, mid-sized.
 */
export async function seedChannels(channels: CreatorChannelRepositoryPort, creators: readonly User[], random: SeededRandom, now: Date) {
  const next = new Map(PROVIDERS.map((p) => [p, 0]));
  const rows: CreatorChannel[] = [];
  for (const creator of creators) {
    const demo = creator.username === DEMO_CREATOR_USERNAME;
    const providers = demo ? PROVIDERS : PROVIDERS.filter(() => random.chance(0.55));
    for (const provider of providers.length ? providers : [random.pick(PROVIDERS)]) {
      const turn = next.get(provider) ?? 0;
      next.set(provider, turn + 1);
      rows.push(channelFor(creator, provider, demo ? 'mid' : (CREATOR_TIERS[turn % CREATOR_TIERS.length] ?? 'nano'), random, now));
    }
  }
  for (let i = 0; i < rows.length; i += 200) await channels.saveMany(rows.slice(i, i + 200));
  return rows;
}
