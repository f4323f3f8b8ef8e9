import type { ReportContentRow } from '@lurkit/ui/reporting/ReportContentTable.tsx';
import type { ReportRow } from '@lurkit/ui/reporting/ReportTable.tsx';
import type { ReportFiguresView } from '@lurkit/ui/reporting/report-format.ts';
import { ACTIVATION_KIND_LABELS } from '@lurkit/ui/reporting/report-format.ts';
import type { CompanyReport } from '../operations/reporting.operations.ts';

type Figures = CompanyReport['totals'];

/** The API's figures (Money objects) as the ui takes them (cents). */
export const figuresView = (f: Figures): ReportFiguresView => ({
  creators: f.creators,
  contentPieces: f.contentPieces,
  reach: f.reach,
  hoursWatched: f.hoursWatched,
  costCents: f.cost?.cents ?? null,
  costPerHourWatchedCents: f.costPerHourWatched?.cents ?? null,
  wishlists: f.wishlists ?? null,
  costPerWishlistCents: f.costPerWishlist?.cents ?? null,
  wishlistsPerHourWatched: f.wishlistsPerHourWatched ?? null,
});

/** Where the company manages each kind of activation. */
const ACTIVATION_HREFS: Record<string, (id: string) => string> = {
  KEY: (id) => `/campaigns/${id}/results`,
  QUEST: (id) => `/campaigns/quests/${id}/participants`,
  MISSION: (id) => `/company/missions/${id}`,
  CREATOR_PROGRAM: () => '/company/creator-program',
};

export const activationRows = (report: CompanyReport): ReportRow[] =>
  report.activations.map((a) => ({
    id: `${a.kind}/${a.id}`,
    name: a.name,
    detail: ACTIVATION_KIND_LABELS[a.kind] ?? a.kind,
    href: ACTIVATION_HREFS[a.kind]?.(a.id),
    figures: figuresView(a.figures),
  }));

export const creatorRows = (report: CompanyReport): ReportRow[] =>
  report.creators.map((c) => ({
    id: c.creatorId,
    name: c.displayName,
    href: `/insights/creators/${c.creatorId}`,
    figures: figuresView(c.figures),
  }));

export const gameRows = (report: CompanyReport): ReportRow[] =>
  report.games.map((g) => ({ id: g.gameId, name: g.name, href: `/insights/games/${g.gameId}`, figures: figuresView(g.figures) }));

export const contentRows = (report: CompanyReport): ReportContentRow[] =>
  report.content.map((c) => ({
    id: c.id,
    type: c.type,
    title: c.title,
    creatorName: c.creatorName,
    creatorHref: `/insights/creators/${c.creatorId}`,
    gameName: c.gameName,
    views: c.views,
    hoursWatched: c.hoursWatched,
    createdAt: c.createdAt,
    activationNames: c.activationNames,
  }));
