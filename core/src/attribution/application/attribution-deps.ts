import type { ClockPort } from '../../shared/clock.port.ts';
import type { CompanySteamGamesPort } from '../ports/steam-games.port.ts';
import type { TrackedClickStorePort } from '../ports/tracked-click-store.port.ts';
import type { TrackedLinkTargetsPort } from '../ports/tracked-link-targets.port.ts';
import type { UtmReportRepositoryPort } from '../ports/utm-report-repository.port.ts';

/** Everything the attribution use cases need: link targets, clicks, the imported reports and the time. */
export interface AttributionDeps {
  targets: TrackedLinkTargetsPort;
  clicks: TrackedClickStorePort;
  games: CompanySteamGamesPort;
  reports: UtmReportRepositoryPort;
  clock: ClockPort;
}
