import { SettableClock } from '../../shared/testing/settable-clock.ts';
import type { AttributionDeps } from '../application/attribution-deps.ts';
import { InMemoryAttributionWorld } from './in-memory-attribution-world.ts';
import { InMemoryTrackedClicks } from './in-memory-tracked-clicks.ts';
import { InMemoryUtmReports } from './in-memory-utm-reports.ts';

export function attributionTestDeps(now = new Date('2026-11-20T10:00:00Z')) {
  const world = new InMemoryAttributionWorld();
  const clicks = new InMemoryTrackedClicks();
  const reports = new InMemoryUtmReports(world, clicks);
  const deps: AttributionDeps = { targets: world, clicks, games: world, reports, clock: new SettableClock(now) };
  return { deps, world, clicks, reports };
}
