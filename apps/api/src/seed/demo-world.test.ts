import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '@lurkit/adapters/testing/test-database.ts';
import type { CreatorChannelRepositoryPort } from '@lurkit/core/channels/ports/creator-channel-repository.port.ts';
import { systemClock } from '@lurkit/core/shared/clock.port.ts';
import { sql } from '../testing/direct-db.ts';
import { seedDemoWorld, type SeedScope } from './demo-world.ts';
import { channelsOf, scopeOf, usernamesOf, useSeededWorld } from './testing/seeded-world.ts';
import { demoMoneyChecks } from './testing/demo-money.checks.ts';
import { demoPeopleChecks } from './testing/demo-people.checks.ts';
import { demoActivationChecks } from './testing/demo-activations.checks.ts';
import { demoInsightsChecks } from './testing/demo-insights.checks.ts';

// One seeded world for every check: seeding it is the slow part.
const world = useSeededWorld();

demoMoneyChecks(world);
demoPeopleChecks(world);
demoActivationChecks(world);
demoInsightsChecks(world);

describe('seeding the demo world', () => {
  it('is seeded once', async () => {
    const before = await usernamesOf(world.first);
    expect(await seedDemoWorld(scopeOf(world.first), systemClock)).toBe('already-seeded');
    expect(await usernamesOf(world.first)).toEqual(before);
  });

  it('is the same world on every fresh database', async () => {
    expect(await seedDemoWorld(scopeOf(world.second), systemClock)).toBe('seeded');
    expect(await usernamesOf(world.second)).toEqual(await usernamesOf(world.first));
    expect(await channelsOf(world.second)).toEqual(await channelsOf(world.first));
  });

  it('leaves nothing behind when a part of it fails', async () => {
    const broken = await createTestDatabase();
    try {
      // The first batch of channels is written, then the repository fails, as a lost connection would.
      let batches = 0;
      const failing = (tx: SeedScope): SeedScope => {
        const real = tx.channels.channels;
        const channels: CreatorChannelRepositoryPort = {
          save: (channel) => real.save(channel),
          findByCreator: (creatorId) => real.findByCreator(creatorId),
          findByCreators: (creatorIds) => real.findByCreators(creatorIds),
          findByProviderChannel: (provider, id) => real.findByProviderChannel(provider, id),
          saveMany: async (batch) => {
            batches += 1;
            if (batches > 1) throw new Error('disk full');
            await real.saveMany(batch);
          },
        };
        return { ...tx, channels: { channels } };
      };
      const scope = scopeOf(broken);
      const injected: SeedScope = { ...scope, transaction: (work) => scope.transaction((tx) => work(failing(tx))) };
      await expect(seedDemoWorld(injected, systemClock)).rejects.toThrow('disk full');
      expect(batches).toBe(2);
      expect(await usernamesOf(broken)).toEqual([]);
      expect(await sql(broken.url, 'select id from creator_channel')).toEqual([]);
    } finally {
      await broken.drop();
    }
  });
});
