import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  ClaimKeyMutation,
  KeyCampaignForCreatorQuery,
  RequestKeyMutation,
} from '../../apps/web/src/keys/operations/creator-key-campaigns.operations.ts';
import {
  MyInvitationsQuery,
  RespondToCreatorInvitationMutation,
} from '../../apps/web/src/invitations/operations/received-invitations.operations.ts';
import { anInvitation } from '../invitations/invitation-fixtures.ts';
import { MyTrackedLinkQuery } from '../../apps/web/src/attribution/operations/attribution.operations.ts';
import { KeyCampaignCreatorPage } from '../../apps/web/src/keys/pages/KeyCampaignCreatorPage.tsx';
import { gqlData, gqlError, gqlPending } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { expectAlert, expectLoadingLine } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';
import { creatorCampaign } from './key-fixtures.ts';

const participation = (state: 'pending' | 'accepted' | 'claimedKey') => ({
  id: 'p-1',
  campaignId: 'campaign-1',
  state,
  appliedAt: '2026-11-20T10:00:00.000Z',
  agreementAcceptedAt: '2026-11-20T10:00:00.000Z',
  reviewedAt: null,
  kitSentCount: 0,
  replacedKeys: [],
  contentExpiredAt: null,
  claim:
    state === 'claimedKey' ? { platform: 'Steam', claimedAt: '2026-11-21T10:00:00.000Z', contentDueAt: '2026-12-21T10:00:00.000Z' } : null,
  submission: null,
  events: [],
});

/** The creator has no open invitation to answer unless a story says so. */
const noInvitations = gqlData(MyInvitationsQuery, { myInvitations: [] });

const meta = {
  title: 'Pages/Keys/Key campaign for a creator',
  component: KeyCampaignCreatorPage,
  ...pageMeta({
    url: '/campaigns/campaign-1',
    role: 'creator',
    network: [gqlData(KeyCampaignForCreatorQuery, creatorCampaign()), noInvitations],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: pageAt({ network: [noInvitations, gqlPending(KeyCampaignForCreatorQuery)] }),
  play: async ({ canvas }) => expectLoadingLine(canvas),
};

export const NotFound: Story = {
  parameters: pageAt({
    network: [
      noInvitations,
      gqlError(KeyCampaignForCreatorQuery, { code: 'KEYS.CAMPAIGN_NOT_FOUND', message: 'This Key campaign does not exist.' }),
    ],
  }),
  play: async ({ canvas }) => expectAlert(canvas, 'This Key campaign does not exist.'),
};

/** Once the key is claimed, the creator's tracked link to the game's store page is theirs to share. */
export const ClaimedWithTrackedLink: Story = {
  parameters: pageAt({
    network: [
      noInvitations,
      gqlData(KeyCampaignForCreatorQuery, creatorCampaign({ participation: participation('claimedKey') })),
      gqlData(MyTrackedLinkQuery, {
        myTrackedLink: {
          path: '/api/go/key/campaign-1/creator-1',
          storeUrl:
            'https://store.steampowered.com/app/1145360/?utm_source=lurkit&utm_medium=creator&utm_campaign=campaign-1&utm_content=creator-1',
        },
      }),
    ],
  }),
  play: async ({ canvas }) => {
    const panel = within(await canvas.findByRole('region', { name: 'Your tracked link' }));
    await expect(panel.getByText(/\/api\/go\/key\/campaign-1\/creator-1$/)).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Steam store page' })).toHaveAttribute(
      'href',
      expect.stringContaining('utm_source=lurkit'),
    );
  },
};

/** Requesting a key first asks the creator to accept the special instructions. */
export const RequestWithAgreement: Story = {
  parameters: pageAt({
    network: [
      noInvitations,
      gqlData(RequestKeyMutation, { requestKey: participation('pending') }),
      gqlData(KeyCampaignForCreatorQuery, creatorCampaign()),
    ],
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Request a key/ }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Special instructions and embargo' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Accept' }));
    await expect(await dialog.findByText('Accept the special instructions and embargo to continue.')).toBeVisible();
    await userEvent.click(dialog.getByLabelText('I have read and will honor the agreement'));
    await userEvent.click(dialog.getByRole('button', { name: 'Accept' }));
    await expect(await within(document.body).findByText('Key requested: the company reviews your request.')).toBeInTheDocument();
  },
};

/** The eligibility self-check: which channel size the creator misses and by how much; the request joins the waitlist. */
export const ChannelTooSmall: Story = {
  parameters: pageAt({
    network: [
      noInvitations,
      gqlData(KeyCampaignForCreatorQuery, {
        keyCampaign: {
          ...creatorCampaign().keyCampaign,
          eligibility: {
            eligible: false,
            locationAndLanguageMet: true,
            groups: [
              { group: 'location', status: 'PASSED', reasons: ['The campaign is open to every location.'] },
              { group: 'language', status: 'PASSED', reasons: ['The campaign is open to every language.'] },
              { group: 'audience', status: 'NOT_MET', reasons: ['Twitch followers: needs at least 250, you have 212.'] },
              { group: 'membership', status: 'PASSED', reasons: ['The campaign asks for no program membership.'] },
            ],
            vipAccess: null,
            missing: [{ label: 'Twitch followers', required: 250, actual: 212 }],
          },
        },
      }),
    ],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Twitch followers: needs 250, you have 212 (38 to go).')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Request a key/ })).toBeEnabled();
  },
};

/** Accepted: Xbox is out of keys, so it offers to ask the company for more; Steam can be claimed. */
export const ClaimOrAskForMore: Story = {
  parameters: pageAt({
    network: [
      noInvitations,
      gqlData(ClaimKeyMutation, { claimKey: { key: 'STEAM-ABCD-1234', participation: participation('claimedKey') } }),
      gqlData(KeyCampaignForCreatorQuery, creatorCampaign({ participation: participation('accepted') })),
    ],
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Claim a key/ }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Claim a key' }));
    await expect(dialog.getByRole('button', { name: 'Ask the company for more keys for Xbox' })).toBeVisible();
    await userEvent.click(dialog.getByLabelText('Steam'));
    await userEvent.click(dialog.getByRole('button', { name: 'Claim key' }));
    await expect(await dialog.findByText('STEAM-ABCD-1234')).toBeVisible();
    await expect(await within(document.body).findByText(/Your Steam key is ready/)).toBeInTheDocument();
  },
};

/** An open invitation to this campaign is answered here: accepting makes the creator a participant. */
export const InvitedCreatorAccepts: Story = {
  parameters: pageAt({
    network: [
      gqlData(RespondToCreatorInvitationMutation, { respondToCreatorInvitation: anInvitation({ status: 'ACCEPTED' }) }),
      gqlData(MyInvitationsQuery, { myInvitations: [anInvitation()] }),
      gqlData(KeyCampaignForCreatorQuery, creatorCampaign({ needsAgreement: false })),
    ],
  }),
  play: async ({ canvas }) => {
    const invitation = await canvas.findByRole('region', { name: 'Your invitation' });
    await expect(within(invitation).getByText('Key campaign from Northern Lights Games')).toBeVisible();
    await userEvent.click(within(invitation).getByRole('button', { name: 'Accept' }));
    await expect(await within(document.body).findByText(/Invitation accepted/)).toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Your invitation' })).toBeNull();
  },
};

const widths = atEachWidth(ClaimOrAskForMore);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
