import { domainError, DomainError } from '../../shared/domain-error.ts';
import type { UtmReportProblem } from './utm-report.ts';

/** The company has no Key campaign or Quest naming this Steam app: it is not their game (or no game at all). */
export class SteamGameNotFound extends domainError(
  'ATTRIBUTION.GAME_NOT_FOUND',
  'None of your Key campaigns or Quests is about this Steam game.',
  'appId',
) {}

/** The creator has no link of this activation: not in it (yet), or it has no Steam game to lead to. */
export class TrackedLinkNotFound extends domainError(
  'ATTRIBUTION.LINK_NOT_FOUND',
  'You have no tracked link here yet: it comes with your claimed key or accepted run.',
) {}

/** The report is refused whole: nothing of it was imported. `problems` names each line and column at fault. */
export class UtmReportRefused extends DomainError {
  readonly code = 'ATTRIBUTION.REPORT_REFUSED';
  override readonly field = 'file';
  readonly message: string;
  readonly problems: readonly UtmReportProblem[];
  /** All problems found; `problems` holds the first MAX_REPORTED_PROBLEMS of them. */
  readonly problemCount: number;
  constructor(problems: readonly UtmReportProblem[], problemCount: number) {
    super();
    this.problems = problems;
    this.problemCount = problemCount;
    const first = problems[0];
    this.message = first
      ? `The report was not imported: line ${first.line}, ${first.column}: ${first.message}${problemCount > 1 ? ` (and ${problemCount - 1} more)` : ''}`
      : 'The report was not imported.';
  }
}
