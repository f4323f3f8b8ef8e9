import type { KeyCampaignOverviewProps } from './KeyCampaignOverview.tsx';

export const liveOverview: KeyCampaignOverviewProps = {
  startDate: '2026-03-02T08:00:00.000Z',
  endDate: '2026-04-30T21:59:00.000Z',
  plannedRelease: '2026-04-15T15:00:00.000Z',
  embargo: '2026-03-10T16:00:00.000Z',
  platforms: [
    { platform: 'Steam', offered: 200, claimed: 61, availability: 'HIGH', moreKeysRequested: 0 },
    { platform: 'PlayStation 5', offered: 50, claimed: 46, availability: 'LOW', moreKeysRequested: 0 },
    { platform: 'Xbox Series X|S', offered: 20, claimed: 20, availability: 'OUT', moreKeysRequested: 7 },
  ],
  participantCounts: { pending: 4, waitlist: 2, accepted: 9, rejected: 3, claimedKey: 87, submittedContent: 40 },
};
