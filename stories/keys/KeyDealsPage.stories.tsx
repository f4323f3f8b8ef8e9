import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  MyInvitationsQuery,
  RespondToCreatorInvitationMutation,
} from '../../apps/web/src/invitations/operations/received-invitations.operations.ts';
import { KeyCampaignForCreatorQuery, MyKeyDealsQuery } from '../../apps/web/src/keys/operations/creator-key-campaigns.operations.ts';
import { anInvitation } from '../invitations/invitation-fixtures.ts';
import { creatorCampaign } from './key-fixtures.ts';
import { KeyDealsPage } from '../../apps/web/src/keys/pages/KeyDealsPage.tsx';
import { MyQuestDealsQuery } from '../../apps/web/src/quests/operations/creator-quests.operations.ts';
import {
  MyMissionRunsQuery,
  MyOpenMissionsQuery,
  type MyMissionRun,
} from '../../apps/web/src/missions/operations/creator-missions.operations.ts';
import { aMissionRun } from '../missions/mission-fixtures.ts';
import { gqlData, gqlDataFor, gqlPartial } from '../support/network.ts';
import { aRun, connection } from '../quests/quest-fixtures.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { loadingStory } from '../support/states.ts';
import { atEachWidth } from '../support/viewports.ts';

const deal = (id: string, state: 'claimedKey' | 'submittedContent', name: string) => ({
  participation: {
    id,
    campaignId: `c-${id}`,
    state,
    appliedAt: '2026-11-01T10:00:00.000Z',
    agreementAcceptedAt: null,
    reviewedAt: '2026-11-02T10:00:00.000Z',
    kitSentCount: 0,
    replacedKeys: [],
    contentExpiredAt: null,
    claim: { platform: 'Steam', claimedAt: '2026-11-03T10:00:00.000Z', contentDueAt: '2026-12-03T10:00:00.000Z' },
    submission:
      state === 'submittedContent'
        ? { url: 'https://www.twitch.tv/videos/1', submittedAt: '2026-11-10T10:00:00.000Z', onTime: true, foundOnChannel: false }
        : null,
    events: [],
  },
  campaign: { id: `c-${id}`, name: `${name} keys`, status: 'active' as const, game: { name, media: [] } },
});

const missionRun = (id: string, name: string, state: string): MyMissionRun => ({
  ...aMissionRun({ id, missionId: `mission-${id}`, state } as object),
  mission: { id: `mission-${id}`, name },
});

const dealsNetwork = [
  gqlData(MyKeyDealsQuery, {
    myKeyDeals: [deal('1', 'claimedKey', 'Moonlight Drifters'), deal('2', 'submittedContent', 'Hollow Lantern')],
    myCompletionRate: { rate: 0.75, onTime: 3, late: 1, missing: 0 },
  }),
  gqlData(MyQuestDealsQuery, { myQuestDeals: { edges: [], pageInfo: { hasNextPage: false, endCursor: null } } }),
  gqlData(MyMissionRunsQuery, {
    myMissionRuns: [missionRun('mr-1', 'Stream two hours of co-op', 'active'), missionRun('mr-2', 'Wishlist week', 'completed')],
  }),
  gqlData(MyOpenMissionsQuery, {
    myOpenMissions: [
      { id: 'mission-open', name: 'Speedrun the first level', status: 'active', startDate: '2026-11-20T09:00:00.000Z', endDate: null },
      {
        id: 'mission-soon',
        name: 'Launch night stream',
        status: 'upcoming',
        startDate: '2027-01-10T18:00:00.000Z',
        endDate: '2027-01-11T06:00:00.000Z',
      },
    ],
  }),
];

const meta = {
  title: 'Pages/Keys/Deals',
  component: KeyDealsPage,
  ...pageMeta({
    url: '/deals',
    role: 'creator',
    network: dealsNetwork,
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = loadingStory(MyKeyDealsQuery);

export const Active: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Deals');
    await expect((await canvas.findAllByText(/Moonlight Drifters/))[0]).toBeVisible();
    await expect(canvas.getByText('75%')).toBeVisible();
    // Spec 2: Missions are deals too; a running one is Active, a completed one Ended.
    const missions = await canvas.findByRole('table', { name: 'Missions' });
    await expect(await within(missions).findByRole('link', { name: 'Stream two hours of co-op' })).toBeVisible();
    await expect(within(missions).queryByText('Wishlist week')).toBeNull();
    // Spec 2's public missions: the creator's programs' missions still to join, each linked.
    const open = await canvas.findByRole('table', { name: 'Public missions' });
    await expect(await within(open).findByRole('link', { name: 'Speedrun the first level' })).toHaveAttribute(
      'href',
      '/missions/mission-open',
    );
    await expect(within(open).getByRole('link', { name: 'Launch night stream' })).toBeVisible();
  },
};

/** The Keys, Missions and Quests filter keeps only that type, in the address, across the tabs. */
export const FilteredToMissions: Story = {
  parameters: pageAt({ url: '/deals/ended?type=missions' }),
  play: async ({ canvas }) => {
    const missions = await canvas.findByRole('table', { name: 'Missions' });
    await expect(await within(missions).findByRole('link', { name: 'Wishlist week' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Keys' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Quests' })).toBeNull();
    const filter = canvas.getByRole('navigation', { name: 'Deal type' });
    await expect(within(filter).getByRole('link', { name: 'Missions' }).closest('li')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('tab', { name: 'Active' })).toHaveAttribute('href', '/deals/active?type=missions');
  },
};

/** A Quest invitation waits under Quests, not under Keys. */
export const QuestInvitationUnderQuests: Story = {
  parameters: pageAt({
    url: '/deals/offers?type=quests',
    network: [
      gqlData(MyInvitationsQuery, {
        myInvitations: [
          anInvitation({ id: 'inv-q', activationType: 'QUEST', activationId: 'quest-1', activationName: 'Launch week stream' }),
        ],
      }),
      ...dealsNetwork,
    ],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('article', { name: 'Invitation: Launch week stream' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Keys' })).toBeNull();
  },
};

export const Ended: Story = {
  parameters: pageAt({ url: '/deals/ended' }),
  play: async ({ canvas }) => expect((await canvas.findAllByText(/Hollow Lantern/))[0]).toBeVisible(),
};

const widths = atEachWidth(Active);
export const Phone = widths.phone;
export const Tablet = widths.tablet;

/** Offers: invitations waiting for an answer; an accepted one leaves the list. */
export const Offers: Story = {
  parameters: pageAt({
    url: '/deals/offers',
    network: [
      gqlData(MyInvitationsQuery, { myInvitations: [anInvitation()] }),
      gqlData(KeyCampaignForCreatorQuery, creatorCampaign({ needsAgreement: false })),
      gqlData(RespondToCreatorInvitationMutation, { respondToCreatorInvitation: anInvitation({ status: 'ACCEPTED' }) }),
      gqlData(MyKeyDealsQuery, { myKeyDeals: [], myCompletionRate: { rate: null, onTime: 0, late: 0, missing: 0 } }),
    ],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Offers', selected: true })).toBeVisible();
    const invitation = await canvas.findByRole('article', { name: 'Invitation: Moonlight Drifters keys' });
    await userEvent.click(within(invitation).getByRole('button', { name: 'Accept' }));
    // Every type's offers are empty now: Quests, Missions and Keys each say so.
    await waitFor(async () => expect(canvas.getAllByRole('heading', { name: 'No open invitations' })).toHaveLength(3));
  },
};

/** A completed Quest deal among the ended ones, with the badges the company gave. */
export const EndedQuestWithBadges: Story = {
  parameters: pageAt({
    url: '/deals/ended',
    network: [
      gqlData(MyKeyDealsQuery, { myKeyDeals: [], myCompletionRate: { rate: null, onTime: 0, late: 0, missing: 0 } }),
      gqlDataFor(MyQuestDealsQuery, ({ tab }) => ({
        myQuestDeals: connection(
          tab === 'ended'
            ? [
                {
                  ...aRun({
                    status: 'COMPLETED',
                    tab: 'ended',
                    partyToAct: null,
                    dueAt: null,
                    agreedAmount: { cents: 35_000 },
                    badges: [
                      { badge: 'WENT_ABOVE_AND_BEYOND', label: 'Went above and beyond', givenAt: '2030-03-05T10:00:00.000Z' },
                      { badge: 'GREAT_PARTNER', label: 'Great partner', givenAt: '2030-03-05T10:00:00.000Z' },
                    ],
                  }),
                  quest: { id: 'quest-1', name: 'Fjord Fishers launch streams' },
                },
              ]
            : [],
        ),
      })),
    ],
  }),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Quests' });
    await expect(await within(table).findByText('Went above and beyond, Great partner')).toBeVisible();
  },
};

/** One field of the answer failed: the deals that loaded stay on the page, the failure is said above them. */
export const PartlyLoaded: Story = {
  parameters: pageAt({
    url: '/deals?type=keys',
    network: [
      gqlPartial(
        MyKeyDealsQuery,
        {
          myKeyDeals: [{ ...deal('1', 'claimedKey', 'Moonlight Drifters') }],
          myCompletionRate: { rate: 0.75, onTime: 3, late: 1, missing: 0 },
        },
        {
          path: ['myKeyDeals', 0, 'participation', 'events'],
          code: 'KEYS.EVENTS_UNAVAILABLE',
          message: 'The key events could not be read.',
        },
      ),
      ...dealsNetwork,
    ],
  }),
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByText(/Moonlight Drifters/))[0]).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('The key events could not be read.');
  },
};

/** A request declined by the system when the company's answer deadline passed says why to the creator. */
export const DeclinedAutomatically: Story = {
  parameters: pageAt({
    url: '/deals/ended?type=keys',
    network: [
      gqlData(MyKeyDealsQuery, {
        myKeyDeals: [
          {
            ...deal('3', 'claimedKey', 'Frostfall'),
            participation: {
              ...deal('3', 'claimedKey', 'Frostfall').participation,
              state: 'rejected',
              claim: null,
              events: [
                { type: 'requested', at: '2026-11-01T10:00:00.000Z', by: 'USER', note: null },
                { type: 'rejected', at: '2026-11-08T10:00:00.000Z', by: 'SYSTEM', note: 'The company did not answer within 7 days.' },
              ],
            },
          },
        ],
        myCompletionRate: { rate: null, onTime: 0, late: 0, missing: 0 },
      }),
      ...dealsNetwork,
    ],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Declined automatically: The company did not answer within 7 days.')).toBeVisible();
  },
};

const claimed = (id: string, name: string, appliedAt: string, contentDueAt: string) => {
  const base = deal(id, 'claimedKey', name);
  return { ...base, participation: { ...base.participation, appliedAt, claim: { ...base.participation.claim, contentDueAt } } };
};
const sortNetwork = [
  gqlData(MyKeyDealsQuery, {
    myKeyDeals: [
      claimed('4', 'Older request', '2026-10-01T10:00:00.000Z', '2026-12-01T10:00:00.000Z'),
      claimed('5', 'Newer request', '2026-11-15T10:00:00.000Z', '2026-12-20T10:00:00.000Z'),
    ],
    myCompletionRate: { rate: null, onTime: 0, late: 0, missing: 0 },
  }),
  ...dealsNetwork,
];
const keyDealNames = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('list', { name: 'Active Keys deals' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

/** Spec 2: deals sort by next action due (the default), invited date and last ended, kept in the address. */
export const SortedByInvitedDate: Story = {
  parameters: pageAt({ url: '/deals/active?type=keys&sort=invited', network: sortNetwork }),
  play: async ({ canvas }) => {
    await expect(await keyDealNames(canvas)).toEqual(['Newer request keys', 'Older request keys']);
    const sorts = canvas.getByRole('navigation', { name: 'Sort deals by' });
    await expect(within(sorts).getByRole('link', { name: 'Invited date' }).closest('li')).toHaveAttribute('aria-current', 'page');
    await expect(within(sorts).getByRole('link', { name: 'Last ended' })).toHaveAttribute('href', '/deals/active?type=keys&sort=ended');
    await expect(canvas.getByRole('tab', { name: 'Ended' })).toHaveAttribute('href', '/deals/ended?type=keys&sort=invited');
  },
};

export const SortedByNextActionDue: Story = {
  parameters: pageAt({ url: '/deals/active?type=keys', network: sortNetwork }),
  play: async ({ canvas }) => {
    await expect(await keyDealNames(canvas)).toEqual(['Older request keys', 'Newer request keys']);
  },
};
