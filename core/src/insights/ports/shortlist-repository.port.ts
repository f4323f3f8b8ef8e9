import type { ShortlistEntry, ShortlistKind } from '../domain/shortlist.entity.ts';
import type { Ranking, RankingPage } from './insights-statistics.port.ts';

export interface ShortlistRepositoryPort {
  /**
   * Adds the entry unless the company holds its post already, and answers the entry kept: the earlier
   * one on a repeat, so a double click adds once (the database decides a race).
   */
  add(entry: ShortlistEntry): Promise<ShortlistEntry>;
  /** False when the company's shortlists do not hold the post. */
  remove(companyId: string, postId: string): Promise<boolean>;
  /** One shortlist of the company's, newest added first. */
  list(companyId: string, kind: ShortlistKind, page: RankingPage): Promise<Ranking<ShortlistEntry>>;
  /** Which of `postIds` the company has shortlisted: one read for a page of posts. */
  shortlistedPostIds(companyId: string, postIds: readonly string[]): Promise<Set<string>>;
}
