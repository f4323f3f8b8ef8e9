import { beforeAll, describe, expect, it } from 'vitest';
import { parentRows } from '@lurkit/adapters/testing/parent-rows.ts';
import { aCodeItem } from '@lurkit/core/codes/testing/builders.ts';
import { useTestDatabase } from '@lurkit/adapters/testing/test-database.ts';
import type { ScopeFactory } from '@lurkit/adapters/wiring/scope.ts';
import { SettableClock } from '@lurkit/core/shared/testing/settable-clock.ts';
import { discardStaleCodeImportsHandler } from './discard-stale-code-imports.handler.ts';
import { jobScopeOn } from '../testing/job-scope.ts';

const database = useTestDatabase();
let jobScope: ScopeFactory;
const clock = new SettableClock(new Date('2026-11-20T12:00:00.000Z'));
const uuid = () => globalThis.crypto.randomUUID();
const at = (hhmm: string) => new Date(`2026-11-20T${hhmm}:00.000Z`);
const sql = <T>(text: string, params: unknown[] = []) => database().orm.em.fork().getConnection().execute<T[]>(text, params);
const stagedLines = async (importId: string) =>
  Number((await sql<{ n: string }>('select count(*) as n from code_import_line where import_id = ?', [importId]))[0]?.n);

beforeAll(() => {
  jobScope = jobScopeOn(database(), { clock });
});

describe('the discard-stale-code-imports job', () => {
  it('forgets files abandoned over an hour ago, keeps one still arriving and leaves a finished import’s codes', async () => {
    const codes = () => jobScope().codes.codes;
    const [abandoned, arriving, finished] = [uuid(), uuid(), uuid()];
    const lines = (prefix: string) => [1, 2, 3].map((line) => ({ line, code: `${prefix}-${line}` }));
    await codes().stageImport(abandoned, lines('GONE'), at('10:59'));
    // Its first batch is as old, but its newest came twenty minutes ago.
    await codes().stageImport(arriving, lines('KEPT'), at('10:00'));
    await codes().stageImport(arriving, [{ line: 4, code: 'KEPT-4' }], at('11:40'));
    const item = aCodeItem({ id: uuid(), companyId: uuid() });
    await parentRows(database().orm.em).company(item.companyId);
    await jobScope().codes.items.save(item);
    const itemId = item.id;
    await codes().stageImport(finished, lines('DONE'), at('09:00'));
    const add = { importId: finished, itemId, companyId: item.companyId, platform: 'Steam', status: 'available' as const, addedBy: 'u' };
    await codes().addStaged({ ...add, at: at('09:00') });
    await codes().discardImport(finished);
    const infos: unknown[] = [];
    const run = discardStaleCodeImportsHandler(
      jobScope,
      () => {},
      (entry) => infos.push(entry),
    );
    await run({});
    await run({});
    expect(await stagedLines(abandoned)).toBe(0);
    expect(await stagedLines(arriving)).toBe(4);
    expect((await sql('select 1 from code where item_id = ?', [itemId])).length).toBe(3);
    expect(infos).toEqual([{ job: 'discard-stale-code-imports', discarded: 1 }]);
    // An hour after its last batch, the file still arriving is taken as abandoned too.
    clock.set(at('12:41'));
    await run({});
    expect(await stagedLines(arriving)).toBe(0);
  });

  it('drops a malformed payload with a log line', async () => {
    const errors: unknown[] = [];
    await discardStaleCodeImportsHandler(
      jobScope,
      (entry) => errors.push(entry),
      () => {},
    )('nonsense');
    expect(errors).toEqual([{ job: 'discard-stale-code-imports' }]);
  });
});
