import { newId } from '../../shared/ids.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import { stockOfPlatform, type Stock } from '../domain/availability.ts';
import { CodeFileReader, type CodeFileFormat, type CodeFileRefusal } from '../domain/code-file.ts';
import { FIRST_REPEATED_LINES, type PastedLine } from '../domain/code-paste.ts';
import {
  FIRST_MALFORMED_LINES,
  MalformedCodeLines,
  NoCodesToAdd,
  type CodeItemNotFound,
  type PlatformRequired,
  type PlatformUnknown,
} from '../domain/codes.errors.ts';
import { fitsKeyFormat, keyFormatOf } from '../domain/key-format.ts';
import { parsePlatformName } from '../domain/platform.ts';
import type { AddCodeLinesDeps } from './add-code-lines.ts';
import { loadCompanyItem } from './company-item.ts';
import { fulfilCodeRequests } from './fulfil-code-requests.ts';

export interface ImportCodeFileInput {
  companyId: string;
  actorUserId: string;
  itemId: string;
  platform: string;
  /** The file as it arrives; its bytes are checked to be text before any line becomes a code. */
  chunks: AsyncIterable<Uint8Array>;
  format: CodeFileFormat;
  /** The company's choice after seeing the malformed lines: leave them out and add the rest. */
  onlyValidLines: boolean;
}

export interface ImportCodeFileReport {
  readonly added: number;
  readonly duplicatesInFile: number;
  readonly alreadyExisting: number;
  /** The first repeated lines (within the file or already held) by line number. */
  readonly firstRepeats: readonly PastedLine[];
  /** Lines left out because they break the store's key format (only when the company chose so). */
  readonly malformedSkipped: number;
  /** The first of those lines by line number, so the company can find them in its file. */
  readonly malformedLines: readonly number[];
  /** The platform's stock after adding. */
  readonly stock: Stock;
  /** Creators' asks for more codes on this platform that are now answered. */
  readonly fulfilledRequests: number;
}

export type ImportCodeFileError =
  PlatformRequired | PlatformUnknown | CodeItemNotFound | CodeFileRefusal | MalformedCodeLines | NoCodesToAdd;

export interface ImportCodeFileDeps extends AddCodeLinesDeps {
  /** Runs the final step, moving the staged file into the item, all or nothing. */
  inTransaction<T>(work: (deps: AddCodeLinesDeps) => Promise<T>): Promise<T>;
}

/** Lines staged together: memory stays flat however long the file, and each batch commits alone. */
export const STAGE_BATCH = 10_000;

/**
 * Spec 5: codes from a file, all of its valid lines or none of it, at any size. The file is read as
 * it arrives and staged batch by batch outside any transaction; only once it has been read whole and
 * accepted does one short transaction add its codes. Refused, cancelled or cut off (the chunks
 * throw), the staged lines are discarded and the item is untouched.
 */
export class ImportCodeFile {
  private readonly deps: ImportCodeFileDeps;

  constructor(deps: ImportCodeFileDeps) {
    this.deps = deps;
  }

  async execute(input: ImportCodeFileInput): Promise<Result<ImportCodeFileReport, ImportCodeFileError>> {
    const platform = parsePlatformName(input.platform);
    if (!platform.ok) return platform;
    const item = await loadCompanyItem(this.deps, input.companyId, input.itemId);
    if (!item.ok) return item;
    const importId = newId();
    try {
      const staged = await this.#stage(importId, input, platform.value);
      if (!staged.ok) return staged;
      return await this.deps.inTransaction(async (tx) => {
        const now = tx.clock.now();
        const status = item.value.allocation === 'auto' ? 'available' : 'unavailable';
        const added = await tx.codes.addStaged({
          importId,
          itemId: item.value.id,
          companyId: item.value.companyId,
          platform: platform.value,
          status,
          addedBy: input.actorUserId,
          at: now,
        });
        const firstRepeats = [...staged.value.firstRepeats, ...added.firstExisting]
          .sort((a, b) => a.line - b.line)
          .slice(0, FIRST_REPEATED_LINES);
        const duplicatesInFile = staged.value.repeats;
        if (added.added === 0) {
          const repeats = { duplicatesInPaste: firstRepeats, alreadyExisting: [] };
          return err(new NoCodesToAdd(repeats, { duplicatesInPaste: duplicatesInFile, alreadyExisting: added.alreadyExisting }));
        }
        const fulfilledRequests = status === 'available' ? await fulfilCodeRequests(tx, item.value.id, platform.value, now) : 0;
        return ok({
          added: added.added,
          alreadyExisting: added.alreadyExisting,
          duplicatesInFile,
          firstRepeats,
          malformedSkipped: staged.value.malformed,
          malformedLines: staged.value.firstMalformed,
          stock: stockOfPlatform(await tx.codes.stockByPlatform(item.value.id), platform.value),
          fulfilledRequests,
        });
      });
    } finally {
      await this.deps.codes.discardImport(importId);
    }
  }

  /** Reads the whole file, staging its valid lines; answers how many lines broke the key format. */
  async #stage(
    importId: string,
    input: ImportCodeFileInput,
    platform: string,
  ): Promise<
    Result<
      { malformed: number; firstMalformed: number[]; repeats: number; firstRepeats: PastedLine[] },
      CodeFileRefusal | MalformedCodeLines
    >
  > {
    const format = keyFormatOf(platform);
    const reader = new CodeFileReader(input.format);
    const firstMalformed: number[] = [];
    let malformed = 0;
    let valid = 0;
    let batch: PastedLine[] = [];
    let repeats = 0;
    const firstRepeats: PastedLine[] = [];
    // One batch is written while the next is read.
    let writing: Promise<void> = Promise.resolve();
    const write = async (lines: PastedLine[]) => {
      await writing;
      writing = this.deps.codes.stageImport(importId, lines, this.deps.clock.now()).then((repeated) => {
        repeats += repeated.length;
        firstRepeats.push(...repeated.slice(0, FIRST_REPEATED_LINES - firstRepeats.length));
      });
    };
    const take = async (lines: readonly PastedLine[]) => {
      for (const line of lines) {
        if (format && !fitsKeyFormat(format, line.code)) {
          malformed += 1;
          if (firstMalformed.length < FIRST_MALFORMED_LINES) firstMalformed.push(line.line);
          continue;
        }
        valid += 1;
        // A file refused for its malformed lines is still read to the end to count them, not staged.
        if (malformed === 0 || input.onlyValidLines) batch.push(line);
      }
      if (malformed > 0 && !input.onlyValidLines) batch = [];
      if (batch.length >= STAGE_BATCH) {
        await write(batch);
        batch = [];
      }
    };
    try {
      for await (const chunk of input.chunks) {
        const lines = reader.push(chunk);
        if (!lines.ok) return lines;
        await take(lines.value);
      }
      const last = reader.end();
      if (!last.ok) return last;
      await take(last.value);
      if (format && malformed > 0 && (!input.onlyValidLines || valid === 0))
        return err(new MalformedCodeLines(format.store, format.example, firstMalformed, valid, malformed));
      await write(batch);
    } finally {
      // Whatever ends the reading, no write is left running behind the discard.
      await writing;
    }
    return ok({ malformed, firstMalformed, repeats, firstRepeats });
  }
}
