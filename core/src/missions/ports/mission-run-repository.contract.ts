import { expect, it } from 'vitest';
import { BUILDER_NOW } from '../../shared/testing/seeded-random.ts';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import type { MissionRun } from '../domain/mission-run.entity.ts';
import { aMissionRun } from '../testing/builders.ts';
import type { MissionRunRepositoryPort } from './mission-run-repository.port.ts';

export interface MissionRunRepositoryFixture extends ContractFixture {
  repo: MissionRunRepositoryPort;
  /** Saves a mission the runs may point at and answers its id; a random id when absent. */
  mission?: () => Promise<string>;
}

const uuid = () => globalThis.crypto.randomUUID();

export function describeMissionRunRepositoryContract(name: string, make: () => Promise<MissionRunRepositoryFixture>): void {
  describeContract('MissionRunRepositoryPort', name, make, (fixture) => {
    const repo = () => fixture().repo;
    const aMissionId = async () => (await fixture().mission?.()) ?? uuid();
    const aRun = (missionId: string, creatorId: string, repeatNumber = 1, changes: Partial<MissionRun> = {}): MissionRun => ({
      ...aMissionRun().by(creatorId).repeat(repeatNumber).build(),
      id: uuid(),
      missionId,
      ...changes,
    });

    it('finds a saved run with its submission, review and reward claims', async () => {
      const run = aRun(await aMissionId(), uuid(), 1, {
        state: 'completed',
        submission: { items: [{ kind: 'url', url: 'https://youtu.be/x', criterionId: 'criterion-a' }], submittedAt: BUILDER_NOW },
        review: { outcome: 'accepted', by: 'SYSTEM', at: BUILDER_NOW, message: null, criteriaMet: true },
        rewardClaims: [
          { rewardId: 'reward-a', outcome: 'claimed', codes: ['A', 'B'], platform: 'Steam', address: null },
          { rewardId: 'reward-b', outcome: 'skipped' },
        ],
        kitClaimedAt: BUILDER_NOW,
        endedAt: BUILDER_NOW,
      });
      await repo().save(run);
      expect(await repo().findById(run.id)).toEqual(run);
    });

    it('answers null for an unknown run, and no latest run for a creator who never joined', async () => {
      expect(await repo().findById(uuid())).toBeNull();
      expect(await repo().findById('not-a-uuid')).toBeNull();
      expect(await repo().findLatest(await aMissionId(), uuid())).toBeNull();
      expect(await repo().findLatest('not-a-uuid', 'not-a-uuid')).toBeNull();
    });

    it('finds the run with the highest repeat number of one creator on one mission', async () => {
      const missionId = await aMissionId();
      const creatorId = uuid();
      const second = aRun(missionId, creatorId, 2);
      for (const run of [aRun(missionId, creatorId, 1), second, aRun(missionId, uuid(), 3), aRun(await aMissionId(), creatorId, 4)]) {
        await repo().save(run);
      }
      expect(await repo().findLatest(missionId, creatorId)).toEqual(second);
    });

    it('updates a run on a second save, and refuses a second run with the same repeat number', async () => {
      const missionId = await aMissionId();
      const run = aRun(missionId, uuid());
      await repo().save(run);
      const canceled = { ...run, state: 'canceled' as const, endedAt: BUILDER_NOW };
      await repo().save(canceled);
      expect(await repo().findById(run.id)).toEqual(canceled);
      const twin = aRun(missionId, run.creatorId, 1);
      await expect(repo().save(twin)).rejects.toThrow();
      expect(await repo().findById(twin.id)).toBeNull();
    });

    it('hands out copies, so changing a returned run changes nothing stored', async () => {
      const run = aRun(await aMissionId(), uuid(), 1, { rewardClaims: [{ rewardId: 'reward-a', outcome: 'skipped' }] });
      await repo().save(run);
      const found = await repo().findById(run.id);
      Object.assign(found ?? {}, { state: 'expired' });
      Object.assign(found?.rewardClaims[0] ?? {}, { rewardId: 'changed' });
      expect(await repo().findById(run.id)).toEqual(run);
    });
  });
}
