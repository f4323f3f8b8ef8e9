import * as v from 'valibot';
import type { AccountsDeps } from '@lurkit/core/accounts/application/accounts-deps.ts';
import type { CreatorAccessRepositoryPort } from '@lurkit/core/accounts/creator-access/ports/creator-access-repository.port.ts';
import { displayNameSchema, emailSchema, usernameSchema } from '@lurkit/core/accounts/domain/account-fields.schema.ts';
import { createUser, type UserType } from '@lurkit/core/accounts/domain/user.entity.ts';
import type { CreatorAccess } from '@lurkit/core/accounts/creator-access/domain/creator-access.entity.ts';
import { assessChannel } from '@lurkit/core/accounts/creator-access/domain/creator-access-thresholds.ts';
import type { CreatorChannel } from '@lurkit/core/channels/domain/creator-channel.entity.ts';
import type { CreatorChannelRepositoryPort } from '@lurkit/core/channels/ports/creator-channel-repository.port.ts';
import type { UserConnectionRepositoryPort } from '@lurkit/core/connections/ports/user-connection-repository.port.ts';
import type { ChannelStatistics } from '@lurkit/core/shared/channel-statistics.port.ts';
import { addMs, DAY_MS, HOUR_MS } from '@lurkit/core/shared/time.ts';
import { sandboxAccountId, sandboxChannelFigures } from '@lurkit/adapters/oauth/sandbox-oauth-server.ts';
import { DEMO_PASSWORD } from './accounts.seed.ts';
import type { SeededRandom } from './seeded-random.ts';

export type CreatorAccessStatesSeeding = {
  accounts: Pick<AccountsDeps, 'users' | 'hasher'>;
  creatorAccess: { creatorAccess: CreatorAccessRepositoryPort };
  channels: { channels: CreatorChannelRepositoryPort };
  connections: { connections: UserConnectionRepositoryPort };
};

/** The demo's Users on the way to creator access, one per state of spec 4 besides democreator's granted one. */
export const DEMO_CREATOR_ACCESS_USERS = {
  notRequested: 'demonewcreator',
  verificationInProgress: 'demoinreview',
  refused: 'demorefused',
  /** A Creator granted on a TikTok business account alone. */
  grantedOnTiktok: 'demotiktoker',
} as const;

/**
 * demonewcreator has not asked yet (/user/creator-access offers the check), demoinreview asked six
 * hours ago and waits on the profile-under-review page, demorefused was refused on a young, small
 * Twitch channel and may ask again. Users, not Creators: access is what makes them Creators.
 * demotiktoker is a Creator granted on a TikTok business account: its channel carries the figures the
 * sandbox serves for the account name "demotiktoker" (Display API followers, Business API business
 * flag, the oldest video's date as the account's), judged by core's TikTok rule.
 */
export async function seedCreatorAccessStates(deps: CreatorAccessStatesSeeding, random: SeededRandom, now: Date): Promise<void> {
  const passwordHash = await deps.accounts.hasher.hash(DEMO_PASSWORD);
  const user = async (username: string, displayName: string, userType: UserType = 'User') => {
    const createdAt = addMs(now, -2 * DAY_MS);
    const account = {
      ...createUser({
        id: random.uuid(),
        username: v.parse(usernameSchema, username),
        displayName: v.parse(displayNameSchema, displayName),
        email: v.parse(emailSchema, `${username}@example.com`),
        passwordHash,
        userType,
        now: createdAt,
      }),
      emailVerifiedAt: createdAt,
    };
    await deps.accounts.users.save(account);
    return account.id;
  };
  await user(DEMO_CREATOR_ACCESS_USERS.notRequested, 'DemoNewCreator');
  const inReviewId = await user(DEMO_CREATOR_ACCESS_USERS.verificationInProgress, 'DemoInReview');
  const refusedId = await user(DEMO_CREATOR_ACCESS_USERS.refused, 'DemoRefused');
  const requestedAt = addMs(now, -6 * HOUR_MS);
  const inReview: CreatorAccess = { userId: inReviewId, status: 'verificationInProgress', requestedAt, decidedAt: null, channels: [] };
  const refused: CreatorAccess = {
    userId: refusedId,
    status: 'refused',
    requestedAt: addMs(now, -DAY_MS),
    decidedAt: addMs(now, -DAY_MS + 5_000),
    channels: [
      { provider: 'twitch', channelId: 'demorefused-twitch', qualifies: false, reasons: ['channelTooNew', 'insufficientFollowers'] },
    ],
  };
  await deps.creatorAccess.creatorAccess.save(inReview);
  await deps.creatorAccess.creatorAccess.save(refused);
  await seedTiktokCreator(deps, await user(DEMO_CREATOR_ACCESS_USERS.grantedOnTiktok, 'DemoTiktoker', 'Creator'), random, now);
}

async function seedTiktokCreator(deps: CreatorAccessStatesSeeding, userId: string, random: SeededRandom, now: Date): Promise<void> {
  const login = DEMO_CREATOR_ACCESS_USERS.grantedOnTiktok;
  const channelId = sandboxAccountId('tiktok', login);
  const figures = sandboxChannelFigures('tiktok', login, now.getTime());
  const stats: ChannelStatistics = {
    provider: 'tiktok',
    channelId,
    followers: figures.followers,
    accountCreatedAt: new Date(figures.createdAt),
    averageConcurrentViewers: null,
    averageViewsPerVideo: null,
    averageViewsPerShort: null,
    isBusinessAccount: figures.businessAccount,
    affiliation: 'none',
  };
  const decidedAt = addMs(now, -3 * DAY_MS);
  const verdict = assessChannel('tiktok', channelId, stats, decidedAt);
  const { channelId: _, ...figuresOfChannel } = stats;
  const channel: CreatorChannel = {
    ...figuresOfChannel,
    id: random.uuid(),
    creatorId: userId,
    providerChannelId: channelId,
    handle: login,
    displayName: 'DemoTiktoker',
    language: 'en',
    country: 'SE',
    syncedAt: addMs(now, -2 * HOUR_MS),
  };
  await deps.channels.channels.save(channel);
  await deps.connections.connections.save({
    id: random.uuid(),
    userId,
    provider: 'tiktok',
    providerAccountId: channelId,
    login,
    displayName: 'DemoTiktoker',
    // Placeholders, as democreator's: reconnecting through the sandbox as demotiktoker renews them.
    tokens: { accessToken: 'demo-access-tiktok', refreshToken: 'demo-refresh-tiktok', accessTokenExpiresAt: addMs(now, 365 * DAY_MS) },
    status: 'valid',
    connectedAt: addMs(now, -4 * DAY_MS),
    refreshedAt: null,
    invalidatedAt: null,
  });
  await deps.creatorAccess.creatorAccess.save({
    userId,
    status: verdict.qualifies ? 'granted' : 'refused',
    requestedAt: addMs(decidedAt, -5_000),
    decidedAt,
    channels: [verdict],
  });
}
