import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ResetPasswordMutation } from '../../apps/web/src/accounts/operations/accounts.operations.ts';
import { clickButton, expectBusy, expectFieldError, fillFields } from '../../ui/src/story-helpers/form-play.ts';
import { gqlData, gqlError, gqlPending } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';
import { NewPasswordPage } from '../../apps/web/src/accounts/pages/NewPasswordPage.tsx';

const meta = {
  title: 'Pages/Accounts/New password',
  component: NewPasswordPage,
  ...pageMeta({ url: '/new-password?token=reset-token-1' }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const SUBMIT = 'Save new password';

async function choosePassword(context: StoryContext) {
  await findPageHeading(context.canvas, 'Choose a new password');
  await fillFields(context, { 'New password': 'newsecret1', 'Confirm new password': 'newsecret1' });
  await clickButton(context, SUBMIT);
}

export const Empty: Story = {
  play: async (context) => {
    await findPageHeading(context.canvas, 'Choose a new password');
    await clickButton(context, SUBMIT);
    await expectFieldError(context.canvas, 'New password', 'Password is required.');
  },
};

export const Filled: Story = {
  parameters: pageAt({ network: [gqlData(ResetPasswordMutation, { resetPassword: true })] }),
  play: async (context) => {
    await choosePassword(context);
    await expect(await context.canvas.findByRole('status')).toHaveTextContent('Password changed');
  },
};

/** An expired link: the error offers a new one. */
export const ServerError: Story = {
  parameters: pageAt({
    network: [
      gqlError(ResetPasswordMutation, {
        code: 'ACCOUNT.RESET_LINK_INVALID',
        message: 'This password reset link has expired or is invalid. Please request a new link.',
      }),
    ],
  }),
  play: async (context) => {
    await choosePassword(context);
    const alert = within(await context.canvas.findByRole('alert'));
    await expect(alert.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/reset-password');
  },
};

export const Loading: Story = {
  parameters: pageAt({ network: [gqlPending(ResetPasswordMutation)] }),
  play: async (context) => {
    await choosePassword(context);
    await expectBusy(context.canvas, SUBMIT);
  },
};

const widths = atEachWidth(Empty);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
