import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RequestPasswordResetMutation } from '../../apps/web/src/accounts/operations/accounts.operations.ts';
import { clickButton, expectBusy, expectFieldError, fillFields } from '../../ui/src/story-helpers/form-play.ts';
import { gqlData, gqlError, gqlPending } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { expectAlert, findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';
import { ResetPasswordPage } from '../../apps/web/src/accounts/pages/ResetPasswordPage.tsx';

const meta = {
  title: 'Pages/Accounts/Reset password',
  component: ResetPasswordPage,
  ...pageMeta({ url: '/reset-password' }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const SUBMIT = 'Send reset link';

async function requestLink(context: StoryContext) {
  await findPageHeading(context.canvas, 'Reset password');
  await fillFields(context, { Email: 'anna@example.com' });
  await clickButton(context, SUBMIT);
}

export const Empty: Story = {
  play: async (context) => {
    await findPageHeading(context.canvas, 'Reset password');
    await clickButton(context, SUBMIT);
    await expectFieldError(context.canvas, 'Email', 'Email is required.');
  },
};

export const Filled: Story = {
  parameters: pageAt({ network: [gqlData(RequestPasswordResetMutation, { requestPasswordReset: { message: 'Check your inbox.' } })] }),
  play: async (context) => {
    await requestLink(context);
    await expect(await context.canvas.findByRole('status')).toHaveTextContent('Check your inbox');
  },
};

export const ServerError: Story = {
  parameters: pageAt({
    network: [gqlError(RequestPasswordResetMutation, { code: '1403', message: 'Too many reset attempts. Please try again later.' })],
  }),
  play: async (context) => {
    await requestLink(context);
    await expectAlert(context.canvas, 'Too many reset attempts. Please try again later.');
  },
};

export const Loading: Story = {
  parameters: pageAt({ network: [gqlPending(RequestPasswordResetMutation)] }),
  play: async (context) => {
    await requestLink(context);
    await expectBusy(context.canvas, SUBMIT);
  },
};

const widths = atEachWidth(Empty);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
