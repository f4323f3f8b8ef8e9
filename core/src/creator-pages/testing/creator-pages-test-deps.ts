import { SettableClock } from '../../shared/testing/settable-clock.ts';
import type { CreatorPagesDeps } from '../application/creator-pages-deps.ts';
import { InMemoryAnalyticsPageRepository } from './in-memory-analytics-page-repository.ts';
import { InMemoryCreatorPageRepository } from './in-memory-creator-page-repository.ts';
import { InMemoryCreatorShowcase } from './in-memory-creator-showcase.ts';

export const CREATOR_ID = 'creator-1';
export const OTHER_CREATOR_ID = 'creator-2';

export interface CreatorPagesTestDeps extends CreatorPagesDeps {
  pages: InMemoryCreatorPageRepository;
  analyticsPages: InMemoryAnalyticsPageRepository;
  showcase: InMemoryCreatorShowcase;
  clock: SettableClock;
}

/** Fresh deps knowing two creators. */
export function creatorPagesTestDeps(): CreatorPagesTestDeps {
  const showcase = new InMemoryCreatorShowcase();
  showcase.creators.set(CREATOR_ID, {
    displayName: 'CosyCarla',
    channels: [{ provider: 'twitch', handle: 'cosycarla', displayName: 'CosyCarla', followers: 1840 }],
  });
  showcase.creators.set(OTHER_CREATOR_ID, { displayName: 'SpeedySam', channels: [] });
  return {
    pages: new InMemoryCreatorPageRepository(),
    analyticsPages: new InMemoryAnalyticsPageRepository(),
    showcase,
    clock: new SettableClock(new Date('2026-11-20T10:00:00.000Z')),
  };
}
