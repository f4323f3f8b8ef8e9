import type { Meta, StoryObj } from '@storybook/react-vite';
import { RegisterCreatorMutation } from '../../apps/web/src/accounts/operations/accounts.operations.ts';
import { creatorValues } from '../../ui/src/story-helpers/fixtures.ts';
import { pageMeta } from '../support/page.tsx';
import { atEachWidth } from '../support/viewports.ts';
import { RegisterCreatorPage } from '../../apps/web/src/accounts/pages/RegisterCreatorPage.tsx';
import { fillAccountFields, registerPageStories } from './register-page-stories.ts';

const meta = {
  title: 'Pages/Accounts/Register creator',
  component: RegisterCreatorPage,
  ...pageMeta({ url: '/register/creator' }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const stories = registerPageStories({
  heading: 'Create a creator account',
  submit: 'Create creator account',
  required: { Email: 'Email is required.', Username: 'Username is required.' },
  fill: fillAccountFields,
  mutation: RegisterCreatorMutation,
  registered: { registerCreator: { userId: 'u-new', userType: 'Creator' } },
  email: creatorValues.email,
});

export const Empty: Story = stories.Empty;
export const Filled: Story = stories.Filled;
export const ServerError: Story = stories.ServerError;
export const Loading: Story = stories.Loading;

const widths = atEachWidth(Empty);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
