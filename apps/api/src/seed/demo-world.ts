import type { ClockPort } from '@lurkit/core/shared/clock.port.ts';
import type { RequestScope } from '../request-scope.ts';
import { DEMO_COMPANY_USERNAME, seedAccounts, type SeededAccounts } from './accounts.seed.ts';
import { seedChannels } from './channels.seed.ts';
import { seededRandom } from './seeded-random.ts';

export { DEMO_COMPANY_USERNAME, DEMO_CREATOR_USERNAME, DEMO_PASSWORD, DEMO_STAFF_USERNAME } from './accounts.seed.ts';

/** One seed for the whole world: change it and every demo database changes with it. */
const WORLD_SEED = 20_261_123;

/** What later slices' seeders build on: the ids of the demo world's people and companies. */
export type DemoWorld = SeededAccounts;

/**
 * The demo world for a development database, generated (no network) from a fixed seed, so it is the
 * same on every fresh database; dates are relative to the clock so accounts and channels have real ages.
 * Seeds once (the demo company's owner marks a seeded database) and in one transaction: a failure
 * leaves nothing half-seeded. Each slice adds its seeder here, in order, on top of `world`.
 */
export async function seedDemoWorld(scope: RequestScope, clock: ClockPort): Promise<'seeded' | 'already-seeded'> {
  if (await scope.accounts.users.findByUsername(DEMO_COMPANY_USERNAME)) return 'already-seeded';
  await scope.transaction(async (tx) => {
    const random = seededRandom(WORLD_SEED);
    // Seeding sends no mail: the demo accounts are verified already.
    const world: DemoWorld = await seedAccounts({ ...tx.accounts, mailer: { send: async () => {} } }, random);
    await seedChannels(tx.channels.channels, world.creators, random, clock.now());
  });
  return 'seeded';
}
