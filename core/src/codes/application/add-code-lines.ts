import { newId } from '../../shared/ids.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import { stockOfPlatform, type Stock } from '../domain/availability.ts';
import type { CodeItem } from '../domain/code-item.entity.ts';
import { sortCodeLines, type PastedLine } from '../domain/code-paste.ts';
import type { Code } from '../domain/code.entity.ts';
import { NoCodesToAdd } from '../domain/codes.errors.ts';
import type { CodesDeps } from './codes-deps.ts';
import { fulfilCodeRequests } from './fulfil-code-requests.ts';

export interface AddCodesReport {
  readonly added: number;
  readonly duplicatesInPaste: readonly PastedLine[];
  readonly alreadyExisting: readonly PastedLine[];
  /** The platform's stock after adding. */
  readonly stock: Stock;
  /** Creators' asks for more codes on this platform that are now answered. */
  readonly fulfilledRequests: number;
}

export type AddCodeLinesDeps = Pick<CodesDeps, 'items' | 'codes' | 'requests' | 'clock'>;

/**
 * The new codes among the lines, all saved or none (the caller's transaction); repeats within the
 * lines and codes the item already holds are counted, never added twice.
 */
export async function addCodeLines(
  deps: AddCodeLinesDeps,
  input: { item: CodeItem; platform: string; actorUserId: string; lines: readonly PastedLine[] },
): Promise<Result<AddCodesReport, NoCodesToAdd>> {
  const { codes, clock } = deps;
  const { item, platform } = input;
  // One lookup for the lines, however many codes the item already holds.
  const existing = await codes.existingValues(
    item.id,
    input.lines.map((l) => l.code),
  );
  const paste = sortCodeLines(input.lines, existing);
  if (paste.codes.length === 0) return err(new NoCodesToAdd(paste));

  const now = clock.now();
  const status = item.allocation === 'auto' ? 'available' : 'unavailable';
  const added: Code[] = paste.codes.map((value) => ({
    id: newId(),
    itemId: item.id,
    companyId: item.companyId,
    platform,
    value,
    status,
    addedBy: input.actorUserId,
    addedAt: now,
    claimedBy: null,
    claimedAt: null,
    distributedBy: null,
  }));
  await codes.saveAll(added);
  const fulfilledRequests = status === 'available' ? await fulfilCodeRequests(deps, item.id, platform, now) : 0;
  return ok({
    added: added.length,
    duplicatesInPaste: paste.duplicatesInPaste,
    alreadyExisting: paste.alreadyExisting,
    stock: stockOfPlatform(await codes.stockByPlatform(item.id), platform),
    fulfilledRequests,
  });
}
