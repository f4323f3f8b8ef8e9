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
        review: { outcome: 'accepted', by: 'SYSTEM', at: BUILDER_NOW, message: null, criteriaMet: true, sharePercent: 60 },
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

    it('lists one tab of a mission earliest join first, page by page, and counts by state', async () => {
      const missionId = await aMissionId();
      const at = (day: number) => new Date(Date.UTC(2031, 0, day));
      const late = aRun(missionId, uuid(), 1, { joinedAt: at(3) });
      const early = aRun(missionId, uuid(), 1, { joinedAt: at(1), state: 'review' });
      const done = aRun(missionId, uuid(), 1, { joinedAt: at(2), state: 'completed', endedAt: at(4) });
      for (const run of [late, early, done]) await repo().save(run);
      await repo().save(aRun(await aMissionId(), uuid()));
      const page = { after: null, before: null, limit: 100, inverted: false };
      expect(await repo().listByMission(missionId, ['active', 'review'], page)).toEqual([early, late]);
      const first = await repo().listByMission(missionId, ['active', 'review'], { ...page, limit: 1 });
      expect(await repo().listByMission(missionId, ['active', 'review'], { ...page, after: repo().cursorOf(first[0]!) })).toEqual([late]);
      expect(await repo().countByState(missionId)).toEqual({ active: 1, review: 1, completed: 1 });
      expect(await repo().listByMission('not-a-uuid', ['active'], page)).toEqual([]);
    });

    it('lists one tab across several missions earliest join first, page by page, and nothing of other missions', async () => {
      const [missionA, missionB, elsewhere] = [await aMissionId(), await aMissionId(), await aMissionId()];
      const at = (day: number) => new Date(Date.UTC(2031, 1, day));
      const a = aRun(missionA, uuid(), 1, { joinedAt: at(2), state: 'review' });
      const b = aRun(missionB, uuid(), 1, { joinedAt: at(1), state: 'review' });
      const active = aRun(missionA, uuid(), 1, { joinedAt: at(3) });
      const other = aRun(elsewhere, uuid(), 1, { joinedAt: at(1), state: 'review' });
      for (const run of [a, b, active, other]) await repo().save(run);
      const page = { after: null, before: null, limit: 100, inverted: false };
      expect(await repo().listByMissions([missionA, missionB], ['review'], page)).toEqual([b, a]);
      const first = await repo().listByMissions([missionA, missionB], ['review'], { ...page, limit: 1 });
      expect(await repo().listByMissions([missionA, missionB], ['review'], { ...page, after: repo().cursorOf(first[0]!) })).toEqual([a]);
      expect(await repo().listByMissions([], ['review'], page)).toEqual([]);
      expect(await repo().listByMissions(['not-a-uuid'], ['review'], page)).toEqual([]);
    });

    it("lists a creator's runs latest join first, their latest run per mission, and finds by ids", async () => {
      const creatorId = uuid();
      const at = (day: number) => new Date(Date.UTC(2031, 0, day));
      const missionA = await aMissionId();
      const missionB = await aMissionId();
      const a1 = aRun(missionA, creatorId, 1, { joinedAt: at(1), state: 'completed' });
      const a2 = aRun(missionA, creatorId, 2, { joinedAt: at(3) });
      const b1 = aRun(missionB, creatorId, 1, { joinedAt: at(2) });
      for (const run of [a1, a2, b1]) await repo().save(run);
      expect(await repo().listByCreator(creatorId)).toEqual([a2, b1, a1]);
      const latest = await repo().findLatestOfCreator(creatorId, [missionA, missionB, 'not-a-uuid']);
      expect(latest.map((r) => r.id).sort()).toEqual([a2.id, b1.id].sort());
      expect((await repo().findByIds([a1.id, 'not-a-uuid'])).map((r) => r.id)).toEqual([a1.id]);
      expect(await repo().listByCreator('not-a-uuid')).toEqual([]);
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
