import { expect, it } from 'vitest';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import type { Mission } from '../domain/mission.entity.ts';
import { aMission, airTime, codeRule, custom, merchandise, videoViews } from '../testing/builders.ts';
import type { MissionRepositoryPort } from './mission-repository.port.ts';

export interface MissionRepositoryFixture extends ContractFixture {
  repo: MissionRepositoryPort;
}

const uuid = () => globalThis.crypto.randomUUID();

export function describeMissionRepositoryContract(name: string, make: () => Promise<MissionRepositoryFixture>): void {
  describeContract('MissionRepositoryPort', name, make, (fixture) => {
    const repo = () => fixture().repo;
    // Publishing moves the publish state through its own port; a mission saved here is a draft.
    const aStoredMission = (mission: Mission = aMission().unpublished().build()): Mission => ({
      ...mission,
      published: false,
      heldForReview: false,
      id: uuid(),
      companyId: uuid(),
      programId: uuid(),
    });

    it('finds a saved mission with its criteria groups and rewards, in order', async () => {
      const mission = aStoredMission(
        aMission()
          .withCriteria({ operator: 'AND', criteria: [airTime(120), videoViews(1_000)] }, { operator: 'OR', criteria: [custom('url')] })
          .withRewards(merchandise(), codeRule())
          .withDates(new Date('2025-03-01T00:00:00.000Z'), null)
          .automaticReview()
          .proRatedFrom(40)
          .build(),
      );
      await repo().save(mission);
      expect(await repo().findById(mission.id)).toEqual(mission);
    });

    it('replaces criteria and rewards on a second save', async () => {
      const mission = aStoredMission(aMission().withRewards(merchandise(), codeRule()).build());
      await repo().save(mission);
      const edited = {
        ...mission,
        name: 'Renamed',
        criteria: [{ operator: 'OR' as const, criteria: [videoViews(5)] }],
        rewards: [codeRule()],
      };
      await repo().save(edited);
      expect(await repo().findById(mission.id)).toEqual(edited);
    });

    it("lists a program's missions newest first, and finds by ids", async () => {
      const programId = uuid();
      const at = (day: number) => new Date(Date.UTC(2031, 0, day));
      const old = { ...aStoredMission(), programId, createdAt: at(1) };
      const recent = { ...aStoredMission(), programId, companyId: old.companyId, createdAt: at(2) };
      await repo().save(old);
      await repo().save(recent);
      await repo().save(aStoredMission());
      expect(await repo().listByProgram(programId)).toEqual([recent, old]);
      expect(await repo().listByProgram('not-a-uuid')).toEqual([]);
      expect((await repo().findByIds([old.id, 'not-a-uuid'])).map((m) => m.id)).toEqual([old.id]);
    });

    it('answers null for an unknown mission', async () => {
      expect(await repo().findById(uuid())).toBeNull();
      expect(await repo().findById('not-a-uuid')).toBeNull();
    });

    it('hands out copies, so changing a returned mission changes nothing stored', async () => {
      const mission = aStoredMission();
      await repo().save(mission);
      const found = await repo().findById(mission.id);
      expect(found).not.toBe(mission);
      Object.assign(found ?? {}, { name: 'changed' });
      Object.assign(found?.rewards[0] ?? {}, { id: 'changed' });
      expect(await repo().findById(mission.id)).toEqual(mission);
    });
  });
}
