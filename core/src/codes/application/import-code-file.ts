import { err, ok, type Result } from '../../shared/result.ts';
import { readCodeFile, type CodeFileFormat, type CodeFileRefusal } from '../domain/code-file.ts';
import { MalformedCodeLines, type CodeItemNotFound, type NoCodesToAdd, type PlatformRequired } from '../domain/codes.errors.ts';
import { fitsKeyFormat, keyFormatOf } from '../domain/key-format.ts';
import { parsePlatformName } from '../domain/platform.ts';
import { addCodeLines, type AddCodeLinesDeps, type AddCodesReport } from './add-code-lines.ts';
import { loadCompanyItem } from './company-item.ts';

export interface ImportCodeFileInput {
  companyId: string;
  actorUserId: string;
  itemId: string;
  platform: string;
  /** The file as uploaded: its bytes are checked to be text before any line becomes a code. */
  bytes: Uint8Array;
  format: CodeFileFormat;
  /** The company's choice after seeing the malformed lines: leave them out and add the rest. */
  onlyValidLines: boolean;
}

export interface ImportCodeFileReport extends AddCodesReport {
  /** Lines left out because they break the store's key format (only when the company chose so). */
  readonly malformedSkipped: number;
}

export type ImportCodeFileError = PlatformRequired | CodeItemNotFound | CodeFileRefusal | MalformedCodeLines | NoCodesToAdd;

/** Spec 5: codes from a file, all of its valid lines or none of it. */
export class ImportCodeFile {
  private readonly deps: AddCodeLinesDeps;

  constructor(deps: AddCodeLinesDeps) {
    this.deps = deps;
  }

  async execute(input: ImportCodeFileInput): Promise<Result<ImportCodeFileReport, ImportCodeFileError>> {
    const platform = parsePlatformName(input.platform);
    if (!platform.ok) return platform;
    const item = await loadCompanyItem(this.deps, input.companyId, input.itemId);
    if (!item.ok) return item;
    const file = readCodeFile(input.bytes, input.format);
    if (!file.ok) return file;

    const format = keyFormatOf(platform.value);
    const valid = format ? file.value.filter((l) => fitsKeyFormat(format, l.code)) : file.value;
    const malformed = format ? file.value.filter((l) => !fitsKeyFormat(format, l.code)).map((l) => l.line) : [];
    if (format && malformed.length > 0 && (!input.onlyValidLines || valid.length === 0))
      return err(new MalformedCodeLines(format.store, format.example, malformed, valid.length));

    const added = await addCodeLines(this.deps, {
      item: item.value,
      platform: platform.value,
      actorUserId: input.actorUserId,
      lines: valid,
    });
    return added.ok ? ok({ ...added.value, malformedSkipped: malformed.length }) : added;
  }
}
