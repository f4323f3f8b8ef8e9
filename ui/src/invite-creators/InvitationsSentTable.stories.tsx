import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { atWidth, expectNoSidewaysScroll, viewportParameters } from '../story-helpers/shell-fixtures.tsx';
import { InvitationsSentTable, type SentInvitation } from './InvitationsSentTable.tsx';

const invitations: SentInvitation[] = [
  { id: 'i-1', invitee: 'anna@example.com', inviteType: 'EMAIL', invitedAt: '2026-03-02T09:15:00.000Z', status: 'ACCEPTED' },
  { id: 'i-2', invitee: 'Björn Plays', inviteType: 'USERID', invitedAt: '2026-03-10T14:00:00.000Z', status: 'PENDING' },
  { id: 'i-3', invitee: 'cleo@example.com', inviteType: 'EMAIL', invitedAt: '2026-03-05T08:00:00.000Z', status: 'REJECTED' },
];

const meta = {
  title: 'Keys/Invitations sent table',
  component: InvitationsSentTable,
  args: { invitations },
  parameters: viewportParameters,
} satisfies Meta<typeof InvitationsSentTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first, times in Stockholm, each with its invite type and answer. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('Björn PlaysUser id10 Mar 2026, 15:00 CETPending');
    await expect(rows[3]).toHaveTextContent('anna@example.comEmail2 Mar 2026, 10:15 CETAccepted');
  },
};

/** An expired or pending email invite can be sent again; answered ones and user id invites cannot. */
/** The selected invitations go to "Add to list" (the page adds their creators). */
export const AddToList: Story = {
  args: { onAddToList: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Björn Plays' }));
    await userEvent.click(within(canvas.getByRole('region', { name: 'Bulk actions' })).getByRole('button', { name: 'Add to list' }));
    await expect(args.onAddToList).toHaveBeenCalledWith(['i-2']);
  },
};

export const SendAgain: Story = {
  args: {
    invitations: [
      ...invitations,
      { id: 'i-4', invitee: 'dana@example.com', inviteType: 'EMAIL', invitedAt: '2026-02-01T08:00:00.000Z', status: 'EXPIRED' },
    ],
    onResend: fn(),
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Expired')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Send again to/ })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Send again to dana@example.com' }));
    await expect(args.onResend).toHaveBeenCalledWith(expect.objectContaining({ id: 'i-4' }));
  },
};

export const Resending: Story = {
  args: { ...SendAgain.args, resendingId: 'i-4' },
  play: async ({ canvas }) =>
    expect(canvas.getByRole('button', { name: 'Send again to dana@example.com' })).toHaveAttribute('aria-busy', 'true'),
};

export const Empty: Story = {
  args: { invitations: [] },
  play: async ({ canvas }) => expect(canvas.getByRole('heading', { name: 'No invitations sent yet' })).toBeVisible(),
};

export const Phone: Story = { globals: atWidth('phone'), play: () => expectNoSidewaysScroll() };
