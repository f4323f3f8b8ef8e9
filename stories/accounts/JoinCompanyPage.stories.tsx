import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { JoinCompanyMutation, RejectCompanyInvitationMutation } from '../../apps/web/src/accounts/operations/company-members.operations.ts';
import { gqlData, gqlError, gqlPending } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';
import { JoinCompanyPage } from '../../apps/web/src/accounts/pages/JoinCompanyPage.tsx';

const TOKEN = 'invite-token-1';
const URL = `/company/join?token=${TOKEN}`;
const meta = { title: 'Pages/Accounts/Join company', component: JoinCompanyPage, ...pageMeta({ url: URL }) } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out: log in (coming back to this link) or sign up straight into the company. */
export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Join company');
    const back = `?callbackUrl=${encodeURIComponent(URL)}`;
    await expect(await canvas.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', `/login${back}`);
    // The invitee signs up with the account's fields only; the invitation names the company.
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', `/register/member?token=${TOKEN}`);
  },
};

/** Signed out, the invitee declines: the company owner will see the invitation rejected. */
export const Declined: Story = {
  parameters: pageAt({ network: [gqlData(RejectCompanyInvitationMutation, { rejectCompanyInvitation: 'Northern Lights Games' })] }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Decline invitation' }));
    await expect(await canvas.findByText(/You declined the invitation to Northern Lights Games/)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: pageAt({ role: 'user', network: [gqlPending(JoinCompanyMutation)] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Joining the company…')).toBeVisible();
  },
};

export const Joined: Story = {
  parameters: pageAt({
    role: 'user',
    network: [gqlData(JoinCompanyMutation, { joinCompany: { id: 'c-1', name: 'Northern Lights Games', isVerified: true } })],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You joined Northern Lights Games')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to your home page' })).toHaveAttribute('href', '/home');
  },
};

export const Error: Story = {
  parameters: pageAt({
    role: 'user',
    network: [gqlError(JoinCompanyMutation, { code: 'COMPANY.JOIN_FAILED', message: 'Joining failed.' })],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Something went wrong when joining the company')).toBeVisible();
    await expect(canvas.getByText('The link may be invalid or expired.')).toBeVisible();
  },
};

const widths = atEachWidth(SignedOut);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
