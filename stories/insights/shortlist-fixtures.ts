import type { InsightsShortlistPage } from '../../apps/web/src/insights/operations/shortlists.operations.ts';
import { postPage, selectedVideo } from './insights-fixtures.ts';

const stream = { ...postPage.rows[0]!, shortlisted: true };
const video = { ...selectedVideo.post, shortlisted: true };

/** The company's stream shortlist: two streams by two creators, newest added first. */
export const streamShortlist: InsightsShortlistPage = {
  rows: [
    { addedAt: '2026-11-25T09:00:00.000Z', creator: { id: 'c-anna', displayName: 'AnnaPlays' }, post: stream },
    {
      addedAt: '2026-11-24T09:00:00.000Z',
      creator: { id: 'c-olle', displayName: 'OlleStreams' },
      post: { ...stream, id: 'p-2', title: 'Late night speedruns', averageCcv: 33, hoursWatched: 99 },
    },
  ],
  totalCount: 2,
  hasNextPage: false,
  endCursor: null,
};

export const videoShortlist: InsightsShortlistPage = {
  rows: [
    { addedAt: '2026-11-25T10:00:00.000Z', creator: { id: 'c-anna', displayName: 'AnnaPlays' }, post: video },
    {
      addedAt: '2026-11-23T10:00:00.000Z',
      creator: { id: 'c-anna', displayName: 'AnnaPlays' },
      post: { ...video, id: 'p-s', type: 'SHORTS', title: 'Valheim in 30 seconds', views: 52_000 },
    },
  ],
  totalCount: 2,
  hasNextPage: false,
  endCursor: null,
};

export const emptyShortlist: InsightsShortlistPage = { rows: [], totalCount: 0, hasNextPage: false, endCursor: null };
