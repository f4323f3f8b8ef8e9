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
  });
}
