import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RegisterCreatorMutation } from '../../apps/web/src/accounts/operations/accounts.operations.ts';
import { creatorValues, usernameTaken } from '../../ui/src/story-helpers/fixtures.ts';
import { clickButton, expectBusy, expectFieldError, fillFields } from '../../ui/src/story-helpers/form-play.ts';
import { gqlData, gqlError, gqlPending } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';
import { RegisterCreatorPage } from '../../apps/web/src/accounts/pages/RegisterCreatorPage.tsx';

const meta = {
  title: 'Pages/Accounts/Register creator',
  component: RegisterCreatorPage,
  ...pageMeta({ url: '/register/creator' }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const SUBMIT = 'Create creator account';

async function register(context: StoryContext) {
  await findPageHeading(context.canvas, 'Create a creator account');
  await fillFields(context, { Email: creatorValues.email, Username: creatorValues.username, Password: creatorValues.password });
  await context.userEvent.click(context.canvas.getByRole('checkbox'));
  await clickButton(context, SUBMIT);
}

export const Empty: Story = {
  play: async (context) => {
    await findPageHeading(context.canvas, 'Create a creator account');
    await clickButton(context, SUBMIT);
    await expectFieldError(context.canvas, 'Email', 'Email is required.');
    await expectFieldError(context.canvas, 'Username', 'Username is required.');
  },
};

export const Filled: Story = {
  parameters: pageAt({ network: [gqlData(RegisterCreatorMutation, { registerCreator: { userId: 'u-new', userType: 'Creator' } })] }),
  play: async (context) => {
    await register(context);
    await findPageHeading(context.canvas, 'Account created');
    await expect(context.canvas.getByText(creatorValues.email)).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: pageAt({ network: [gqlError(RegisterCreatorMutation, usernameTaken)] }),
  play: async (context) => {
    await register(context);
    await expectFieldError(context.canvas, 'Username', usernameTaken.message);
  },
};

export const Loading: Story = {
  parameters: pageAt({ network: [gqlPending(RegisterCreatorMutation)] }),
  play: async (context) => {
    await register(context);
    await expectBusy(context.canvas, SUBMIT);
  },
};

const widths = atEachWidth(Empty);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
