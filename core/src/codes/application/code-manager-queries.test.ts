import { describe, expect, it } from 'vitest';
import { aCode, aCodeItem, BUILDER_NOW, COMPANY_ID, codesOf } from '../testing/builders.ts';
import { codesTestDeps, seedCodes } from '../testing/codes-test-deps.ts';
import { InMemoryCodeEventRepository } from '../testing/in-memory-code-event-repository.ts';
import { ListCodeManagerItems, ListItemCodes, RevealCode, TraceLeakedKey } from './code-manager-queries.ts';
import { maskCode } from '../domain/code-event.entity.ts';

async function setup() {
  const deps = { ...codesTestDeps(), events: new InMemoryCodeEventRepository() };
  const item = aCodeItem();
  const claimed = aCode(item, {
    value: 'LEAK-1234',
    status: 'claimed',
    claimedBy: 'creator-1',
    claimedAt: BUILDER_NOW,
    distributedBy: 'campaign-1',
  });
  await seedCodes(deps, {
    items: [item],
    codes: [...codesOf(item, 9), claimed, ...codesOf(item, 2, { platform: 'Xbox', status: 'unavailable' })],
  });
  await deps.requests.save({
    id: 'q',
    companyId: COMPANY_ID,
    itemId: item.id,
    creatorId: 'c',
    platform: 'GOG',
    status: 'open',
    requestedAt: BUILDER_NOW,
    resolvedAt: null,
  });
  return { deps, item, claimed };
}

describe('Code Manager queries', () => {
  it('lists items with stock per platform, the balance colour and open asks, a never-stocked platform included', async () => {
    const { deps, item } = await setup();
    const [listed] = await new ListCodeManagerItems(deps).execute({ companyId: COMPANY_ID });
    expect(listed?.item.id).toBe(item.id);
    expect(listed?.platforms).toEqual([
      { platform: 'Steam', added: 10, available: 9, claimed: 1, unavailable: 0, availability: 'HIGH', openRequests: 0 },
      { platform: 'Xbox', added: 2, available: 0, claimed: 0, unavailable: 2, availability: 'OUT', openRequests: 0 },
      { platform: 'GOG', added: 0, available: 0, claimed: 0, unavailable: 0, availability: 'OUT', openRequests: 1 },
    ]);
    expect(await new ListCodeManagerItems(deps).execute({ companyId: 'other' })).toEqual([]);
  });

  it("pages an item's codes for its company only", async () => {
    const { deps, item } = await setup();
    const page = { after: null, before: null, limit: 5, inverted: false };
    expect(await new ListItemCodes(deps).execute({ companyId: COMPANY_ID, itemId: item.id, page })).toMatchObject({
      ok: true,
      value: { length: 5 },
    });
    expect(await new ListItemCodes(deps).execute({ companyId: 'other', itemId: item.id, page })).toMatchObject({
      ok: false,
      error: { code: 'CODES.ITEM_NOT_FOUND' },
    });
  });

  it('reveals a code to its company and records who did, refusing other companies', async () => {
    const { deps, claimed } = await setup();
    expect(await new RevealCode(deps).execute({ companyId: COMPANY_ID, actorUserId: 'u1', codeId: claimed.id })).toEqual({
      ok: true,
      value: 'LEAK-1234',
    });
    expect(await new RevealCode(deps).execute({ companyId: 'other', actorUserId: 'u2', codeId: claimed.id })).toMatchObject({
      ok: false,
      error: { code: 'CODES.CODE_NOT_FOUND' },
    });
    expect((await deps.events.listByCode(claimed.id)).map((e) => [e.type, e.userId, e.at])).toEqual([['revealed', 'u1', BUILDER_NOW]]);
  });

  it('traces a leaked key to its claimant, claim date, distributor and events, within the company only', async () => {
    const { deps, claimed, item } = await setup();
    await new RevealCode(deps).execute({ companyId: COMPANY_ID, actorUserId: 'u1', codeId: claimed.id });
    const trace = await new TraceLeakedKey(deps).execute({ companyId: COMPANY_ID, actorUserId: 'u2', value: ' LEAK-1234 ' });
    expect(trace).toMatchObject({
      ok: true,
      value: {
        code: { claimedBy: 'creator-1', claimedAt: BUILDER_NOW, distributedBy: 'campaign-1' },
        item: { id: item.id },
        events: [
          { type: 'added', userId: claimed.addedBy, at: claimed.addedAt },
          { type: 'claimed', userId: 'creator-1', at: BUILDER_NOW },
          { type: 'revealed', userId: 'u1' },
          { type: 'traced', userId: 'u2' },
        ],
      },
    });
    expect(await new TraceLeakedKey(deps).execute({ companyId: 'other', actorUserId: 'x', value: 'LEAK-1234' })).toMatchObject({
      ok: false,
      error: { field: 'value' },
    });
  });

  it('traces a pasted key however its case, spaces and dashes were changed', async () => {
    const { deps } = await setup();
    for (const pasted of ['leak-1234', 'LEAK 1234', 'leak1234', ' Leak - 1234 '])
      expect(await new TraceLeakedKey(deps).execute({ companyId: COMPANY_ID, actorUserId: 'u2', value: pasted }), pasted).toMatchObject({
        ok: true,
        value: { code: { claimedBy: 'creator-1' } },
      });
  });

  it('masks codes to their last four characters', () => {
    expect(maskCode('ABCD-EFGH-1234')).toBe('••••••••••1234');
    expect(maskCode('AB')).toBe('••••B');
  });
});
