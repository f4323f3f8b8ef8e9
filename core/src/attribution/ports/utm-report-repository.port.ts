import type { UtmDayRow } from '../domain/utm-report.ts';

/** One Lurkit link's traffic over all imported days: an activation of the company's and a creator. */
export interface AttributedTraffic {
  readonly kind: 'KEY' | 'QUEST';
  readonly activationId: string;
  readonly activationName: string;
  readonly creatorId: string;
  readonly creatorName: string;
  readonly visits: number;
  readonly wishlists: number;
  readonly purchases: number;
  /** Counted clicks on the tracked link (people, not bots), whatever the store reported. */
  readonly clicks: number;
}

export interface UtmImportCounts {
  /** (date, campaign, content) rows new to this game. */
  readonly inserted: number;
  /** Rows a former import had: their figures are replaced, never added to. */
  readonly updated: number;
}

/**
 * Imported UTM report rows, one per (company, Steam app, date, campaign, content). A row is only
 * attributed when its campaign is one of the company's own activations and its content a creator.
 */
export interface UtmReportRepositoryPort {
  /** Writes all rows or none; a row already there takes the new figures (re-importing a report changes nothing). */
  upsert(companyId: string, appId: number, rows: readonly UtmDayRow[], importedAt: Date): Promise<UtmImportCounts>;
  /** Per activation and creator, the company's attributed traffic on one of its Steam games, most wishlists first. */
  attributed(companyId: string, appId: number): Promise<AttributedTraffic[]>;
}
