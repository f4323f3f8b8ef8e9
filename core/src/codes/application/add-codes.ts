import { newId } from '../../shared/ids.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import { stockOfPlatform, type Stock } from '../domain/availability.ts';
import { parseCodePaste, type PastedLine } from '../domain/code-paste.ts';
import type { Code } from '../domain/code.entity.ts';
import { NoCodesToAdd, type CodeItemNotFound, type PlatformRequired } from '../domain/codes.errors.ts';
import { parsePlatformName } from '../domain/platform.ts';
import type { CodesDeps } from './codes-deps.ts';
import { loadCompanyItem } from './company-item.ts';
import { fulfilCodeRequests } from './fulfil-code-requests.ts';

export interface AddCodesInput {
  companyId: string;
  actorUserId: string;
  itemId: string;
  platform: string;
  /** Codes pasted one per line. */
  codes: string;
}

export interface AddCodesReport {
  readonly added: number;
  readonly duplicatesInPaste: readonly PastedLine[];
  readonly alreadyExisting: readonly PastedLine[];
  /** The platform's stock after adding. */
  readonly stock: Stock;
  /** Creators' asks for more codes on this platform that are now answered. */
  readonly fulfilledRequests: number;
}

type Deps = Pick<CodesDeps, 'items' | 'codes' | 'requests' | 'clock'>;

export class AddCodes {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: AddCodesInput): Promise<Result<AddCodesReport, PlatformRequired | CodeItemNotFound | NoCodesToAdd>> {
    const { codes, clock } = this.deps;
    const platform = parsePlatformName(input.platform);
    if (!platform.ok) return platform;
    const item = await loadCompanyItem(this.deps, input.companyId, input.itemId);
    if (!item.ok) return item;

    // One lookup for the lines of the paste, however many codes the item already holds.
    const lines = input.codes
      .split(/\r\n|\r|\n/)
      .map((line) => line.trim())
      .filter((line) => line !== '');
    const paste = parseCodePaste(input.codes, await codes.existingValues(item.value.id, lines));
    if (paste.codes.length === 0) return err(new NoCodesToAdd(paste));

    const now = clock.now();
    const status = item.value.allocation === 'auto' ? 'available' : 'unavailable';
    const added: Code[] = paste.codes.map((value) => ({
      id: newId(),
      itemId: item.value.id,
      companyId: item.value.companyId,
      platform: platform.value,
      value,
      status,
      addedBy: input.actorUserId,
      addedAt: now,
      claimedBy: null,
      claimedAt: null,
      distributedBy: null,
    }));
    await codes.saveAll(added);
    const fulfilledRequests = status === 'available' ? await fulfilCodeRequests(this.deps, item.value.id, platform.value, now) : 0;
    return ok({
      added: added.length,
      duplicatesInPaste: paste.duplicatesInPaste,
      alreadyExisting: paste.alreadyExisting,
      stock: stockOfPlatform(await codes.stockByPlatform(item.value.id), platform.value),
      fulfilledRequests,
    });
  }
}
