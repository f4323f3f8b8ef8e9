import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ReceivedInvitationCard } from './ReceivedInvitationCard.tsx';
import { pendingInvitation } from './received-invitation-fixtures.ts';

const meta = {
  title: 'Invitations/Received invitation',
  component: ReceivedInvitationCard,
  args: { invitation: pendingInvitation, activationHref: '/campaigns/kc-1', onAccept: fn(), onReject: fn() },
} satisfies Meta<typeof ReceivedInvitationCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pending: the activation, the company, when it was sent and until when to answer; Accept and Reject. */
export const Pending: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Key campaign from Demo Studio')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Moonlight Drifters keys' })).toHaveAttribute('href', '/campaigns/kc-1');
    await expect(canvas.getByText('Pending')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Accept' }));
    await expect(args.onAccept).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Reject' }));
    await expect(args.onReject).toHaveBeenCalledOnce();
  },
};

export const Accepting: Story = {
  args: { busy: 'accept' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Accept' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Reject' })).toBeDisabled();
  },
};

/** The campaign refused the creator: the reason shows, the invitation stays open. */
export const Refused: Story = {
  args: { error: 'Requirements not met: Creators in Sweden only.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Creators in Sweden only.');
    await expect(canvas.getByRole('button', { name: 'Accept' })).toBeEnabled();
  },
};

export const Accepted: Story = {
  args: { invitation: { ...pendingInvitation, status: 'ACCEPTED', respondedAt: '2026-03-11T09:00:00.000Z' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/You accepted this invitation on/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Accept' })).toBeNull();
  },
};

export const Rejected: Story = {
  args: { invitation: { ...pendingInvitation, status: 'REJECTED', respondedAt: '2026-03-11T09:00:00.000Z' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/You rejected this invitation/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Reject' })).toBeNull();
  },
};

export const Expired: Story = {
  args: { invitation: { ...pendingInvitation, status: 'EXPIRED' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/has expired/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Accept' })).toBeNull();
  },
};

/** Spec 4: Mission and Creator Program invitations are accepted or left, never rejected. */
export const NotRejectable: Story = {
  args: { invitation: { ...pendingInvitation, activationType: 'MISSION', activationName: 'Stream week', canReject: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Mission from Demo Studio')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Reject' })).toBeNull();
  },
};

export const LightTheme: Story = { ...Pending, globals: { theme: 'light' } };
