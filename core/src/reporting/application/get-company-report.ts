import { parseInput, type InvalidField } from '../../shared/invalid-field.ts';
import { ok, type Result } from '../../shared/result.ts';
import { addDays, startOfStockholmDay, stockholmDayOf } from '../../shared/zoned-calendar.ts';
import { figuresOf, type ReportFigures } from '../domain/report-figures.ts';
import { KINDS_OF_GROUP } from '../domain/reporting-groups.ts';
import { reportingQuerySchema, type ReportedActivationKind, type ReportingGroup } from '../domain/reporting.schema.ts';
import type { ReportedActivation, ReportedParticipant, ReportedPost } from '../ports/reporting-source.port.ts';
import type { ReportingDeps } from './reporting-deps.ts';

export interface ReportActivationRow {
  readonly kind: ReportedActivationKind;
  readonly id: string;
  readonly name: string;
  readonly figures: ReportFigures;
}
export interface ReportCreatorRow {
  readonly creatorId: string;
  readonly displayName: string;
  readonly figures: ReportFigures;
}
export interface ReportGameRow {
  readonly gameId: string;
  readonly name: string;
  readonly figures: ReportFigures;
}
export interface ReportContentRow {
  readonly post: ReportedPost;
  readonly creatorName: string;
  /** The activations the piece counts for (a member's Key campaign stream counts for the program too). */
  readonly activationNames: readonly string[];
}
export interface ReportDay {
  readonly day: string;
  readonly contentPieces: number;
  readonly reach: number;
  readonly hoursWatched: number;
}

export interface CompanyReport {
  readonly group: ReportingGroup;
  readonly from: Date;
  readonly to: Date;
  readonly periodDays: number;
  readonly totals: ReportFigures;
  readonly daily: readonly ReportDay[];
  readonly activations: readonly ReportActivationRow[];
  readonly creators: readonly ReportCreatorRow[];
  readonly games: readonly ReportGameRow[];
  /** The pieces with the most hours watched, most first. */
  readonly content: readonly ReportContentRow[];
}

/** Our choice: a content table people read, not a dump; the export carries the rest. */
export const REPORT_CONTENT_ROWS = 100;

const overlaps = (p: ReportedParticipant, from: Date, to: Date) => p.from < to && (p.until === null || p.until > from);
const spentIn = (p: ReportedParticipant, from: Date, to: Date) => (p.from >= from && p.from < to ? p.costCents : 0);
const byHoursWatched = <T extends { figures: ReportFigures }>(a: T, b: T) => b.figures.hoursWatched - a.figures.hoursWatched;

/**
 * A company's results over a period, for one group of activations. A period of N days is N whole
 * Stockholm days ending today (times are shown in Stockholm time): from the midnight that began the
 * first up to now, so what was posted today counts and the chart has one point per day. A piece of content counts for an
 * activation when its creator took part in it at the time the piece was made, and it is about the
 * activation's game (a Key campaign's or Mission's own; for Quests and the Creator Program, any game
 * the company's Key campaigns and Missions name). Spend counts in the period its participation began.
 * Wishlists are the imported Steam UTM report's for the activation and a creator taking part, on the
 * period's days: the tracked link names both, so they count for that activation only.
 */
export class GetCompanyReport {
  private readonly deps: Pick<ReportingDeps, 'source' | 'clock'>;
  constructor(deps: Pick<ReportingDeps, 'source' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: { companyId: string; query: unknown }): Promise<Result<CompanyReport, InvalidField>> {
    const query = parseInput(reportingQuerySchema, input.query);
    if (!query.ok) return query;
    const { group, periodDays } = query.value;
    const to = this.deps.clock.now();
    const today = stockholmDayOf(to);
    const firstDay = addDays(today, 1 - periodDays);
    const from = startOfStockholmDay(firstDay);
    const { source } = this.deps;
    const [activations, companyGames, wishlistRows] = await Promise.all([
      source.activations(input.companyId, KINDS_OF_GROUP[group]),
      source.companyGameIds(input.companyId),
      source.wishlists(input.companyId, firstDay, today),
    ]);
    const wishlistsOf = new Map(wishlistRows.map((w) => [`${w.activationId}\n${w.creatorId}`, w.wishlists]));
    const gamesOf = (a: ReportedActivation) => a.gameIds ?? companyGames;
    const taking = activations.map((a) => ({ activation: a, participants: a.participants.filter((p) => overlaps(p, from, to)) }));
    const creatorIds = [...new Set(taking.flatMap((t) => t.participants.map((p) => p.creatorId)))];
    const gameIds = [...new Set(activations.flatMap(gamesOf))];
    const posts = creatorIds.length > 0 && gameIds.length > 0 ? await source.posts(creatorIds, gameIds, from, to) : [];
    const postsOf = new Map<string, ReportedPost[]>();
    for (const post of posts) postsOf.set(post.creatorId, [...(postsOf.get(post.creatorId) ?? []), post]);

    const attributed = new Map<string, { post: ReportedPost; activationNames: string[] }>();
    const creators = new Map<string, { name: string; posts: Map<string, ReportedPost>; costCents: number; wishlists: number }>();
    const activationRows: ReportActivationRow[] = taking.map(({ activation, participants }) => {
      const games = new Set(gamesOf(activation));
      const own = new Map<string, ReportedPost>();
      let costCents = 0;
      let wishlists = 0;
      for (const creatorId of new Set(participants.map((p) => p.creatorId))) {
        const theirs = wishlistsOf.get(`${activation.id}\n${creatorId}`) ?? 0;
        wishlists += theirs;
        const creator = creators.get(creatorId) ?? { name: '', posts: new Map(), costCents: 0, wishlists: 0 };
        creator.wishlists += theirs;
        creators.set(creatorId, creator);
      }
      for (const p of participants) {
        const creator = creators.get(p.creatorId) ?? { name: p.creatorName, posts: new Map(), costCents: 0, wishlists: 0 };
        if (creator.name === '') creator.name = p.creatorName;
        creators.set(p.creatorId, creator);
        const spent = spentIn(p, from, to);
        costCents += spent;
        creator.costCents += spent;
        for (const post of postsOf.get(p.creatorId) ?? []) {
          if (!games.has(post.gameId) || post.createdAt < p.from || (p.until !== null && post.createdAt >= p.until)) continue;
          own.set(post.id, post);
          creator.posts.set(post.id, post);
          const entry = attributed.get(post.id) ?? { post, activationNames: [] };
          if (!entry.activationNames.includes(activation.name)) entry.activationNames.push(activation.name);
          attributed.set(post.id, entry);
        }
      }
      const people = new Set(participants.map((p) => p.creatorId)).size;
      return {
        kind: activation.kind,
        id: activation.id,
        name: activation.name,
        figures: figuresOf(own.values(), people, costCents, wishlists),
      };
    });

    const pieces = [...attributed.values()];
    const totalCost = activationRows.reduce((sum, row) => sum + (row.figures.costCents ?? 0), 0);
    const totalWishlists = activationRows.reduce((sum, row) => sum + (row.figures.wishlists ?? 0), 0);
    const games = new Map<string, { name: string; posts: ReportedPost[] }>();
    for (const { post } of pieces) {
      const game = games.get(post.gameId) ?? { name: post.gameName, posts: [] };
      game.posts.push(post);
      games.set(post.gameId, game);
    }
    return ok({
      group,
      from,
      to,
      periodDays,
      totals: figuresOf(
        pieces.map((p) => p.post),
        creators.size,
        totalCost,
        totalWishlists,
      ),
      daily: dailyOf(
        pieces.map((p) => p.post),
        firstDay,
        periodDays,
      ),
      activations: activationRows.sort(byHoursWatched),
      creators: [...creators.entries()]
        .map(([creatorId, c]) => ({ creatorId, displayName: c.name, figures: figuresOf(c.posts.values(), 1, c.costCents, c.wishlists) }))
        .sort(byHoursWatched),
      games: [...games.entries()]
        .map(([gameId, g]) => ({ gameId, name: g.name, figures: figuresOf(g.posts, new Set(g.posts.map((p) => p.creatorId)).size, null) }))
        .sort(byHoursWatched),
      content: pieces
        .sort((a, b) => b.post.hoursWatched - a.post.hoursWatched || b.post.views - a.post.views)
        .slice(0, REPORT_CONTENT_ROWS)
        .map(({ post, activationNames }) => ({ post, activationNames, creatorName: creators.get(post.creatorId)?.name ?? '' })),
    });
  }
}

/** One point per Stockholm day of the period, days without content included (a chart needs the gaps). */
function dailyOf(posts: readonly ReportedPost[], firstDay: string, periodDays: number): ReportDay[] {
  const days = new Map<string, { contentPieces: number; reach: number; hoursWatched: number }>();
  for (let i = 0; i < periodDays; i += 1) days.set(addDays(firstDay, i), { contentPieces: 0, reach: 0, hoursWatched: 0 });
  for (const post of posts) {
    const day = days.get(stockholmDayOf(post.createdAt));
    if (!day) continue;
    day.contentPieces += 1;
    day.reach += post.views;
    day.hoursWatched += post.hoursWatched;
  }
  return [...days.entries()].map(([day, d]) => ({ day, ...d }));
}
