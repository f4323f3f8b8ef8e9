import { describe, expect, it } from 'vitest';
import { aCode, aCodeItem, COMPANY_ID } from '../testing/builders.ts';
import { codesTestDeps, seedCodes } from '../testing/codes-test-deps.ts';
import { ImportCodeFile, STAGE_BATCH, type ImportCodeFileInput } from './import-code-file.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);

/** A file as an upload delivers it: in small pieces cut anywhere, here every 7 bytes. */
async function* inChunks(bytes: Uint8Array, size = 7): AsyncIterable<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

async function setup() {
  const deps = codesTestDeps();
  const item = aCodeItem({ allocation: 'auto' });
  await seedCodes(deps, { items: [item], codes: [aCode(item, { value: 'OLDAA-OLDAA-OLDAA', platform: 'Steam' })] });
  const run = ({ bytes = utf8(''), ...over }: Partial<ImportCodeFileInput> & { bytes?: Uint8Array }) =>
    new ImportCodeFile({ ...deps, inTransaction: (work) => work(deps) }).execute({
      companyId: COMPANY_ID,
      actorUserId: 'user-2',
      itemId: item.id,
      platform: 'Steam',
      chunks: inChunks(bytes),
      format: 'text',
      onlyValidLines: false,
      ...over,
    });
  const values = async () => (await deps.codes.listByItem(item.id)).map((c) => c.value).sort();
  return { run, values, deps };
}

/** Blank lines, a repeat, a code the item holds and a line that is no Steam key (line 6). */
const MESSY = 'AAAAA-AAAAA-AAAAA\n\n  BBBBB-BBBBB-BBBBB  \nAAAAA-AAAAA-AAAAA\nOLDAA-OLDAA-OLDAA\nnot a key\n';

describe('ImportCodeFile', () => {
  it('refuses the whole file when a line breaks the store format, naming the line, and adds nothing', async () => {
    const { run, values } = await setup();
    expect(await run({ bytes: utf8(MESSY) })).toMatchObject({
      ok: false,
      error: { code: 'CODES.MALFORMED_LINES', field: 'file', malformed: 1, malformedLines: [6], valid: 4, example: 'XXXXX-XXXXX-XXXXX' },
    });
    expect(await values()).toEqual(['OLDAA-OLDAA-OLDAA']);
  });

  it('imports only the valid lines when the company chooses so, counting repeats and skipped lines', async () => {
    const { run, values } = await setup();
    expect(await run({ bytes: utf8(MESSY), onlyValidLines: true })).toMatchObject({
      ok: true,
      value: {
        added: 2,
        malformedSkipped: 1,
        duplicatesInFile: 1,
        alreadyExisting: 1,
        firstRepeats: [
          { line: 4, code: 'AAAAA-AAAAA-AAAAA' },
          { line: 5, code: 'OLDAA-OLDAA-OLDAA' },
        ],
      },
    });
    expect(await values()).toEqual(['AAAAA-AAAAA-AAAAA', 'BBBBB-BBBBB-BBBBB', 'OLDAA-OLDAA-OLDAA']);
  });

  it('refuses a file with no valid line even when only valid lines are asked for', async () => {
    const { run } = await setup();
    expect(await run({ bytes: utf8('nope\nnada'), onlyValidLines: true })).toMatchObject({
      ok: false,
      error: { code: 'CODES.MALFORMED_LINES', valid: 0, malformedLines: [1, 2] },
    });
  });

  it('takes any line for a store without a published format', async () => {
    const { run, values } = await setup();
    expect(await run({ platform: 'itch.io', bytes: utf8('anything-1\nanything-2') })).toMatchObject({ ok: true, value: { added: 2 } });
    expect(await values()).toContain('anything-2');
  });

  it('refuses binary, NUL-holding and empty files whole', async () => {
    const { run, values } = await setup();
    expect(await run({ bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0xff, 0xd8]) })).toMatchObject({
      ok: false,
      error: { code: 'CODES.FILE_NOT_TEXT' },
    });
    expect(await run({ bytes: utf8('CCCCC-CCCCC-CCCCC\nNULA\u0000B') })).toMatchObject({
      ok: false,
      error: { code: 'CODES.FILE_CONTROL_CHARACTER', line: 2 },
    });
    expect(await run({ bytes: utf8('') })).toMatchObject({ ok: false, error: { code: 'CODES.FILE_EMPTY' } });
    expect(await values()).toEqual(['OLDAA-OLDAA-OLDAA']);
  });

  it('reports a file of only repeats as nothing to add', async () => {
    const { run } = await setup();
    expect(await run({ bytes: utf8('OLDAA-OLDAA-OLDAA') })).toMatchObject({
      ok: false,
      error: { code: 'CODES.NO_CODES_TO_ADD', alreadyExisting: 1 },
    });
  });

  it('stages a long file in batches and leaves nothing staged once added', async () => {
    const { run, values, deps } = await setup();
    const batches: number[] = [];
    const stage = deps.codes.stageImport.bind(deps.codes);
    deps.codes.stageImport = async (id, lines, at) => {
      batches.push(lines.length);
      return stage(id, lines, at);
    };
    const lines = Array.from({ length: 2 * STAGE_BATCH + 5 }, (_, i) => `CODE-${i}`);
    const bytes = utf8(lines.join('\n'));
    const report = await run({ platform: 'itch.io', bytes, chunks: inChunks(bytes, 65_536) });
    expect(report).toMatchObject({ ok: true, value: { added: lines.length } });
    // A batch goes once it reaches STAGE_BATCH lines, so none outgrows it by more than one chunk's lines.
    expect(batches.length).toBeGreaterThan(1);
    expect(Math.max(...batches)).toBeLessThan(STAGE_BATCH + 65_536 / 'CODE-0\n'.length);
    expect((await values()).length).toBe(lines.length + 1);
    expect(deps.codes.stagedImports).toBe(0);
  });

  it('adds nothing and leaves nothing staged when the file is refused late or the upload is cut off', async () => {
    const { run, values, deps } = await setup();
    const lines = Array.from({ length: STAGE_BATCH + 10 }, (_, i) => `CODE-${i}`);
    expect(await run({ platform: 'itch.io', bytes: utf8([...lines, 'BAD\u0000'].join('\n')) })).toMatchObject({
      ok: false,
      error: { code: 'CODES.FILE_CONTROL_CHARACTER', line: STAGE_BATCH + 11 },
    });
    async function* cutOff(): AsyncIterable<Uint8Array> {
      yield* inChunks(utf8(lines.join('\n')), 65_536);
      throw new Error('aborted');
    }
    await expect(run({ platform: 'itch.io', chunks: cutOff() })).rejects.toThrow('aborted');
    expect(await values()).toEqual(['OLDAA-OLDAA-OLDAA']);
    expect(deps.codes.stagedImports).toBe(0);
  });
});
