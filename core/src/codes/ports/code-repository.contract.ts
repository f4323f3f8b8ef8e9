import { expect, it } from 'vitest';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import type { Code } from '../domain/code.entity.ts';
import { aCode, aCodeItem } from '../testing/builders.ts';
import type { CodeRepositoryPort } from './code-repository.port.ts';

export interface CodeRepositoryFixture extends ContractFixture {
  repo: CodeRepositoryPort;
}

const uuid = () => globalThis.crypto.randomUUID();
/** The port promises no order, so lists are compared by id. */
const byId = (codes: Code[]) => [...codes].sort((a, b) => a.id.localeCompare(b.id));

export function describeCodeRepositoryContract(name: string, make: () => Promise<CodeRepositoryFixture>): void {
  describeContract('CodeRepositoryPort', name, make, (fixture) => {
    const repo = () => fixture().repo;
    const anItem = () => aCodeItem({ id: uuid(), companyId: uuid() });

    it('lists every saved code of one item with every field, and nothing of another item', async () => {
      const item = anItem();
      const free = aCode(item, { id: uuid() });
      const claimed = aCode(item, { id: uuid(), status: 'claimed', claimedBy: uuid(), claimedAt: new Date('2025-03-11T08:00:00.000Z') });
      await repo().saveAll([free, claimed, aCode(anItem(), { id: uuid() })]);
      await repo().saveAll([]);
      expect(byId(await repo().listByItem(item.id))).toEqual(byId([free, claimed]));
      expect(await repo().listByItem(uuid())).toEqual([]);
      expect(await repo().listByItem('not-a-uuid')).toEqual([]);
    });

    it('updates a saved code on a second save, keeping one', async () => {
      const item = anItem();
      const code = aCode(item, { id: uuid() });
      await repo().saveAll([code]);
      const unavailable = { ...code, status: 'unavailable' as const };
      await repo().saveAll([unavailable]);
      expect(await repo().listByItem(item.id)).toEqual([unavailable]);
    });

    it('replaces codes only while every one still has the expected status, all or none', async () => {
      const item = anItem();
      const free = aCode(item, { id: uuid() });
      const taken = aCode(item, { id: uuid(), status: 'claimed' });
      await repo().saveAll([free, taken]);
      const claimedFree = { ...free, status: 'claimed' as const };
      expect(await repo().replaceIfStatus([claimedFree, { ...taken }], 'available')).toBe(false);
      expect(byId(await repo().listByItem(item.id))).toEqual(byId([free, taken]));
      expect(await repo().replaceIfStatus([claimedFree], 'available')).toBe(true);
      expect(byId(await repo().listByItem(item.id))).toEqual(byId([claimedFree, taken]));
      expect(await repo().replaceIfStatus([claimedFree], 'available')).toBe(false);
    });

    it('hands out copies, so changing a returned code changes nothing stored', async () => {
      const item = anItem();
      const code = aCode(item, { id: uuid() });
      await repo().saveAll([code]);
      Object.assign((await repo().listByItem(item.id))[0] ?? {}, { status: 'claimed' });
      expect(await repo().listByItem(item.id)).toEqual([code]);
    });

    it('answers which values an item already holds, exactly', async () => {
      const item = anItem();
      await repo().saveAll([aCode(item, { id: uuid(), value: 'AAA-1' }), aCode(item, { id: uuid(), value: 'BBB-2' })]);
      expect([...(await repo().existingValues(item.id, ['AAA-1', 'aaa-1', 'CCC-3']))]).toEqual(['AAA-1']);
      expect((await repo().existingValues(anItem().id, ['AAA-1'])).size).toBe(0);
      expect((await repo().existingValues(item.id, [])).size).toBe(0);
    });

    it('takes the oldest available codes of a platform, all or none, marking who and why', async () => {
      const item = anItem();
      const at = (minutes: number) => new Date(Date.UTC(2025, 0, 1, 0, minutes));
      const codes = [3, 1, 2].map((m) => aCode(item, { id: uuid(), value: `S-${m}`, platform: 'Steam', addedAt: at(m) }));
      await repo().saveAll([...codes, aCode(item, { id: uuid(), value: 'X-1', platform: 'Xbox' })]);
      const creatorId = uuid();
      const taken = await repo().takeAvailable({
        itemId: item.id,
        platform: 'steam',
        count: 2,
        creatorId,
        at: at(9),
        distributedBy: 'campaign-1',
      });
      expect(taken?.map((c) => [c.value, c.status, c.claimedBy, c.claimedAt, c.distributedBy])).toEqual([
        ['S-1', 'claimed', creatorId, at(9), 'campaign-1'],
        ['S-2', 'claimed', creatorId, at(9), 'campaign-1'],
      ]);
      expect(
        await repo().takeAvailable({ itemId: item.id, platform: 'Steam', count: 2, creatorId, at: at(9), distributedBy: 'c' }),
      ).toBeNull();
      expect((await repo().stockByPlatform(item.id)).find((s) => s.platform === 'Steam')).toMatchObject({
        added: 3,
        available: 1,
        claimed: 2,
      });
    });

    it('stages a file each code once, answering repeats, and adds it to its item, counting codes already held', async () => {
      const item = anItem();
      await repo().saveAll([aCode(item, { id: uuid(), value: 'HELD-1', platform: 'Steam' })]);
      const importId = uuid();
      const staged = new Date('2025-01-01T00:00:00.000Z');
      expect(
        await repo().stageImport(
          importId,
          [
            { line: 1, code: 'A-1' },
            { line: 2, code: 'B-2' },
            { line: 3, code: 'B-2' },
          ],
          staged,
        ),
      ).toEqual([{ line: 3, code: 'B-2' }]);
      expect(
        await repo().stageImport(
          importId,
          [
            { line: 4, code: 'A-1' },
            { line: 5, code: 'HELD-1' },
            { line: 6, code: 'C-3' },
          ],
          staged,
        ),
      ).toEqual([{ line: 4, code: 'A-1' }]);
      expect(await repo().stageImport(uuid(), [{ line: 1, code: 'A-1' }], staged)).toEqual([]);
      const add = { importId, itemId: item.id, companyId: item.companyId, platform: 'PlayStation 5', status: 'available' as const };
      expect(await repo().addStaged({ ...add, addedBy: 'user-1', at: new Date('2025-01-01T00:00:00.000Z') })).toEqual({
        added: 3,
        alreadyExisting: 1,
        firstExisting: [{ line: 5, code: 'HELD-1' }],
      });
      const taken = await repo().takeAvailable({
        itemId: item.id,
        platform: 'playstation 5',
        count: 3,
        creatorId: uuid(),
        at: new Date(),
        distributedBy: 'x',
      });
      expect(taken?.map((c) => [c.value, c.companyId, c.addedBy]).sort()).toEqual([
        ['A-1', item.companyId, 'user-1'],
        ['B-2', item.companyId, 'user-1'],
        ['C-3', item.companyId, 'user-1'],
      ]);
      await repo().discardImport(importId);
      expect(await repo().addStaged({ ...add, addedBy: 'user-1', at: new Date() })).toMatchObject({ added: 0, alreadyExisting: 0 });
    });

    it('forgets the staged files whose newest batch is older than the cut, keeping a file still arriving', async () => {
      const item = anItem();
      const at = (hhmm: string) => new Date(`2024-01-01T${hhmm}:00.000Z`);
      await repo().saveAll([aCode(item, { id: uuid(), value: 'HELD-0', platform: 'Steam' })]);
      const [left, arriving] = [uuid(), uuid()];
      await repo().stageImport(left, [{ line: 1, code: 'LEFT-1' }], at('10:00'));
      await repo().stageImport(arriving, [{ line: 1, code: 'ARRIVING-1' }], at('10:00'));
      await repo().stageImport(arriving, [{ line: 2, code: 'ARRIVING-2' }], at('11:30'));
      expect(await repo().discardStaleImports(at('11:00'))).toBe(1);
      const add = {
        itemId: item.id,
        companyId: item.companyId,
        platform: 'Steam',
        status: 'available' as const,
        addedBy: 'u',
        at: at('12:00'),
      };
      expect(await repo().addStaged({ ...add, importId: left })).toMatchObject({ added: 0 });
      expect(await repo().addStaged({ ...add, importId: arriving })).toMatchObject({ added: 2 });
      await repo().discardImport(arriving);
    });

    it('lists the codes one taker distributed, oldest first, within the company only', async () => {
      const item = anItem();
      const at = (minutes: number) => new Date(Date.UTC(2025, 0, 1, 0, minutes));
      await repo().saveAll([2, 1, 3].map((m) => aCode(item, { id: uuid(), value: `D-${m}`, platform: 'Steam', addedAt: at(m) })));
      const runId = uuid();
      await repo().takeAvailable({ itemId: item.id, platform: 'Steam', count: 2, creatorId: uuid(), at: at(9), distributedBy: runId });
      expect((await repo().listDistributedBy(item.companyId, runId)).map((c) => c.value)).toEqual(['D-1', 'D-2']);
      expect(await repo().listDistributedBy(uuid(), runId)).toEqual([]);
      expect(await repo().listDistributedBy(item.companyId, uuid())).toEqual([]);
    });

    it('deletes a code unless it is claimed', async () => {
      const item = anItem();
      const free = aCode(item, { id: uuid() });
      const claimed = aCode(item, { id: uuid(), status: 'claimed', claimedBy: uuid(), claimedAt: new Date('2025-03-11T08:00:00.000Z') });
      await repo().saveAll([free, claimed]);
      expect(await repo().deleteUnclaimed(claimed.id)).toBe(false);
      expect(await repo().deleteUnclaimed(free.id)).toBe(true);
      expect(await repo().deleteUnclaimed(free.id)).toBe(false);
      expect(await repo().listByItem(item.id)).toEqual([claimed]);
    });

    it('deletes selected codes all or none: one claimed or unknown among them keeps every one', async () => {
      const item = anItem();
      const [a, b] = [aCode(item, { id: uuid(), value: 'DEL-A' }), aCode(item, { id: uuid(), value: 'DEL-B' })];
      const claimed = aCode(item, {
        id: uuid(),
        value: 'DEL-C',
        status: 'claimed',
        claimedBy: uuid(),
        claimedAt: new Date('2025-03-11T08:00:00.000Z'),
      });
      await repo().saveAll([a, b, claimed]);
      expect(await repo().deleteAllUnclaimed([a.id, claimed.id])).toBe(false);
      expect(await repo().deleteAllUnclaimed([a.id, uuid()])).toBe(false);
      expect(await repo().deleteAllUnclaimed([])).toBe(false);
      expect(await repo().listByItem(item.id)).toHaveLength(3);
      expect(await repo().deleteAllUnclaimed([a.id, b.id, a.id])).toBe(true);
      expect(await repo().listByItem(item.id)).toEqual([claimed]);
    });

    it('never gives one code to two takers at once', async () => {
      const item = anItem();
      await repo().saveAll(Array.from({ length: 5 }, (_, i) => aCode(item, { id: uuid(), value: `K-${i}`, platform: 'Steam' })));
      const takes = await Promise.all(
        Array.from({ length: 12 }, () =>
          repo().takeAvailable({ itemId: item.id, platform: 'Steam', count: 1, creatorId: uuid(), at: new Date(), distributedBy: 'c' }),
        ),
      );
      const values = takes.flatMap((t) => t?.map((c) => c.value) ?? []);
      expect(values).toHaveLength(5);
      expect(new Set(values).size).toBe(5);
    });

    it('allocates the oldest unavailable codes and counts stock per platform', async () => {
      const item = anItem();
      await repo().saveAll([
        ...Array.from({ length: 3 }, (_, i) =>
          aCode(item, {
            id: uuid(),
            value: `U-${i}`,
            platform: 'Steam',
            status: 'unavailable',
            addedAt: new Date(Date.UTC(2025, 0, 1, 0, i)),
          }),
        ),
        aCode(item, { id: uuid(), value: 'X-1', platform: 'Xbox' }),
      ]);
      const oldest = await repo().listByItem(item.id);
      const moved = await repo().allocate(item.id, 'STEAM', 2);
      expect(moved.sort()).toEqual(
        oldest
          .filter((c) => c.value === 'U-0' || c.value === 'U-1')
          .map((c) => c.id)
          .sort(),
      );
      expect(await repo().stockByPlatform(item.id)).toEqual([
        { platform: 'Steam', added: 3, available: 2, claimed: 0, unavailable: 1 },
        { platform: 'Xbox', added: 1, available: 1, claimed: 0, unavailable: 0 },
      ]);
      expect(await repo().allocate(item.id, 'Steam', 5)).toHaveLength(1);
    });

    it('pages an item newest first, and finds a code by id or by exact value within the company', async () => {
      const item = anItem();
      const codes = [1, 2, 3].map((m) => aCode(item, { id: uuid(), value: `P-${m}`, addedAt: new Date(Date.UTC(2025, 0, 1, 0, m)) }));
      await repo().saveAll(codes);
      const first = await repo().listPage(item.id, { after: null, before: null, limit: 2, inverted: false });
      expect(first.map((c) => c.value)).toEqual(['P-3', 'P-2']);
      const next = await repo().listPage(item.id, { after: repo().cursorOf(first[1]!), before: null, limit: 2, inverted: false });
      expect(next.map((c) => c.value)).toEqual(['P-1']);
      expect(await repo().findByValue(item.companyId, 'P-2')).toEqual(codes[1]);
      expect(await repo().findByValue(item.companyId, 'p-2')).toBeNull();
      expect(await repo().findByValue(uuid(), 'P-2')).toBeNull();
      expect(await repo().findById(codes[0]!.id)).toEqual(codes[0]);
      expect(await repo().findById('not-a-uuid')).toBeNull();
    });
  });
}
