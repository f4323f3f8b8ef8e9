import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ResendVerificationEmailMutation, VerifyEmailMutation } from '../../apps/web/src/accounts/operations/accounts.operations.ts';
import { gqlData, gqlError, gqlPending } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';
import { VerifyEmailPage } from '../../apps/web/src/accounts/pages/VerifyEmailPage.tsx';
import { rememberReturnAfterVerify } from '../../apps/web/src/shared/routing/verify-return.ts';

const meta = {
  title: 'Pages/Accounts/Verify email',
  component: VerifyEmailPage,
  ...pageMeta({ url: '/verify-email?token=verify-token-1' }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const expired = gqlError(VerifyEmailMutation, { code: 'ACCOUNT.VERIFY_LINK_INVALID', message: 'This link has expired.' });

export const Loading: Story = {
  parameters: pageAt({ network: [gqlPending(VerifyEmailMutation)] }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Verify email');
    await expect(canvas.getByText('Verifying your email address…')).toBeVisible();
  },
};

export const Verified: Story = {
  parameters: pageAt({ network: [gqlData(VerifyEmailMutation, { verifyEmail: true })] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Email verified')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  },
};

/** Registered from a program's join flow: once verified, Log in leads back to that join flow. */
export const VerifiedBackToJoin: Story = {
  parameters: pageAt({ network: [gqlData(VerifyEmailMutation, { verifyEmail: true })] }),
  beforeEach: () => {
    rememberReturnAfterVerify('/creator-programs/program-1/join');
    return () => rememberReturnAfterVerify(null);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Email verified')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?callbackUrl=%2Fcreator-programs%2Fprogram-1%2Fjoin',
    );
  },
};

/** Signed out, a failed link only points back to log in (the resend needs an account). */
export const Error: Story = {
  parameters: pageAt({ network: [expired] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Verification failed')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /resend/i })).not.toBeInTheDocument();
  },
};

/** Signed in, the person can ask for a new link right there. */
export const ErrorSignedIn: Story = {
  parameters: pageAt({
    role: 'creator',
    network: [expired, gqlData(ResendVerificationEmailMutation, { resendVerificationEmail: { message: 'We sent a new link.' } })],
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /resend/i }));
    await expect(await canvas.findByText('We sent a new link.')).toBeVisible();
  },
};

const widths = atEachWidth(Verified);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
