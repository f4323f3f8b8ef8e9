import type { ResultOf } from '../../apps/web/src/graphql.ts';
import { CLEAN_AUTHENTICITY, FLAGGED_AUTHENTICITY } from '../../ui/src/insights/authenticity-fixtures.ts';
import type { CreatorListCreatorsQuery, CreatorListsQuery } from '../../apps/web/src/creator-lists/operations/creator-lists.operations.ts';

export const creatorLists: ResultOf<typeof CreatorListsQuery> = {
  creatorLists: [
    { id: 'list-1', name: 'Nordic streamers', creatorCount: 2, createdAt: '2026-11-01T10:00:00.000Z' },
    { id: 'list-2', name: 'Cosy games', creatorCount: 0, createdAt: '2026-11-02T10:00:00.000Z' },
  ],
};

const listed = (id: string, displayName: string, followers: number, addedAt: string) => ({
  addedAt,
  creator: {
    id,
    username: displayName.toLowerCase().replace(/\s/g, ''),
    displayName,
    country: 'SE',
    followers,
    // Björn's audience is flagged, Anna's clean.
    authenticity: id === 'cr-2' ? FLAGGED_AUTHENTICITY : CLEAN_AUTHENTICITY,
  },
});

export const nordicCreators: ResultOf<typeof CreatorListCreatorsQuery> = {
  creatorListCreators: {
    edges: [
      { node: listed('cr-1', 'Anna Streams', 12_400, '2026-11-03T09:00:00.000Z') },
      { node: listed('cr-2', 'Björn Plays', 800, '2026-11-04T09:00:00.000Z') },
    ],
    pageInfo: { hasNextPage: false, endCursor: null },
  },
};
