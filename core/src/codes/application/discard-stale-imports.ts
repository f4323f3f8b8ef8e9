import { HOUR_MS } from '../../shared/time.ts';
import type { CodesDeps } from './codes-deps.ts';

/** A staged file with no new batch for this long is taken as abandoned (its upload ended without it). */
export const STALE_IMPORT_MS = HOUR_MS;

/**
 * Spec 5: a file's lines are staged outside any transaction, and the import discards them whatever
 * ends it; a process that dies mid-file cannot. This sweep forgets the files left behind: cancelled,
 * cut off or unfinished, with no batch for an hour. A finished import left nothing staged.
 */
export class DiscardStaleImports {
  private readonly deps: Pick<CodesDeps, 'codes' | 'clock'>;

  constructor(deps: Pick<CodesDeps, 'codes' | 'clock'>) {
    this.deps = deps;
  }

  async execute(): Promise<{ discarded: number }> {
    const before = new Date(this.deps.clock.now().getTime() - STALE_IMPORT_MS);
    return { discarded: await this.deps.codes.discardStaleImports(before) };
  }
}
