import type { Result } from '../../shared/result.ts';
import { readPastedLines } from '../domain/code-file.ts';
import type { CodeItemNotFound, NoCodesToAdd, PastedControlCharacter, PlatformRequired, PlatformUnknown } from '../domain/codes.errors.ts';
import { parsePlatformName } from '../domain/platform.ts';
import { addCodeLines, type AddCodeLinesDeps, type AddCodesReport } from './add-code-lines.ts';
import { loadCompanyItem } from './company-item.ts';

export type { AddCodesReport } from './add-code-lines.ts';

export interface AddCodesInput {
  companyId: string;
  actorUserId: string;
  itemId: string;
  platform: string;
  /** Codes pasted one per line. */
  codes: string;
}

export class AddCodes {
  private readonly deps: AddCodeLinesDeps;

  constructor(deps: AddCodeLinesDeps) {
    this.deps = deps;
  }

  async execute(
    input: AddCodesInput,
  ): Promise<Result<AddCodesReport, PlatformRequired | PlatformUnknown | CodeItemNotFound | PastedControlCharacter | NoCodesToAdd>> {
    const platform = parsePlatformName(input.platform);
    if (!platform.ok) return platform;
    const item = await loadCompanyItem(this.deps, input.companyId, input.itemId);
    if (!item.ok) return item;
    const lines = readPastedLines(input.codes);
    if (!lines.ok) return lines;
    return addCodeLines(this.deps, {
      item: item.value,
      platform: platform.value,
      actorUserId: input.actorUserId,
      lines: lines.value,
    });
  }
}
