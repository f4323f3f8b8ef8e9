import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RegisterCompanyMemberMutation } from '../../apps/web/src/accounts/operations/accounts.operations.ts';
import { creatorValues } from '../../ui/src/story-helpers/fixtures.ts';
import { pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';
import { RegisterCompanyMemberPage } from '../../apps/web/src/accounts/pages/RegisterCompanyMemberPage.tsx';
import { fillAccountFields, registerPageStories } from './register-page-stories.ts';

const meta = {
  title: 'Pages/Accounts/Register company member',
  component: RegisterCompanyMemberPage,
  ...pageMeta({ url: '/register/member?token=invite-token-1' }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const HEADING = 'Create your account to join your company';
const stories = registerPageStories({
  heading: HEADING,
  submit: 'Create account and join',
  required: { Email: 'Email is required.', Username: 'Username is required.' },
  fill: fillAccountFields,
  mutation: RegisterCompanyMemberMutation,
  registered: { registerCompanyMember: { userId: 'u-new', userType: 'Company' } },
  email: creatorValues.email,
});

/** The invitation names the company: no company name, type or website is asked. */
export const Empty: Story = {
  play: async (context) => {
    await findPageHeading(context.canvas, HEADING);
    await expect(context.canvas.queryByLabelText(/company name/i)).toBeNull();
    await stories.Empty.play(context);
  },
};
export const Filled: Story = stories.Filled;
export const ServerError: Story = stories.ServerError;
export const Loading: Story = stories.Loading;

const widths = atEachWidth(Empty);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
