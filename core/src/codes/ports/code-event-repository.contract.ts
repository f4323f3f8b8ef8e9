import { expect, it } from 'vitest';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import type { CodeEventRepositoryPort } from './code-event-repository.port.ts';

export interface CodeEventRepositoryFixture extends ContractFixture {
  repo: CodeEventRepositoryPort;
  /** A stored code (and its company) the events can point at. */
  aStoredCode: () => Promise<{ codeId: string; companyId: string; userId: string }>;
}

const uuid = () => globalThis.crypto.randomUUID();

export function describeCodeEventRepositoryContract(name: string, make: () => Promise<CodeEventRepositoryFixture>): void {
  describeContract('CodeEventRepositoryPort', name, make, (fixture) => {
    it("records events and lists one code's, oldest first", async () => {
      const code = await fixture().aStoredCode();
      const other = await fixture().aStoredCode();
      const at = (m: number) => new Date(Date.UTC(2025, 0, 1, 0, m));
      await fixture().repo.record({
        id: uuid(),
        codeId: code.codeId,
        companyId: code.companyId,
        type: 'revealed',
        userId: code.userId,
        at: at(5),
      });
      await fixture().repo.record({
        id: uuid(),
        codeId: code.codeId,
        companyId: code.companyId,
        type: 'traced',
        userId: code.userId,
        at: at(1),
      });
      await fixture().repo.record({
        id: uuid(),
        codeId: other.codeId,
        companyId: other.companyId,
        type: 'revealed',
        userId: other.userId,
        at: at(2),
      });
      expect((await fixture().repo.listByCode(code.codeId)).map((e) => [e.type, e.at])).toEqual([
        ['traced', at(1)],
        ['revealed', at(5)],
      ]);
      expect(await fixture().repo.listByCode('not-a-uuid')).toEqual([]);
      await fixture().repo.recordAll([
        { id: uuid(), codeId: other.codeId, companyId: other.companyId, type: 'allocated', userId: other.userId, at: at(3) },
        { id: uuid(), codeId: code.codeId, companyId: code.companyId, type: 'allocated', userId: code.userId, at: at(3) },
      ]);
      expect((await fixture().repo.listByCode(other.codeId)).map((e) => e.type)).toEqual(['revealed', 'allocated']);
      await fixture().repo.recordAll([]);
    });
  });
}
