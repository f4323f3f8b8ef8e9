import type { PublicMissionView } from './ProgramMissionList.tsx';

/** Two public missions: a dated one with merchandise and codes, an open-ended one with a custom reward. */
export const publicMissions: PublicMissionView[] = [
  {
    id: 'mission-1',
    name: 'Stream the winter update',
    description: 'Stream two hours of the winter update.',
    startDate: '2030-01-15T09:00:00.000Z',
    endDate: '2030-02-15T22:59:00.000Z',
    repeatLabel: 'Once',
    rewards: [
      { kind: 'merchandise', name: 'Lurkit hoodie', description: null, numberOfItems: 20, numberOfCodes: null, platforms: [] },
      { kind: 'codes', name: null, description: null, numberOfItems: null, numberOfCodes: 2, platforms: ['Steam', 'GOG'] },
    ],
  },
  {
    id: 'mission-2',
    name: 'Clip your best catch',
    description: '',
    startDate: '2030-03-01T09:00:00.000Z',
    endDate: null,
    repeatLabel: 'Unlimited',
    rewards: [
      { kind: 'custom', name: 'Shout-out', description: 'On our channel', numberOfItems: null, numberOfCodes: null, platforms: [] },
    ],
  },
];
