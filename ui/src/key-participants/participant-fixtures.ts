import { STORY_NOW } from '../key-campaign-shared/key-campaign-fixtures.ts';
import type { KeyParticipantRow } from './key-participant.types.ts';

export { STORY_NOW };

const creator = (displayName: string, country: string, completionRate: number | null, followers = 12_400) => ({
  displayName,
  country,
  completionRate,
  channels: [
    { provider: 'twitch' as const, followers },
    { provider: 'youtube' as const, followers: Math.round(followers / 4) },
  ],
});

export const pendingRows: readonly KeyParticipantRow[] = [
  {
    id: 'p-1',
    creator: creator('Anna Streams', 'SE', 0.92),
    state: 'pending',
    appliedAt: '2026-03-18T08:30:00.000Z',
    kitSentCount: 0,
    risk: { level: 'LOW', reasons: [] },
  },
  {
    id: 'p-2',
    creator: creator('Björn Plays', 'NO', null, 640),
    state: 'waitlist',
    appliedAt: '2026-03-19T17:05:00.000Z',
    kitSentCount: 0,
    risk: {
      level: 'HIGH',
      reasons: [
        { code: 'DISPOSABLE_EMAIL', words: 'The email address is at yopmail.com, a disposable mail service.' },
        { code: 'NEW_ACCOUNT', words: 'The account is 2 days old.' },
      ],
    },
  },
  {
    id: 'p-3',
    creator: creator('Cleo Gaming', 'DE', 0.5),
    state: 'waitingForAccess',
    appliedAt: '2026-03-19T20:00:00.000Z',
    kitSentCount: 0,
  },
];

export const activeRows: readonly KeyParticipantRow[] = [
  { id: 'a-1', creator: creator('Dana Duels', 'US', 1), state: 'accepted', appliedAt: '2026-02-01T10:00:00.000Z', kitSentCount: 0 },
  {
    id: 'a-2',
    creator: creator('Erik Arcade', 'SE', 0.75),
    state: 'claimedKey',
    appliedAt: '2026-02-02T10:00:00.000Z',
    claim: { platform: 'Steam', claimedAt: '2026-03-10T09:00:00.000Z', contentDueAt: '2026-04-09T09:00:00.000Z' },
    kitSentCount: 1,
    replacedKeys: [{ key: '••••••••••0001', replacement: '••••••••••0002', markedBadAt: '2026-03-12T09:00:00.000Z' }],
  },
  {
    id: 'a-3',
    creator: creator('Farid Tactics', 'FR', 0.4),
    state: 'claimedKey',
    appliedAt: '2026-01-05T10:00:00.000Z',
    claim: { platform: 'PlayStation 5', claimedAt: '2026-02-10T09:00:00.000Z', contentDueAt: '2026-03-12T09:00:00.000Z' },
    kitSentCount: 0,
  },
];

export const endedRows: readonly KeyParticipantRow[] = [
  {
    id: 'e-1',
    creator: creator('Greta Speedruns', 'FI', 1),
    state: 'submittedContent',
    appliedAt: '2026-01-10T10:00:00.000Z',
    claim: { platform: 'Steam', claimedAt: '2026-01-12T09:00:00.000Z', contentDueAt: '2026-02-11T09:00:00.000Z' },
    submission: { url: 'https://www.youtube.com/watch?v=frostfall1', submittedAt: '2026-01-20T18:00:00.000Z', onTime: true },
    kitSentCount: 0,
  },
  { id: 'e-2', creator: creator('Hugo Horror', 'DK', 0.2), state: 'rejected', appliedAt: '2026-01-11T10:00:00.000Z', kitSentCount: 0 },
];
