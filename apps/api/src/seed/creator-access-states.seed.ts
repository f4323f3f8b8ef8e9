import * as v from 'valibot';
import type { AccountsDeps } from '@lurkit/core/accounts/application/accounts-deps.ts';
import type { CreatorAccessRepositoryPort } from '@lurkit/core/accounts/creator-access/ports/creator-access-repository.port.ts';
import { displayNameSchema, emailSchema, usernameSchema } from '@lurkit/core/accounts/domain/account-fields.schema.ts';
import { createUser } from '@lurkit/core/accounts/domain/user.entity.ts';
import type { CreatorAccess } from '@lurkit/core/accounts/creator-access/domain/creator-access.entity.ts';
import { addMs, DAY_MS, HOUR_MS } from '@lurkit/core/shared/time.ts';
import { DEMO_PASSWORD } from './accounts.seed.ts';
import type { SeededRandom } from './seeded-random.ts';

export type CreatorAccessStatesSeeding = {
  accounts: Pick<AccountsDeps, 'users' | 'hasher'>;
  creatorAccess: { creatorAccess: CreatorAccessRepositoryPort };
};

/** The demo's Users on the way to creator access, one per state of spec 4 besides democreator's granted one. */
export const DEMO_CREATOR_ACCESS_USERS = {
  notRequested: 'demonewcreator',
  verificationInProgress: 'demoinreview',
  refused: 'demorefused',
} as const;

/**
 * demonewcreator has not asked yet (/user/creator-access offers the check), demoinreview asked six
 * hours ago and waits on the profile-under-review page, demorefused was refused on a young, small
 * Twitch channel and may ask again. Users, not Creators: access is what makes them Creators.
 */
export async function seedCreatorAccessStates(deps: CreatorAccessStatesSeeding, random: SeededRandom, now: Date): Promise<void> {
  const passwordHash = await deps.accounts.hasher.hash(DEMO_PASSWORD);
  const user = async (username: string, displayName: string) => {
    const createdAt = addMs(now, -2 * DAY_MS);
    const account = {
      ...createUser({
        id: random.uuid(),
        username: v.parse(usernameSchema, username),
        displayName: v.parse(displayNameSchema, displayName),
        email: v.parse(emailSchema, `${username}@example.com`),
        passwordHash,
        userType: 'User',
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
}
