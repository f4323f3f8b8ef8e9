import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RegisterCompanyMutation } from '../../apps/web/src/accounts/operations/accounts.operations.ts';
import { companyValues, usernameTaken } from '../../ui/src/story-helpers/fixtures.ts';
import { clickButton, expectBusy, expectFieldError, fillFields } from '../../ui/src/story-helpers/form-play.ts';
import { gqlData, gqlError, gqlPending } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';
import { RegisterCompanyPage } from '../../apps/web/src/accounts/pages/RegisterCompanyPage.tsx';

const meta = {
  title: 'Pages/Accounts/Register company',
  component: RegisterCompanyPage,
  ...pageMeta({ url: '/register/company' }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const SUBMIT = 'Create company account';

async function register(context: StoryContext) {
  await findPageHeading(context.canvas, 'Create a company account');
  const { companyName, website, email, username, password } = companyValues;
  await fillFields(context, {
    'Company name': companyName,
    'Company website': website,
    Email: email,
    Username: username,
    Password: password,
  });
  await context.userEvent.selectOptions(context.canvas.getByLabelText('Company type'), companyValues.companyType);
  await context.userEvent.click(context.canvas.getByRole('checkbox'));
  await clickButton(context, SUBMIT);
}

export const Empty: Story = {
  play: async (context) => {
    await findPageHeading(context.canvas, 'Create a company account');
    await clickButton(context, SUBMIT);
    await expectFieldError(context.canvas, 'Company name', 'Company name is required.');
    await expectFieldError(context.canvas, 'Email', 'Email is required.');
    await expectFieldError(context.canvas, 'Username', 'Username is required.');
  },
};

export const Filled: Story = {
  parameters: pageAt({ network: [gqlData(RegisterCompanyMutation, { registerCompany: { userId: 'u-new', userType: 'Company' } })] }),
  play: async (context) => {
    await register(context);
    await findPageHeading(context.canvas, 'Account created');
    await expect(context.canvas.getByText(companyValues.email)).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: pageAt({ network: [gqlError(RegisterCompanyMutation, usernameTaken)] }),
  play: async (context) => {
    await register(context);
    await expectFieldError(context.canvas, 'Username', usernameTaken.message);
  },
};

export const Loading: Story = {
  parameters: pageAt({ network: [gqlPending(RegisterCompanyMutation)] }),
  play: async (context) => {
    await register(context);
    await expectBusy(context.canvas, SUBMIT);
  },
};

const widths = atEachWidth(Empty);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
