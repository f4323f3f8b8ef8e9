import type { Meta, StoryObj } from '@storybook/react-vite';
import { RegisterCompanyMutation } from '../../apps/web/src/accounts/operations/accounts.operations.ts';
import { companyValues } from '../../ui/src/story-helpers/fixtures.ts';
import { fillFields } from '../../ui/src/story-helpers/form-play.ts';
import { pageMeta } from '../support/page.tsx';
import { atEachWidth } from '../support/viewports.ts';
import { RegisterCompanyPage } from '../../apps/web/src/accounts/pages/RegisterCompanyPage.tsx';
import { registerPageStories } from './register-page-stories.ts';

const meta = {
  title: 'Pages/Accounts/Register company',
  component: RegisterCompanyPage,
  ...pageMeta({ url: '/register/company' }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const stories = registerPageStories({
  heading: 'Create a company account',
  submit: 'Create company account',
  required: { 'Company name': 'Company name is required.', Email: 'Email is required.', Username: 'Username is required.' },
  fill: async (context) => {
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
  },
  mutation: RegisterCompanyMutation,
  registered: { registerCompany: { userId: 'u-new', userType: 'Company' } },
  email: companyValues.email,
});

export const Empty: Story = stories.Empty;
export const Filled: Story = stories.Filled;
export const ServerError: Story = stories.ServerError;
export const Loading: Story = stories.Loading;

const widths = atEachWidth(Empty);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
