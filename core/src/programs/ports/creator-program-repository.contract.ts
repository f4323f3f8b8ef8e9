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

    it("finds a company's one program, and refuses a second program of the same company", async () => {
      const program = aProgram().build();
      await repo().save(program);
      expect(await repo().findByCompany(program.companyId)).toEqual(program);
      expect(await repo().findByCompany(uuid())).toBeNull();
      expect(await repo().findByCompany('not-a-uuid')).toBeNull();
      const second = { ...aProgram().build(), companyId: program.companyId };
      await expect(repo().save(second)).rejects.toThrow();
      expect(await repo().findById(second.id)).toBeNull();
    });

    it('finds programs by ids, skipping unknown and malformed ones', async () => {
      const a = aProgram().build();
      const b = aProgram().build();
      await repo().save(a);
      await repo().save(b);
      const found = await repo().findByIds([b.id, uuid(), 'not-a-uuid', a.id]);
      expect(found.map((p) => p.id).sort()).toEqual([a.id, b.id].sort());
    });

    it('lists discoverable programs newest first, page by page, leaving hidden ones out', async () => {
      const at = (day: number) => new Date(Date.UTC(2031, 0, day));
      const older = { ...aProgram().build(), createdAt: at(1) };
      const newer = { ...aProgram().build(), createdAt: at(3) };
      const hidden = { ...aProgram().hidden().build(), createdAt: at(2) };
      for (const p of [older, hidden, newer]) await repo().save(p);
      const mine = (list: { id: string }[]) => list.map((p) => p.id).filter((id) => [older.id, newer.id, hidden.id].includes(id));
      const all = await repo().listDiscoverable({ after: null, before: null, limit: 100, inverted: false });
      expect(mine(all)).toEqual([newer.id, older.id]);
      const first = await repo().listDiscoverable({ after: null, before: null, limit: 1, inverted: false });
      expect(first).toHaveLength(1);
      const next = await repo().listDiscoverable({ after: repo().cursorOf(first[0]!), before: null, limit: 100, inverted: false });
      expect(next.map((p) => p.id)).not.toContain(first[0]!.id);
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
