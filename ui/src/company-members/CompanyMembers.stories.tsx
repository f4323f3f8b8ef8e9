import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { expiredInvitation, member, owner, pendingInvitation, rejectedInvitation } from '../story-helpers/company-fixtures.ts';
import { clickButton, expectBusy, expectFieldError, fillFields } from '../story-helpers/form-play.ts';
import { CompanyMembers } from './CompanyMembers.tsx';
import { MemberRow } from './MemberRow.tsx';
import { TitleEditor } from './TitleEditor.tsx';
import { InviteMemberForm } from './InviteMemberForm.tsx';
import { InvitationsTable } from './InvitationsTable.tsx';

const meta = {
  title: 'Accounts/Company members',
  // Parts rendered inside this component; listed so the docs page shows their props.
  subcomponents: { MemberRow, TitleEditor, InviteMemberForm, InvitationsTable },
  component: CompanyMembers,
  args: {
    companyName: 'Northern Lights Games',
    viewerIsOwner: true,
    members: [owner, member],
    invitations: [pendingInvitation, expiredInvitation, rejectedInvitation],
    onInvite: fn(),
    onResend: fn(),
    onRemove: fn(),
    onUpdateTitle: fn(),
    inviteError: null,
    inviting: false,
    busyIds: [],
    actionError: null,
  },
} satisfies Meta<typeof CompanyMembers>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
/** The table row that starts with the given text (a member's name or an invitation's email). */
const rowOf = (canvas: Canvas, start: string) => within(canvas.getByRole('row', { name: new RegExp(`^${start}`) }));

export const OwnerView: Story = {
  play: async ({ canvas }) => {
    await expect(rowOf(canvas, 'Olivia').getByText('Owner')).toBeVisible();
    // Joined 23:30 UTC on 15 January is already the 16th in Stockholm.
    await expect(rowOf(canvas, 'Olivia').getByText('16 Jan 2026, 00:30 CET')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Remove Olivia' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Remove Mattias' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send invitation' })).toBeVisible();
  },
};

/** An invitee who declined shows as Rejected, and the owner may ask them again. */
export const RejectedInvitation: Story = {
  play: async ({ canvas }) => {
    await expect(rowOf(canvas, 'kim@').getByText('Rejected')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Invite again kim@northernlights.example' })).toBeVisible();
  },
};

export const MemberView: Story = {
  args: { viewerIsOwner: false },
  play: async ({ canvas }) => {
    await expect(rowOf(canvas, 'Olivia').getByText('Owner')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Remove|Edit title|Resend|Send invitation/ })).not.toBeInTheDocument();
    await expect(canvas.queryByLabelText('Email address')).not.toBeInTheDocument();
  },
};

export const Invite: Story = {
  play: async (context) => {
    await fillFields(context, { 'Email address': 'Sara@Example.com' });
    await clickButton(context, 'Send invitation');
    await expect(context.args.onInvite).toHaveBeenCalledWith('sara@example.com');
  },
};

export const InviteInvalidEmail: Story = {
  play: async (context) => {
    await fillFields(context, { 'Email address': 'not-an-email' });
    await clickButton(context, 'Send invitation');
    await expectFieldError(context.canvas, 'Email address', 'Please enter a valid email address.');
    await expect(context.args.onInvite).not.toHaveBeenCalled();
  },
};

export const InviteServerError: Story = {
  args: { inviteError: { code: 'COMPANY.ALREADY_MEMBER', message: 'This person is already a member.', field: 'email' } },
  play: async ({ canvas }) => expectFieldError(canvas, 'Email address', 'This person is already a member.'),
};

export const Inviting: Story = {
  args: { inviting: true },
  play: async ({ canvas }) => expectBusy(canvas, 'Send invitation'),
};

export const RemoveConfirmation: Story = {
  play: async (context) => {
    await clickButton(context, 'Remove Mattias');
    const dialog = context.canvas.getByRole('dialog', { name: 'Remove Mattias from Northern Lights Games?' });
    await expect(context.args.onRemove).not.toHaveBeenCalled();
    await context.userEvent.click(within(dialog).getByRole('button', { name: 'Remove member' }));
    await expect(context.args.onRemove).toHaveBeenCalledWith('u-member');
    await expect(context.canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const RemoveCancelled: Story = {
  play: async (context) => {
    await clickButton(context, 'Remove Mattias');
    await context.userEvent.keyboard('{Escape}');
    await expect(context.canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(context.args.onRemove).not.toHaveBeenCalled();
  },
};

export const ExpiredInvitationResend: Story = {
  play: async (context) => {
    const row = rowOf(context.canvas, expiredInvitation.email);
    await expect(row.getByText('Expired')).toBeVisible();
    await context.userEvent.click(row.getByRole('button', { name: /^Resend/ }));
    await expect(context.args.onResend).toHaveBeenCalledWith(expiredInvitation.id);
  },
};

export const EditTitle: Story = {
  play: async (context) => {
    await clickButton(context, 'Edit title of Mattias');
    await fillFields(context, { 'Title of Mattias': 'Community manager' });
    await clickButton(context, 'Save');
    await expect(context.args.onUpdateTitle).toHaveBeenCalledWith('u-member', 'Community manager');
  },
};

export const Busy: Story = {
  args: { busyIds: [member.userId, expiredInvitation.id] },
  play: async ({ canvas }) => {
    await expectBusy(canvas, 'Remove Mattias');
    await expectBusy(canvas, `Resend invitation to ${expiredInvitation.email}`);
  },
};

export const ActionError: Story = {
  args: { actionError: 'Only the company owner can do this.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Only the company owner can do this.');
  },
};

export const NoInvitations: Story = {
  args: { invitations: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No open invitations.')).toBeVisible();
  },
};

/** The light theme must pass the same contrast checks as the default dark one. */
export const LightTheme: Story = {
  ...ActionError,
  globals: { theme: 'light' },
};
