import type { ChannelProvider } from '../../shared/channel-statistics.port.ts';
import { encodeCursor, keysetPage, type KeysetKey } from '../../shared/keyset.ts';
import { rankingKey, streamedIn, tierOfFigures } from '../domain/statistics-ranking.ts';
import { unchattedViewers, type AudienceChat } from '../domain/audience-authenticity.ts';
import type { PostType } from '../domain/post.entity.ts';
import { dayOf, type StatisticsDays } from '../domain/statistics-days.ts';
import { figuresOf, rollupsOf, sumRollups, type DailyRollup, type StatisticsFigures } from '../domain/statistics-figures.ts';
import type {
  CreatorPeriod,
  DailyFigures,
  InsightsStatisticsPort,
  LiveStream,
  RankedCreator,
  RankedGame,
  Ranking,
  RankingPage,
  StatisticsFilter,
  StoredPost,
  ViewerSample,
} from '../ports/insights-statistics.port.ts';
import type { StatisticsBatch, StatisticsGame, StatisticsRecorderPort } from '../ports/statistics-recorder.port.ts';

/** Where a creator's channels are, for the language and location filters (the creator_channel rows in PostgreSQL). */
export interface CreatorLocale {
  readonly languages: readonly string[];
  readonly countries: readonly string[];
}

const within = (day: string, days: StatisticsDays) => day >= days.from && day <= days.to;

function page<T>(rows: readonly T[], keyOf: (row: T) => KeysetKey, request: RankingPage): Ranking<T> {
  const found = keysetPage(rows, keyOf, { after: request.after, before: null, limit: request.limit, inverted: false });
  const last = found.at(-1);
  return { rows: found, total: rows.length, endCursor: last ? encodeCursor(keyOf(last)) : null };
}

/** The statistics store's twin: rollups computed from the posts on every read, by the domain's own rules. */
export class InMemoryStatisticsStore implements StatisticsRecorderPort, InsightsStatisticsPort {
  readonly #games = new Map<string, StatisticsGame>();
  readonly #posts = new Map<string, StoredPost>();
  readonly #samples = new Map<string, (ViewerSample & { intervalSeconds: number; chatters: number | null })[]>();
  readonly #chat = new Map<string, AudienceChat>();
  readonly #locales = new Map<string, CreatorLocale>();

  /** Test helper: the channels' languages and countries of a creator. */
  setLocale(creatorId: string, locale: CreatorLocale): void {
    this.#locales.set(creatorId, locale);
  }

  async record(batch: StatisticsBatch): Promise<void> {
    const known = new Set([...this.#posts.keys(), ...(batch.posts ?? []).map((p) => `${p.provider}|${p.externalId}`)]);
    const stray = (batch.samples ?? []).find((s) => !known.has(`${s.provider}|${s.externalPostId}`));
    // Whole or nothing, like the database's transaction.
    if (stray) throw new Error(`A sample names a post that was never recorded: ${stray.externalPostId}`);
    for (const game of batch.games ?? []) this.#games.set(game.id, { ...game });
    for (const post of batch.posts ?? []) {
      const key = `${post.provider}|${post.externalId}`;
      const id = this.#posts.get(key)?.id ?? globalThis.crypto.randomUUID();
      const { figuresFromSamples: _sampled, ...stored } = post;
      this.#posts.set(key, { ...stored, id, createdAt: new Date(post.createdAt) });
    }
    for (const sample of batch.samples ?? []) {
      const post = this.#posts.get(`${sample.provider}|${sample.externalPostId}`);
      if (!post) continue;
      const samples = (this.#samples.get(post.id) ?? []).filter((s) => s.sampledAt.getTime() !== sample.sampledAt.getTime());
      samples.push({
        sampledAt: new Date(sample.sampledAt),
        viewers: sample.viewers,
        intervalSeconds: sample.intervalSeconds,
        chatters: sample.chatters ?? null,
      });
      this.#samples.set(
        post.id,
        samples.sort((a, b) => a.sampledAt.getTime() - b.sampledAt.getTime()),
      );
    }
    for (const recorded of batch.posts ?? []) {
      if (!recorded.figuresFromSamples) continue;
      const key = `${recorded.provider}|${recorded.externalId}`;
      const post = this.#posts.get(key)!;
      const samples = this.#samples.get(post.id) ?? [];
      const seconds = samples.reduce((sum, s) => sum + s.intervalSeconds, 0);
      const watch = samples.reduce((sum, s) => sum + s.viewers * s.intervalSeconds, 0);
      this.#posts.set(key, {
        ...post,
        durationSeconds: seconds,
        hoursWatched: watch / 3600,
        averageCcv: seconds === 0 ? 0 : watch / seconds,
        peakCcv: Math.max(0, ...samples.map((s) => s.viewers)),
      });
      const chatted = samples.filter((s) => s.chatters !== null);
      if (chatted.length > 0)
        this.#chat.set(post.id, {
          chatters: chatted.reduce((sum, s) => sum + s.chatters!, 0),
          viewers: chatted.reduce((sum, s) => sum + s.viewers, 0),
          unchattedViewers: unchattedViewers(chatted),
        });
    }
  }

  /** Rollups are computed from the posts on every read here, so a day never needs closing. */
  async closeDay(): Promise<void> {}

  #rollups(days: StatisticsDays): DailyRollup[] {
    return rollupsOf(this.#posts.values()).filter((r) => within(r.day, days));
  }

  async creatorFigures(creatorId: string, days: StatisticsDays): Promise<StatisticsFigures> {
    return figuresOf(sumRollups(this.#rollups(days).filter((r) => r.creatorId === creatorId)));
  }

  async creatorPeriod(creatorId: string, days: StatisticsDays): Promise<CreatorPeriod> {
    return {
      figures: await this.creatorFigures(creatorId, days),
      daily: this.#creatorDaily(creatorId, days),
      games: this.#creatorGames(creatorId, days),
      chat: this.#creatorChat(creatorId, days),
    };
  }

  #creatorDaily(creatorId: string, days: StatisticsDays): DailyFigures[] {
    return this.#daily(this.#rollups(days).filter((r) => r.creatorId === creatorId));
  }

  async creatorsFiguresAndDaily(
    creatorIds: readonly string[],
    days: StatisticsDays,
  ): Promise<ReadonlyMap<string, { figures: StatisticsFigures; daily: DailyFigures[]; chat: CreatorPeriod['chat'] }>> {
    const withPosts = new Set(this.#rollups(days).map((r) => r.creatorId));
    const entries = await Promise.all(
      creatorIds
        .filter((id) => withPosts.has(id))
        .map(
          async (id) =>
            [
              id,
              { figures: await this.creatorFigures(id, days), daily: this.#creatorDaily(id, days), chat: this.#creatorChat(id, days) },
            ] as const,
        ),
    );
    return new Map(entries);
  }

  #creatorGames(creatorId: string, days: StatisticsDays): RankedGame[] {
    const rows = this.#rollups(days).filter((r) => r.creatorId === creatorId && r.gameId !== null);
    return this.#byGame(rows).sort((a, b) => rankOrder(rankingKey(a.figures, a.gameId), rankingKey(b.figures, b.gameId)));
  }

  async gameFigures(gameId: string, days: StatisticsDays): Promise<{ creators: number; figures: StatisticsFigures }> {
    const rows = this.#rollups(days).filter((r) => r.gameId === gameId);
    return { creators: new Set(rows.map((r) => r.creatorId)).size, figures: figuresOf(sumRollups(rows)) };
  }

  async gameDaily(gameId: string, days: StatisticsDays): Promise<DailyFigures[]> {
    return this.#daily(this.#rollups(days).filter((r) => r.gameId === gameId));
  }

  async rankCreators(filter: StatisticsFilter, request: RankingPage): Promise<Ranking<RankedCreator>> {
    const byCreator = new Map<string, DailyRollup[]>();
    for (const row of this.#filtered(filter)) byCreator.set(row.creatorId, [...(byCreator.get(row.creatorId) ?? []), row]);
    const ranked = [...byCreator].map(([creatorId, rows]) => ({ creatorId, figures: figuresOf(sumRollups(rows)) }));
    const kept = ranked.filter(
      (r) => streamedIn(r.figures) && (filter.tiers.length === 0 || filter.tiers.includes(tierOfFigures(r.figures, filter.tierBasis))),
    );
    return page(kept, (r) => rankingKey(r.figures, r.creatorId), request);
  }

  async eachRankedCreator(filter: StatisticsFilter, batch: number, take: (rows: readonly RankedCreator[]) => Promise<void>): Promise<void> {
    const { rows } = await this.rankCreators(filter, { limit: Number.MAX_SAFE_INTEGER, after: null });
    for (let i = 0; i < rows.length; i += batch) await take(rows.slice(i, i + batch));
  }

  async rankGames(filter: StatisticsFilter, request: RankingPage): Promise<Ranking<RankedGame>> {
    const rows = this.#filtered(filter).filter((r) => r.gameId !== null);
    return page(
      this.#byGame(rows).filter((r) => streamedIn(r.figures)),
      (r) => rankingKey(r.figures, r.gameId),
      request,
    );
  }

  async listPosts(creatorId: string, type: PostType, request: RankingPage, liveSince?: Date): Promise<Ranking<StoredPost>> {
    const live = (postId: string) => liveSince !== undefined && (this.#samples.get(postId) ?? []).some((s) => s.sampledAt >= liveSince);
    const posts = [...this.#posts.values()].filter((p) => p.creatorId === creatorId && p.type === type && !live(p.id));
    return page(
      posts.map((p) => ({ ...p })),
      (p) => [-p.createdAt.getTime(), p.id],
      request,
    );
  }

  async findPost(postId: string): Promise<StoredPost | null> {
    const post = [...this.#posts.values()].find((p) => p.id === postId);
    return post ? { ...post } : null;
  }

  async findPosts(postIds: readonly string[]): Promise<StoredPost[]> {
    const wanted = new Set(postIds);
    return [...this.#posts.values()].filter((p) => wanted.has(p.id)).map((p) => ({ ...p }));
  }

  async streamSamples(postId: string): Promise<ViewerSample[]> {
    return (this.#samples.get(postId) ?? []).map((s) => ({ sampledAt: s.sampledAt, viewers: s.viewers }));
  }

  #creatorChat(creatorId: string, days: StatisticsDays): CreatorPeriod['chat'] {
    const sums = [...this.#posts.values()]
      .filter((p) => p.creatorId === creatorId && p.type === 'STREAM' && p.listed && within(dayOf(p.createdAt), days))
      .flatMap((p) => this.#chat.get(p.id) ?? []);
    if (sums.length === 0) return null;
    const total = (figure: keyof AudienceChat) => sums.reduce((sum, c) => sum + c[figure], 0);
    return { chatters: total('chatters'), viewers: total('viewers'), unchattedViewers: total('unchattedViewers') };
  }

  async liveStreams(since: Date, gameIds: readonly string[]): Promise<LiveStream[]> {
    return [...this.#posts.values()]
      .filter((p) => p.type === 'STREAM' && p.listed && (gameIds.length === 0 || (p.gameId !== null && gameIds.includes(p.gameId))))
      .flatMap((p) => {
        const latest = (this.#samples.get(p.id) ?? []).at(-1);
        return latest && latest.sampledAt >= since
          ? [
              {
                postId: p.id,
                creatorId: p.creatorId,
                provider: p.provider,
                title: p.title,
                gameId: p.gameId,
                viewers: latest.viewers,
                sampledAt: latest.sampledAt,
              },
            ]
          : [];
      })
      .sort((a, b) => b.viewers - a.viewers || (a.postId < b.postId ? -1 : 1));
  }

  async findGames(ids: readonly string[]): Promise<StatisticsGame[]> {
    return ids.flatMap((id) => {
      const game = this.#games.get(id);
      return game ? [{ ...game }] : [];
    });
  }

  async searchGames(search: string, limit: number): Promise<StatisticsGame[]> {
    const wanted = search.trim().toLowerCase();
    return [...this.#games.values()]
      .filter((g) => g.name.toLowerCase().includes(wanted))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
      .slice(0, limit);
  }

  #filtered(filter: StatisticsFilter): DailyRollup[] {
    const locale = (creatorId: string) => this.#locales.get(creatorId) ?? { languages: [], countries: [] };
    return this.#rollups(filter.days).filter(
      (r) =>
        (filter.platforms.length === 0 || filter.platforms.includes(r.provider as ChannelProvider)) &&
        (filter.gameIds.length === 0 || (r.gameId !== null && filter.gameIds.includes(r.gameId))) &&
        (filter.languages.length === 0 || locale(r.creatorId).languages.some((l) => filter.languages.includes(l))) &&
        (filter.countries.length === 0 || locale(r.creatorId).countries.some((c) => filter.countries.includes(c))),
    );
  }

  #byGame(rows: readonly DailyRollup[]): RankedGame[] {
    const byGame = new Map<string, DailyRollup[]>();
    for (const row of rows) if (row.gameId !== null) byGame.set(row.gameId, [...(byGame.get(row.gameId) ?? []), row]);
    return [...byGame].map(([gameId, list]) => ({
      gameId,
      creators: new Set(list.map((r) => r.creatorId)).size,
      figures: figuresOf(sumRollups(list)),
    }));
  }

  #daily(rows: readonly DailyRollup[]): DailyFigures[] {
    const byDay = new Map<string, DailyRollup[]>();
    for (const row of rows) byDay.set(row.day, [...(byDay.get(row.day) ?? []), row]);
    return [...byDay].sort(([a], [b]) => (a < b ? -1 : 1)).map(([day, list]) => ({ day, figures: figuresOf(sumRollups(list)) }));
  }
}

const rankOrder = (a: KeysetKey, b: KeysetKey): number =>
  a[0] !== b[0] ? Number(a[0]) - Number(b[0]) : String(a[1]) < String(b[1]) ? -1 : 1;
