import type { InsightsCreator } from '../ports/insights-creator-directory.port.ts';
import { BUILDER_NOW } from './builders.ts';
import { insightsTestDeps } from './insights-test-deps.ts';
import { aRecordedPost } from './statistics-builders.ts';

const HOUR_MS = 3_600_000;

export const aCreator = (id: string, changes: Partial<InsightsCreator> = {}): InsightsCreator => ({
  id,
  username: `user${id.slice(0, 6)}`,
  displayName: `Creator ${id.slice(0, 6)}`,
  channels: [{ provider: 'twitch', handle: id.slice(0, 8), followers: 1_000, language: 'sv', country: 'SE' }],
  ...changes,
});

/**
 * Three creators streaming one game: `big` averages 500 viewers (mid tier), `small` 5 (nano), and
 * `old` streamed only 40 days ago. Each stream is one hour, an hour before BUILDER_NOW.
 */
export async function insightsWorld() {
  const deps = insightsTestDeps();
  const gameId = globalThis.crypto.randomUUID();
  const [big, small, old] = [globalThis.crypto.randomUUID(), globalThis.crypto.randomUUID(), globalThis.crypto.randomUUID()];
  for (const id of [big, small, old]) deps.creators.add(aCreator(id));
  const stream = (creatorId: string, ccv: number, hoursAgo = 1) =>
    aRecordedPost(creatorId, {
      gameId,
      averageCcv: ccv,
      hoursWatched: ccv,
      createdAt: new Date(BUILDER_NOW.getTime() - hoursAgo * HOUR_MS),
    });
  await deps.statistics.record({
    games: [{ id: gameId, name: 'Valheim' }],
    posts: [stream(big, 500), stream(small, 5), stream(old, 50, 40 * 24)],
  });
  return { deps, gameId, big, small, old };
}
