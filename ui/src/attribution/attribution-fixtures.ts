import type { AttributedTrafficItem } from './AttributionReport.tsx';

/** Two creators, one of them in two activations, shared by the component and page stories. */
export const attributedRows: AttributedTrafficItem[] = [
  {
    kind: 'KEY',
    activationId: 'a1',
    activationName: 'Hollow Knight launch keys',
    creatorId: 'c1',
    creatorName: 'democreator',
    clicks: 412,
    visits: 380,
    wishlists: 64,
    purchases: 9,
  },
  {
    kind: 'QUEST',
    activationId: 'a2',
    activationName: 'Hollow Knight first hour',
    creatorId: 'c1',
    creatorName: 'democreator',
    clicks: 120,
    visits: 98,
    wishlists: 21,
    purchases: 2,
  },
  {
    kind: 'KEY',
    activationId: 'a1',
    activationName: 'Hollow Knight launch keys',
    creatorId: 'c2',
    creatorName: 'pixelpilot',
    clicks: 2_310,
    visits: 1_904,
    wishlists: 233,
    purchases: 31,
  },
];
