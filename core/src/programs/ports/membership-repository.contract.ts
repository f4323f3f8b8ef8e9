import { expect, it } from 'vitest';
import { BUILDER_NOW } from '../../shared/testing/seeded-random.ts';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import type { ProgramMembership } from '../domain/membership.entity.ts';
import { aMembership } from '../testing/builders.ts';
import type { MembershipRepositoryPort } from './membership-repository.port.ts';

export interface MembershipRepositoryFixture extends ContractFixture {
  repo: MembershipRepositoryPort;
  /** Saves a program the memberships may point at and answers its id; a random id when absent. */
  program?: () => Promise<string>;
}

const uuid = () => globalThis.crypto.randomUUID();

export function describeMembershipRepositoryContract(name: string, make: () => Promise<MembershipRepositoryFixture>): void {
  describeContract('MembershipRepositoryPort', name, make, (fixture) => {
    const repo = () => fixture().repo;
    const aProgramId = async () => (await fixture().program?.()) ?? uuid();
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
