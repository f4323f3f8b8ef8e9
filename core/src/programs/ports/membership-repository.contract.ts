import { expect, it } from 'vitest';
import { BUILDER_NOW } from '../../shared/testing/seeded-random.ts';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import type { ProgramMembership } from '../domain/membership.entity.ts';
import { aMembership } from '../testing/builders.ts';
import type { MembershipRepositoryPort } from './membership-repository.port.ts';

export interface MembershipRepositoryFixture extends ContractFixture {
  repo: MembershipRepositoryPort;
  /** Saves a program the memberships may point at (with this response deadline) and answers its id. */
  program: (applicationResponseDays?: number | null) => Promise<string>;
}

const uuid = () => globalThis.crypto.randomUUID();

export function describeMembershipRepositoryContract(name: string, make: () => Promise<MembershipRepositoryFixture>): void {
  describeContract('MembershipRepositoryPort', name, make, (fixture) => {
    const repo = () => fixture().repo;
    const aProgramId = async () => fixture().program();
    const aStored = (programId: string, changes: Partial<ProgramMembership> = {}): ProgramMembership => ({
      ...aMembership().byCreator(uuid()).build(),
      id: uuid(),
      programId,
      ...changes,
    });

    it('finds a saved membership by id and by program and creator, answers included', async () => {
      const programId = await aProgramId();
      const membership = aStored(programId, { answers: [{ questionId: uuid(), answer: 'Strategy games' }] });
      await repo().save(membership);
      expect(await repo().findById(membership.id)).toEqual(membership);
      expect(await repo().findByProgramAndCreator(programId, membership.creatorId)).toEqual(membership);
      expect(await repo().findByProgramAndCreator(programId, uuid())).toBeNull();
    });

    it('lists one tab of a program oldest application first, page by page, and counts by state', async () => {
      const programId = await aProgramId();
      const at = (day: number) => new Date(Date.UTC(2031, 0, day));
      const late = aStored(programId, { appliedAt: at(3) });
      const early = aStored(programId, { appliedAt: at(1), state: 'pending' });
      const accepted = aStored(programId, { appliedAt: at(2), state: 'accepted', decidedAt: at(4) });
      for (const m of [late, early, accepted]) await repo().save(m);
      await repo().save(aStored(await aProgramId()));
      const page = { after: null, before: null, limit: 100, inverted: false };
      expect(await repo().listByProgram(programId, ['applied', 'pending'], page)).toEqual([early, late]);
      const first = await repo().listByProgram(programId, ['applied', 'pending'], { ...page, limit: 1 });
      expect(await repo().listByProgram(programId, ['applied', 'pending'], { ...page, after: repo().cursorOf(first[0]!) })).toEqual([late]);
      expect(await repo().listByProgram(programId, ['accepted'], page)).toEqual([accepted]);
      expect(await repo().countByState(programId)).toEqual({ applied: 1, pending: 1, accepted: 1 });
      expect(await repo().listByProgram('not-a-uuid', ['applied'], page)).toEqual([]);
    });

    it("finds applications left unanswered past their program's response deadline, oldest first, and no others", async () => {
      const DAY = 86_400_000;
      const daysAgo = (days: number) => new Date(BUILDER_NOW.getTime() - days * DAY);
      const withDeadline = await fixture().program(3);
      const noDeadline = await fixture().program(null);
      const older = aStored(withDeadline, { appliedAt: daysAgo(90) });
      const justDue = aStored(withDeadline, { appliedAt: daysAgo(3), state: 'pending' });
      const notYet = aStored(withDeadline, { appliedAt: daysAgo(2.9) });
      const decided = aStored(withDeadline, { appliedAt: daysAgo(90), state: 'accepted', decidedAt: daysAgo(1) });
      const elsewhere = aStored(noDeadline, { appliedAt: daysAgo(90) });
      for (const m of [justDue, notYet, decided, elsewhere, older]) await repo().save(m);
      const ours = (list: ProgramMembership[]) => list.filter((m) => [withDeadline, noDeadline].includes(m.programId));
      expect(ours(await repo().findStaleApplications(BUILDER_NOW, 1000)).map((m) => m.id)).toEqual([older.id, justDue.id]);
      expect(ours(await repo().findStaleApplications(BUILDER_NOW, 1000)).find((m) => m.id === older.id)).toEqual(older);
    });

    it('keeps who decided and why', async () => {
      const membership = aStored(await aProgramId(), {
        state: 'rejected',
        decidedAt: BUILDER_NOW,
        decidedBy: 'SYSTEM',
        decisionReason: 'The company did not answer within 3 days.',
      });
      await repo().save(membership);
      expect(await repo().findById(membership.id)).toEqual(membership);
    });

    it("lists a creator's memberships newest first, and finds by ids", async () => {
      const creatorId = uuid();
      const at = (day: number) => new Date(Date.UTC(2031, 0, day));
      const old = aStored(await aProgramId(), { creatorId, appliedAt: at(1) });
      const recent = aStored(await aProgramId(), { creatorId, appliedAt: at(5) });
      await repo().save(old);
      await repo().save(recent);
      expect(await repo().listByCreator(creatorId)).toEqual([recent, old]);
      expect(await repo().listByCreator('not-a-uuid')).toEqual([]);
      expect((await repo().findByIds([old.id, 'not-a-uuid', uuid()])).map((m) => m.id)).toEqual([old.id]);
    });

    it('answers null for an unknown membership', async () => {
      expect(await repo().findById(uuid())).toBeNull();
      expect(await repo().findById('not-a-uuid')).toBeNull();
      expect(await repo().findByProgramAndCreator('not-a-uuid', 'not-a-uuid')).toBeNull();
    });

    it('updates a membership on a second save, and keeps one per program and creator', async () => {
      const programId = await aProgramId();
      const first = aStored(programId);
      await repo().save(first);
      const accepted = { ...first, state: 'accepted' as const, decidedAt: BUILDER_NOW };
      await repo().save(accepted);
      expect(await repo().findById(first.id)).toEqual(accepted);
      const twin = aStored(programId, { creatorId: first.creatorId });
      await expect(repo().save(twin)).rejects.toThrow();
      expect(await repo().findById(twin.id)).toBeNull();
      const elsewhere = aStored(await aProgramId(), { creatorId: first.creatorId });
      await repo().save(elsewhere);
      expect(await repo().findById(elsewhere.id)).toEqual(elsewhere);
    });

    it('hands out copies, so changing a returned membership changes nothing stored', async () => {
      const membership = aStored(await aProgramId(), { answers: [{ questionId: uuid(), answer: 'Yes' }] });
      await repo().save(membership);
      const found = await repo().findById(membership.id);
      Object.assign(found ?? {}, { state: 'rejected' });
      Object.assign(found?.answers[0] ?? {}, { answer: 'changed' });
      expect(await repo().findById(membership.id)).toEqual(membership);
    });
  });
}
