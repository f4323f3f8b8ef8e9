import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  MyInvitationsQuery,
  RespondToCreatorInvitationMutation,
} from '../../apps/web/src/invitations/operations/received-invitations.operations.ts';
import { KeyCampaignForCreatorQuery, MyKeyDealsQuery } from '../../apps/web/src/keys/operations/creator-key-campaigns.operations.ts';
import { anInvitation } from '../invitations/invitation-fixtures.ts';
import { creatorCampaign } from './key-fixtures.ts';
import { KeyDealsPage } from '../../apps/web/src/keys/pages/KeyDealsPage.tsx';
import { MyQuestDealsQuery } from '../../apps/web/src/quests/operations/creator-quests.operations.ts';
import { gqlData, gqlDataFor, gqlPending } from '../support/network.ts';
import { aRun, connection } from '../quests/quest-fixtures.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { expectLoadingLine, findPageHeading } from '../support/play.ts';
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
    contentExpiredAt: null,
    claim: { platform: 'Steam', claimedAt: '2026-11-03T10:00:00.000Z', contentDueAt: '2026-12-03T10:00:00.000Z' },
    submission:
      state === 'submittedContent'
        ? { url: 'https://www.twitch.tv/videos/1', submittedAt: '2026-11-10T10:00:00.000Z', onTime: true }
        : null,
    events: [],
  },
  campaign: { id: `c-${id}`, name: `${name} keys`, status: 'active' as const, game: { name, media: [] } },
});

const meta = {
  title: 'Pages/Keys/Deals',
  component: KeyDealsPage,
  ...pageMeta({
    url: '/deals',
    role: 'creator',
    network: [
      gqlData(MyKeyDealsQuery, {
        myKeyDeals: [deal('1', 'claimedKey', 'Moonlight Drifters'), deal('2', 'submittedContent', 'Hollow Lantern')],
        myCompletionRate: { rate: 0.75, onTime: 3, late: 1, missing: 0 },
      }),
      gqlData(MyQuestDealsQuery, { myQuestDeals: { edges: [], pageInfo: { hasNextPage: false, endCursor: null } } }),
    ],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: pageAt({ network: [gqlPending(MyKeyDealsQuery)] }),
  play: async ({ canvas }) => expectLoadingLine(canvas),
};

export const Active: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Deals');
    await expect((await canvas.findAllByText(/Moonlight Drifters/))[0]).toBeVisible();
    await expect(canvas.getByText('75%')).toBeVisible();
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
    await expect(await canvas.findByRole('heading', { name: 'No open invitations' })).toBeVisible();
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
