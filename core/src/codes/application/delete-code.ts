import { err, ok, type Result } from '../../shared/result.ts';
import { CodeNotFound, CodesDeleteFailed } from '../domain/codes.errors.ts';
import type { CodesDeps } from './codes-deps.ts';

const CLAIMED = 'A claimed code cannot be deleted: it was handed to a creator and stays for results and leaked-key tracing.';

/** Spec 6: a company deletes an unclaimed code of its own (a typo, a key revoked at the store). */
export class DeleteCode {
  private readonly deps: Pick<CodesDeps, 'codes'>;

  constructor(deps: Pick<CodesDeps, 'codes'>) {
    this.deps = deps;
  }

  async execute(input: { companyId: string; codeId: string }): Promise<Result<{ id: string }, CodeNotFound | CodesDeleteFailed>> {
    const code = await this.deps.codes.findById(input.codeId);
    if (!code || code.companyId !== input.companyId) return err(new CodeNotFound());
    if (code.status === 'claimed') return err(new CodesDeleteFailed(CLAIMED));
    // Claimed in the meantime: the store keeps it.
    if (!(await this.deps.codes.deleteUnclaimed(code.id))) return err(new CodesDeleteFailed(CLAIMED));
    return ok({ id: code.id });
  }
}
