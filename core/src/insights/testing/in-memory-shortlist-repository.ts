import { encodeCursor, keysetPage } from '../../shared/keyset.ts';
import { shortlistKey, type ShortlistEntry, type ShortlistKind } from '../domain/shortlist.entity.ts';
import type { Ranking, RankingPage } from '../ports/insights-statistics.port.ts';
import type { ShortlistRepositoryPort } from '../ports/shortlist-repository.port.ts';

export class InMemoryShortlistRepository implements ShortlistRepositoryPort {
  readonly #entries = new Map<string, ShortlistEntry>();

  async add(entry: ShortlistEntry): Promise<ShortlistEntry> {
    const key = `${entry.companyId}|${entry.postId}`;
    const kept = this.#entries.get(key) ?? structuredClone(entry);
    this.#entries.set(key, kept);
    return structuredClone(kept);
  }

  async remove(companyId: string, postId: string): Promise<boolean> {
    return this.#entries.delete(`${companyId}|${postId}`);
  }

  async list(companyId: string, kind: ShortlistKind, page: RankingPage): Promise<Ranking<ShortlistEntry>> {
    const mine = [...this.#entries.values()].filter((e) => e.companyId === companyId && e.kind === kind);
    const rows = keysetPage(mine, shortlistKey, { limit: page.limit, after: page.after, before: null, inverted: false });
    const last = rows.at(-1);
    return { rows: rows.map((e) => structuredClone(e)), total: mine.length, endCursor: last ? encodeCursor(shortlistKey(last)) : null };
  }

  async shortlistedPostIds(companyId: string, postIds: readonly string[]): Promise<Set<string>> {
    return new Set(postIds.filter((id) => this.#entries.has(`${companyId}|${id}`)));
  }
}
