import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  MyInvitationQuery,
  RespondToCreatorInvitationMutation,
} from '../../apps/web/src/invitations/operations/received-invitations.operations.ts';
import { InvitationPage } from '../../apps/web/src/invitations/pages/InvitationPage.tsx';
import { KeyCampaignForCreatorQuery } from '../../apps/web/src/keys/operations/creator-key-campaigns.operations.ts';
import { creatorCampaign } from '../keys/key-fixtures.ts';
import { gqlData, gqlError } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { expectAlert, findPageHeading } from '../support/play.ts';
import { loadingStory, refusedStory } from '../support/states.ts';
import { atEachWidth } from '../support/viewports.ts';
import { anInvitation } from './invitation-fixtures.ts';

const pending = anInvitation();
const missionInvitation = anInvitation({
  activationType: 'MISSION',
  activationId: 'mission-1',
  activationName: 'Clip the aurora',
  canReject: false,
});
const noAgreement = creatorCampaign({ needsAgreement: false, participation: null });

const meta = {
  title: 'Pages/Invitations/Invitation',
  component: InvitationPage,
  ...pageMeta({
    url: '/invitations/invitation-1',
    role: 'creator',
    network: [gqlData(MyInvitationQuery, { myInvitation: pending }), gqlData(KeyCampaignForCreatorQuery, noAgreement)],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = loadingStory(MyInvitationQuery);

/** The mail link: the campaign, the company, Accept and Reject; accepting says so and links the campaign. */
export const AcceptPending: Story = {
  parameters: pageAt({
    network: [
      gqlData(RespondToCreatorInvitationMutation, {
        respondToCreatorInvitation: { ...pending, status: 'ACCEPTED', respondedAt: '2026-11-21T09:00:00.000Z' },
      }),
      gqlData(MyInvitationQuery, { myInvitation: pending }),
      gqlData(KeyCampaignForCreatorQuery, noAgreement),
    ],
  }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Your invitation');
    await expect(canvas.getByText('Key campaign from Northern Lights Games')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Accept' }));
    await expect(await within(document.body).findByText(/Invitation accepted: Moonlight Drifters keys/)).toBeInTheDocument();
    await expect(await canvas.findByText(/You accepted this invitation/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open the Key campaign' })).toHaveAttribute('href', '/campaigns/campaign-1');
  },
};

/** A Mission invitation: accepting makes the creator a member of the Mission's Creator Program and joins the mission. */
export const AcceptMission: Story = {
  parameters: pageAt({
    network: [
      gqlData(RespondToCreatorInvitationMutation, {
        respondToCreatorInvitation: { ...missionInvitation, status: 'ACCEPTED', respondedAt: '2026-11-21T09:00:00.000Z' },
      }),
      gqlData(MyInvitationQuery, { myInvitation: missionInvitation }),
    ],
  }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Your invitation');
    await userEvent.click(await canvas.findByRole('button', { name: 'Accept' }));
    await expect(
      await within(document.body).findByText('Invitation accepted: you joined Clip the aurora as a member of its Creator Program.'),
    ).toBeInTheDocument();
  },
};

/** Special instructions or an embargo: accepting asks for the agreement first, then sends it. */
export const AcceptWithAgreement: Story = {
  parameters: pageAt({
    network: [
      gqlData(RespondToCreatorInvitationMutation, { respondToCreatorInvitation: { ...pending, status: 'ACCEPTED' } }),
      gqlData(MyInvitationQuery, { myInvitation: pending }),
      gqlData(KeyCampaignForCreatorQuery, creatorCampaign({ needsAgreement: true, participation: null })),
    ],
  }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Your invitation');
    await userEvent.click(canvas.getByRole('button', { name: 'Accept' }));
    const modal = await within(document.body).findByRole('dialog', { name: 'Special instructions and embargo' });
    await expect(canvas.queryByText(/You accepted/)).toBeNull();
    await userEvent.click(within(modal).getByLabelText('I have read and will honor the agreement'));
    await userEvent.click(within(modal).getByRole('button', { name: 'Accept' }));
    await expect(await canvas.findByText(/You accepted this invitation/)).toBeVisible();
  },
};

/** The campaign refuses the creator (spec 5: location and language always count): the reason shows. */
export const RefusedByRequirements: Story = {
  parameters: pageAt({
    network: [
      gqlError(RespondToCreatorInvitationMutation, {
        code: 'KEYS.REQUIREMENTS_NOT_MET',
        message: 'Requirements not met: Creators in Sweden only.',
      }),
      gqlData(MyInvitationQuery, { myInvitation: pending }),
      gqlData(KeyCampaignForCreatorQuery, noAgreement),
    ],
  }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Your invitation');
    await userEvent.click(canvas.getByRole('button', { name: 'Accept' }));
    await expectAlert(canvas, 'Creators in Sweden only.');
    await expect(canvas.getByRole('button', { name: 'Accept' })).toBeEnabled();
  },
};

export const Rejected: Story = {
  parameters: pageAt({
    network: [gqlData(MyInvitationQuery, { myInvitation: anInvitation({ status: 'REJECTED', respondedAt: '2026-11-21T09:00:00.000Z' }) })],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/You rejected this invitation/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Accept' })).toBeNull();
  },
};

export const Expired: Story = {
  parameters: pageAt({ network: [gqlData(MyInvitationQuery, { myInvitation: anInvitation({ status: 'EXPIRED' }) })] }),
  play: async ({ canvas }) => expect(await canvas.findByText(/has expired/)).toBeVisible(),
};

/** Someone else's invitation, or none: the server's not-found. */
export const NotFound: Story = refusedStory(MyInvitationQuery, {
  code: 'INVITATIONS.NOT_FOUND',
  message: 'This invitation does not exist.',
});

/** Signed out: login first, coming back to the invitation after. */
export const SignedOut: Story = {
  parameters: pageAt({ role: 'signedOut' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Forgot/ })).toBeVisible();
  },
};

const widths = atEachWidth(AcceptPending);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
