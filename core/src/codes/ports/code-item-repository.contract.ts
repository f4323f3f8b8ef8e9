import { expect, it } from 'vitest';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import type { CodeItem } from '../domain/code-item.entity.ts';
import { aCodeItem } from '../testing/builders.ts';
import type { CodeItemRepositoryPort } from './code-item-repository.port.ts';

export interface CodeItemRepositoryFixture extends ContractFixture {
  repo: CodeItemRepositoryPort;
}

const uuid = () => globalThis.crypto.randomUUID();
/** The port promises no order, so lists are compared by id. */
const byId = (items: CodeItem[]) => [...items].sort((a, b) => a.id.localeCompare(b.id));

export function describeCodeItemRepositoryContract(name: string, make: () => Promise<CodeItemRepositoryFixture>): void {
  describeContract('CodeItemRepositoryPort', name, make, (fixture) => {
    const repo = () => fixture().repo;

    it('finds a saved item by id with every field, and replaces it on a second save', async () => {
      const item = aCodeItem({ id: uuid(), companyId: uuid(), description: 'Launch keys', imageUrl: 'https://example.com/a.png' });
      await repo().save(item);
      expect(await repo().findById(item.id)).toEqual(item);
      const renamed = { ...item, name: 'Renamed', allocation: 'manual' as const };
      await repo().save(renamed);
      expect(await repo().findById(item.id)).toEqual(renamed);
    });

    it('deletes an item, leaving the others', async () => {
      const companyId = uuid();
      const gone = aCodeItem({ id: uuid(), companyId });
      const kept = aCodeItem({ id: uuid(), companyId, name: 'Kept game' });
      await repo().save(gone);
      await repo().save(kept);
      await repo().delete(gone.id);
      expect(await repo().findById(gone.id)).toBeNull();
      expect(await repo().listByCompany(companyId)).toEqual([kept]);
      await repo().delete('not-a-uuid');
    });

    it('answers null for an unknown item', async () => {
      expect(await repo().findById(uuid())).toBeNull();
      expect(await repo().findById('not-a-uuid')).toBeNull();
    });

    it('lists the items of one company only', async () => {
      const companyId = uuid();
      const a = aCodeItem({ id: uuid(), companyId });
      const b = aCodeItem({ id: uuid(), companyId, name: 'Other game' });
      await repo().save(a);
      await repo().save(b);
      await repo().save(aCodeItem({ id: uuid(), companyId: uuid() }));
      expect(byId(await repo().listByCompany(companyId))).toEqual(byId([a, b]));
      expect(await repo().listByCompany(uuid())).toEqual([]);
    });

    it('hands out copies, so changing a returned item changes nothing stored', async () => {
      const item = aCodeItem({ id: uuid(), companyId: uuid() });
      await repo().save(item);
      Object.assign((await repo().findById(item.id)) ?? {}, { name: 'changed' });
      Object.assign((await repo().listByCompany(item.companyId))[0] ?? {}, { name: 'changed' });
      expect(await repo().findById(item.id)).toEqual(item);
    });
  });
}
