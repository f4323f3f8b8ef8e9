import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  MyInvitationToQuery,
  RespondToCreatorInvitationMutation,
} from '../../apps/web/src/invitations/operations/received-invitations.operations.ts';
import { QuestInvitedPage } from '../../apps/web/src/invitations/pages/QuestInvitedPage.tsx';
import { anInvitation } from '../invitations/invitation-fixtures.ts';
import { gqlData, gqlError } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { expectAlert, findPageHeading } from '../support/play.ts';
import { loadingStory } from '../support/states.ts';
import { atEachWidth } from '../support/viewports.ts';

const pending = anInvitation({
  activationType: 'QUEST',
  activationId: 'quest-1',
  activationName: 'Fjord Fishers launch streams',
  inviteType: 'USERID',
  expiresAt: null,
});

const meta = {
  title: 'Pages/Quests/Invited to a Quest',
  component: QuestInvitedPage,
  ...pageMeta({
    url: '/campaigns/quests/quest-1/invited',
    role: 'creator',
    network: [
      gqlData(MyInvitationToQuery, { myInvitationTo: pending }),
      gqlData(RespondToCreatorInvitationMutation, {
        respondToCreatorInvitation: { ...pending, status: 'ACCEPTED', respondedAt: '2026-11-21T09:00:00.000Z' },
      }),
    ],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A hidden Quest's invitation: accepting it says so and opens the Quest. */
export const Accept: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Your invitation');
    await expect(canvas.getByText('Quest from Northern Lights Games')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Accept' }));
    await expect(await within(document.body).findByText(/Invitation accepted: Fjord Fishers launch streams/)).toBeInTheDocument();
    await expect(await canvas.findByRole('link', { name: 'Open the Quest' })).toHaveAttribute('href', '/campaigns/quests/quest-1');
  },
};

/** Quest invitations can be rejected (spec 4); the company is told. */
export const Reject: Story = {
  parameters: pageAt({
    network: [
      gqlData(MyInvitationToQuery, { myInvitationTo: pending }),
      gqlData(RespondToCreatorInvitationMutation, {
        respondToCreatorInvitation: { ...pending, status: 'REJECTED', respondedAt: '2026-11-21T09:00:00.000Z' },
      }),
    ],
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Reject' }));
    await expect(await within(document.body).findByText('Invitation rejected. The company has been told.')).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Open the Quest' })).toBeNull();
  },
};

/** A creator the company did not invite is told so; nothing of the Quest shows. */
export const NotInvited: Story = {
  parameters: pageAt({
    network: [gqlError(MyInvitationToQuery, { code: 'INVITATIONS.NOT_FOUND', message: 'This invitation does not exist.' })],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'You have not been invited to this Quest' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse open Quests' })).toHaveAttribute('href', '/campaigns/quests/browse');
    await expect(canvas.queryByRole('button', { name: 'Accept' })).toBeNull();
  },
};

/** An email invitation to an address not yet verified asks for the verification first. */
export const EmailNotVerified: Story = {
  parameters: pageAt({
    network: [
      gqlError(MyInvitationToQuery, {
        code: 'INVITATIONS.EMAIL_NOT_VERIFIED',
        message: 'Verify your email address to open this invitation: it was sent to that address.',
      }),
    ],
  }),
  play: async ({ canvas }) => expectAlert(canvas, 'Verify your email address to open this invitation: it was sent to that address.'),
};

export const Loading: Story = loadingStory(MyInvitationToQuery);

const widths = atEachWidth(Accept);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
