import { err, ok, type Result } from '../../shared/result.ts';
import { CodeNotFound, CodesDeleteFailed, NoCodesSelected } from '../domain/codes.errors.ts';
import type { CodesDeps } from './codes-deps.ts';

/** A page of the codes table at most: a selection is what a person ticked on screen. */
export const MAX_SELECTED_CODES = 100;

const claimedAmong = (claimed: number) =>
  `${claimed === 1 ? '1 selected code was' : `${claimed} selected codes were`} claimed: claimed codes stay for results and leaked-key tracing. Nothing was deleted; select only unclaimed codes.`;

/**
 * Spec 6: a company deletes the unclaimed codes it selected (a Key campaign's spare keys, codes revoked
 * at the store), all or none: one claimed code among them keeps every one, so the company is never left
 * guessing which went.
 */
export class DeleteCodes {
  private readonly deps: Pick<CodesDeps, 'codes'>;

  constructor(deps: Pick<CodesDeps, 'codes'>) {
    this.deps = deps;
  }

  async execute(input: {
    companyId: string;
    codeIds: readonly string[];
  }): Promise<Result<{ deleted: number }, NoCodesSelected | CodeNotFound | CodesDeleteFailed>> {
    const ids = [...new Set(input.codeIds)];
    if (ids.length === 0 || ids.length > MAX_SELECTED_CODES)
      return err(new NoCodesSelected(`Select between 1 and ${MAX_SELECTED_CODES} unclaimed codes to delete.`));
    const codes = await Promise.all(ids.map((id) => this.deps.codes.findById(id)));
    if (codes.some((code) => !code || code.companyId !== input.companyId)) return err(new CodeNotFound());
    const claimed = codes.filter((code) => code?.status === 'claimed').length;
    if (claimed > 0) return err(new CodesDeleteFailed(claimedAmong(claimed)));
    // Claimed in the meantime: the store keeps them all.
    if (!(await this.deps.codes.deleteAllUnclaimed(ids))) return err(new CodesDeleteFailed(claimedAmong(1)));
    return ok({ deleted: ids.length });
  }
}
