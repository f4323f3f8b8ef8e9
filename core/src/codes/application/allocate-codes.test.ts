import { describe, expect, it } from 'vitest';
import { aCodeItem, BUILDER_NOW, codesOf, COMPANY_ID } from '../testing/builders.ts';
import { codesTestDeps, seedCodes } from '../testing/codes-test-deps.ts';
import { InMemoryCodeRepository } from '../testing/in-memory-code-repository.ts';
import { AllocateCodes } from './allocate-codes.ts';

async function setup() {
  const deps = codesTestDeps();
  const item = aCodeItem({ allocation: 'manual' });
  const unavailable = codesOf(item, 3, { status: 'unavailable' });
  await seedCodes(deps, { items: [item], codes: [...unavailable, ...codesOf(item, 2, { status: 'unavailable', platform: 'Xbox' })] });
  return { deps, item, unavailable, allocate: new AllocateCodes(deps) };
}

describe('AllocateCodes', () => {
  it('makes the oldest unavailable codes of the platform available', async () => {
    const { deps, item, unavailable, allocate } = await setup();
    const result = await allocate.execute({ companyId: COMPANY_ID, actorUserId: 'member-1', itemId: item.id, platform: 'steam', count: 2 });
    expect(result).toEqual({ ok: true, value: { added: 3, available: 2, claimed: 0, unavailable: 1 } });
    const stored = await deps.codes.listByItem(item.id);
    const available = stored.filter((c) => c.status === 'available').map((c) => c.id);
    expect(available).toEqual([unavailable[0]?.id, unavailable[1]?.id]);
    expect((await deps.events.listByCode(unavailable[0]!.id)).map((e) => [e.type, e.userId, e.at])).toEqual([
      ['allocated', 'member-1', BUILDER_NOW],
    ]);
    expect(await deps.events.listByCode(unavailable[2]!.id)).toEqual([]);
  });

  it('allocates none when fewer than asked are still unavailable at the moment of moving', async () => {
    const { deps, item } = await setup();
    /** Another member allocated them between the count and the move. */
    class RacedCodes extends InMemoryCodeRepository {
      override async allocate(): Promise<string[]> {
        return [];
      }
    }
    const codes = new RacedCodes();
    await codes.saveAll(await deps.codes.listByItem(item.id));
    const racing = { ...deps, codes };
    expect(
      await new AllocateCodes(racing).execute({ companyId: COMPANY_ID, actorUserId: 'm', itemId: item.id, platform: 'Steam', count: 2 }),
    ).toMatchObject({
      ok: false,
      error: { code: 'CODES.NOT_ENOUGH_UNAVAILABLE', unavailable: 0 },
    });
  });

  it('allocates all of them (count equal to what is unavailable) and refuses one more', async () => {
    const { item, allocate } = await setup();
    expect(
      await allocate.execute({ companyId: COMPANY_ID, actorUserId: 'member-1', itemId: item.id, platform: 'Steam', count: 4 }),
    ).toMatchObject({
      ok: false,
      error: { code: 'CODES.NOT_ENOUGH_UNAVAILABLE', unavailable: 3 },
    });
    expect(
      (await allocate.execute({ companyId: COMPANY_ID, actorUserId: 'member-1', itemId: item.id, platform: 'Steam', count: 3 })).ok,
    ).toBe(true);
  });

  it('refuses a count below one, a blank platform and an unknown item', async () => {
    const { item, allocate } = await setup();
    expect(
      await allocate.execute({ companyId: COMPANY_ID, actorUserId: 'member-1', itemId: item.id, platform: 'Steam', count: 0 }),
    ).toMatchObject({
      ok: false,
      error: { code: 'CODES.INVALID_COUNT' },
    });
    expect(
      await allocate.execute({ companyId: COMPANY_ID, actorUserId: 'member-1', itemId: item.id, platform: '', count: 1 }),
    ).toMatchObject({
      ok: false,
      error: { code: 'CODES.PLATFORM_REQUIRED' },
    });
    expect(
      await allocate.execute({ companyId: COMPANY_ID, actorUserId: 'member-1', itemId: 'nope', platform: 'Steam', count: 1 }),
    ).toMatchObject({
      ok: false,
      error: { code: 'CODES.ITEM_NOT_FOUND' },
    });
  });

  it('answers the open requests for that platform', async () => {
    const { deps, item, allocate } = await setup();
    await deps.requests.save({
      id: 'q',
      companyId: COMPANY_ID,
      itemId: item.id,
      creatorId: 'cr',
      platform: 'Steam',
      status: 'open',
      requestedAt: BUILDER_NOW,
      resolvedAt: null,
    });
    await allocate.execute({ companyId: COMPANY_ID, actorUserId: 'member-1', itemId: item.id, platform: 'Steam', count: 1 });
    expect(deps.requests.all()[0]?.status).toBe('fulfilled');
  });
});
