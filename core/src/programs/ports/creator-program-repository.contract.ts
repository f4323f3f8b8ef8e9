import { expect, it } from 'vitest';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import { aCreatorProgram } from '../testing/builders.ts';
import type { CreatorProgramRepositoryPort } from './creator-program-repository.port.ts';

export interface CreatorProgramRepositoryFixture extends ContractFixture {
  repo: CreatorProgramRepositoryPort;
}

const uuid = () => globalThis.crypto.randomUUID();

export function describeCreatorProgramRepositoryContract(name: string, make: () => Promise<CreatorProgramRepositoryFixture>): void {
  describeContract('CreatorProgramRepositoryPort', name, make, (fixture) => {
    const repo = () => fixture().repo;
    const aProgram = () => aCreatorProgram().withId(uuid()).ownedBy(uuid());

    it('finds a saved program with its access rules and questions, and replaces it on a second save', async () => {
      const program = {
        ...aProgram().hidden().withQuestions({ id: uuid(), text: 'Which games do you stream?', required: true }).build(),
        keyAccess: { mode: 'count' as const, count: 3 },
        questAccess: { mode: 'list' as const, ids: [uuid(), uuid()] },
      };
      await repo().save(program);
      expect(await repo().findById(program.id)).toEqual(program);
      const edited = { ...program, name: 'Renamed', perks: [], questions: [], keyAccess: { mode: 'all' as const } };
      await repo().save(edited);
      expect(await repo().findById(program.id)).toEqual(edited);
    });

    it('answers null for an unknown program', async () => {
      expect(await repo().findById(uuid())).toBeNull();
      expect(await repo().findById('not-a-uuid')).toBeNull();
    });

    it('hands out copies, so changing a returned program changes nothing stored', async () => {
      const program = aProgram().build();
      await repo().save(program);
      const found = await repo().findById(program.id);
      expect(found).not.toBe(program);
      Object.assign(found ?? {}, { name: 'changed' });
      Object.assign(found?.keyAccess ?? {}, { mode: 'count', count: 1 });
      expect(await repo().findById(program.id)).toEqual(program);
    });
  });
}
