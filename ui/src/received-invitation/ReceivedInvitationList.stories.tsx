import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { pendingInvitation } from './received-invitation-fixtures.ts';
import { ReceivedInvitationList } from './ReceivedInvitationList.tsx';

const second = { ...pendingInvitation, id: 'inv-2', activationName: 'Ember Tide keys', companyName: 'Harbor Games' };

const meta = {
  title: 'Invitations/Open invitations',
  component: ReceivedInvitationList,
  args: {
    invitations: [pendingInvitation, second],
    activationHref: (invitation) => `/campaigns/${invitation.id}`,
    onAccept: fn(),
    onReject: fn(),
  },
} satisfies Meta<typeof ReceivedInvitationList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const list = canvas.getByRole('list', { name: 'Open invitations' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const ember = canvas.getByRole('article', { name: 'Invitation: Ember Tide keys' });
    await userEvent.click(within(ember).getByRole('button', { name: 'Accept' }));
    await expect(args.onAccept).toHaveBeenCalledWith(second);
  },
};

/** An answer on its way and a refusal show on their own invitation only. */
export const BusyAndRefused: Story = {
  args: {
    busy: { invitationId: 'inv-1', response: 'reject' },
    error: { invitationId: 'inv-2', message: 'Requirements not met: Creators in Sweden only.' },
  },
  play: async ({ canvas }) => {
    const moonlight = canvas.getByRole('article', { name: 'Invitation: Moonlight Drifters keys' });
    await expect(within(moonlight).getByRole('button', { name: 'Reject' })).toHaveAttribute('aria-busy', 'true');
    const ember = canvas.getByRole('article', { name: 'Invitation: Ember Tide keys' });
    await expect(within(ember).getByRole('alert')).toHaveTextContent('Sweden');
    await expect(within(moonlight).queryByRole('alert')).toBeNull();
  },
};

export const Empty: Story = {
  args: { invitations: [] },
  play: async ({ canvas }) => expect(canvas.getByRole('heading', { name: 'No open invitations' })).toBeVisible(),
};
