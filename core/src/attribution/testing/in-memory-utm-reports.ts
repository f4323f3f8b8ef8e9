import type { UtmDayRow } from '../domain/utm-report.ts';
import type { AttributedTraffic, UtmImportCounts, UtmReportRepositoryPort } from '../ports/utm-report-repository.port.ts';
import type { InMemoryAttributionWorld } from './in-memory-attribution-world.ts';
import type { InMemoryTrackedClicks } from './in-memory-tracked-clicks.ts';

const keyOf = (companyId: string, appId: number, row: Pick<UtmDayRow, 'date' | 'campaign' | 'content'>) =>
  [companyId, appId, row.date, row.campaign, row.content].join('\n');

export class InMemoryUtmReports implements UtmReportRepositoryPort {
  readonly rows = new Map<string, UtmDayRow & { companyId: string; appId: number; importedAt: Date }>();
  readonly #world: InMemoryAttributionWorld;
  readonly #clicks: InMemoryTrackedClicks;

  constructor(world: InMemoryAttributionWorld, clicks: InMemoryTrackedClicks) {
    this.#world = world;
    this.#clicks = clicks;
  }

  async upsert(companyId: string, appId: number, rows: readonly UtmDayRow[], importedAt: Date): Promise<UtmImportCounts> {
    let inserted = 0;
    for (const row of rows) {
      const key = keyOf(companyId, appId, row);
      if (!this.rows.has(key)) inserted += 1;
      this.rows.set(key, { ...row, companyId, appId, importedAt });
    }
    return { inserted, updated: rows.length - inserted };
  }

  async attributed(companyId: string, appId: number): Promise<AttributedTraffic[]> {
    const found = new Map<string, AttributedTraffic>();
    for (const row of this.rows.values()) {
      const activation = this.#world.activations.get(row.campaign);
      const creatorName = this.#world.creators.get(row.content);
      if (
        row.companyId !== companyId ||
        row.appId !== appId ||
        !activation ||
        activation.companyId !== companyId ||
        creatorName === undefined
      )
        continue;
      const key = `${row.campaign}\n${row.content}`;
      const sum = found.get(key) ?? {
        kind: activation.kind,
        activationId: activation.id,
        activationName: activation.name,
        creatorId: row.content,
        creatorName,
        visits: 0,
        wishlists: 0,
        purchases: 0,
        clicks: this.#clicks.clicks.filter((c) => c.activationId === activation.id && c.creatorId === row.content).length,
      };
      found.set(key, {
        ...sum,
        visits: sum.visits + row.visits,
        wishlists: sum.wishlists + row.wishlists,
        purchases: sum.purchases + row.purchases,
      });
    }
    return [...found.values()].sort(
      (a, b) => b.wishlists - a.wishlists || a.activationId.localeCompare(b.activationId) || a.creatorId.localeCompare(b.creatorId),
    );
  }
}
