import { expect, it } from 'vitest';
import { BUILDER_NOW } from '../../shared/testing/seeded-random.ts';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import type { CodeRequest } from '../domain/code-request.entity.ts';
import type { CodeRequestRepositoryPort } from './code-request-repository.port.ts';

export interface CodeRequestRepositoryFixture extends ContractFixture {
  repo: CodeRequestRepositoryPort;
}

const uuid = () => globalThis.crypto.randomUUID();
const byId = (requests: CodeRequest[]) => [...requests].sort((a, b) => a.id.localeCompare(b.id));
const aRequest = (itemId: string, changes: Partial<CodeRequest> = {}): CodeRequest => ({
  id: uuid(),
  companyId: uuid(),
  itemId,
  creatorId: uuid(),
  platform: 'Steam',
  status: 'open',
  requestedAt: BUILDER_NOW,
  resolvedAt: null,
  ...changes,
});

export function describeCodeRequestRepositoryContract(name: string, make: () => Promise<CodeRequestRepositoryFixture>): void {
  describeContract('CodeRequestRepositoryPort', name, make, (fixture) => {
    const repo = () => fixture().repo;

    it('lists the open requests of one item, every creator and platform', async () => {
      const itemId = uuid();
      const steam = aRequest(itemId);
      const playstation = aRequest(itemId, { platform: 'PlayStation 5' });
      const done = aRequest(itemId, { status: 'fulfilled', resolvedAt: BUILDER_NOW });
      for (const r of [steam, playstation, done, aRequest(uuid())]) await repo().save(r);
      expect(byId(await repo().listOpenByItem(itemId))).toEqual(byId([steam, playstation]));
      expect(await repo().listOpenByItem(uuid())).toEqual([]);
      expect(await repo().listOpenByItem('not-a-uuid')).toEqual([]);
    });

    it('updates a request on a second save, so a resolved one leaves the open list', async () => {
      const itemId = uuid();
      const request = aRequest(itemId);
      await repo().save(request);
      await repo().save({ ...request, status: 'dismissed', resolvedAt: BUILDER_NOW });
      expect(await repo().listOpenByItem(itemId)).toEqual([]);
    });

    it('adds an open request once per creator, item and platform, even when asked at the same moment', async () => {
      const itemId = uuid();
      const first = aRequest(itemId);
      const answers = await Promise.all([
        repo().addOpen(first),
        repo().addOpen({ ...first, id: uuid(), platform: ' STEAM ' }),
        repo().addOpen({ ...first, id: uuid(), platform: 'steam' }),
      ]);
      expect(answers.filter(Boolean)).toHaveLength(1);
      expect(await repo().listOpenByItem(itemId)).toHaveLength(1);
      // Another platform, another creator, or after the first was answered: a new ask.
      expect(await repo().addOpen({ ...first, id: uuid(), platform: 'Xbox' })).toBe(true);
      expect(await repo().addOpen({ ...first, id: uuid(), creatorId: uuid() })).toBe(true);
      const [open] = (await repo().listOpenByItem(itemId)).filter(
        (r) => r.platform.trim().toLowerCase() === 'steam' && r.creatorId === first.creatorId,
      );
      await repo().save({ ...open!, status: 'fulfilled', resolvedAt: BUILDER_NOW });
      expect(await repo().addOpen({ ...first, id: uuid() })).toBe(true);
    });

    it('hands out copies, so changing a returned request changes nothing stored', async () => {
      const itemId = uuid();
      const request = aRequest(itemId);
      await repo().save(request);
      Object.assign((await repo().listOpenByItem(itemId))[0] ?? {}, { platform: 'Xbox' });
      expect(await repo().listOpenByItem(itemId)).toEqual([request]);
    });
  });
}
