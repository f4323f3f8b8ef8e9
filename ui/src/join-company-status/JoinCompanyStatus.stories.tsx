import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { JoinCompanyStatus } from './JoinCompanyStatus.tsx';

const meta = {
  title: 'Accounts/Join company status',
  component: JoinCompanyStatus,
  args: { state: 'joining', companyName: 'Northern Lights Games' },
} satisfies Meta<typeof JoinCompanyStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Joining: Story = {};

export const Joined: Story = {
  args: { state: 'joined' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('You joined Northern Lights Games');
  },
};

export const Failed: Story = {
  args: { state: 'failed', companyName: undefined, errorMessage: 'The link may be invalid or expired.' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong when joining the company');
    await expect(alert).toHaveTextContent('new invitation link');
  },
};

export const SignedOut: Story = {
  args: { state: 'signed-out', returnTo: '/company/join?token=abc' },
  play: async ({ canvas }) => {
    const back = encodeURIComponent('/company/join?token=abc');
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', `/login?callbackUrl=${back}`);
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', `/register?callbackUrl=${back}`);
  },
};

/** A creator opened the link: joining would end the creator account, so the page asks first. */
export const CreatorConfirms: Story = {
  args: { state: 'confirm-creator', companyName: 'Northern Lights Games', onConfirmCreator: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/turns it into a company account/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Stay a creator' })).toHaveAttribute('href', '/creator/home');
    await userEvent.click(canvas.getByRole('button', { name: 'Join as a company member' }));
    await expect(args.onConfirmCreator).toHaveBeenCalled();
  },
};

/** Signed out, the invitee can say no without an account. */
export const Decline: Story = {
  args: { state: 'signed-out', onDecline: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Decline invitation' }));
    await expect(args.onDecline).toHaveBeenCalled();
  },
};

export const Declined: Story = {
  args: { state: 'declined' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('You declined the invitation to Northern Lights Games');
  },
};
