import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { MeQuery, UpdateProfileMutation } from '../../apps/web/src/accounts/operations/accounts.operations.ts';
import { clickButton, expectBusy, expectFieldError, fillFields } from '../../ui/src/story-helpers/form-play.ts';
import { accountOf } from '../support/fixtures.ts';
import { gqlData, gqlError, gqlPending } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { loadingStory, refusedStory } from '../support/states.ts';
import { atEachWidth } from '../support/viewports.ts';
import { UserSettingsPage } from '../../apps/web/src/accounts/pages/UserSettingsPage.tsx';

const meta = {
  title: 'Pages/Accounts/User settings',
  component: UserSettingsPage,
  ...pageMeta({ url: '/user/settings', role: 'creator' }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Fills and sends the profile form (the password form below has its own "Current password"). */
async function saveProfile(context: StoryContext, values: Record<string, string>) {
  await findPageHeading(context.canvas, 'Settings');
  const profile = within(context.canvas.getByRole('region', { name: 'Profile' }));
  await fillFields({ ...context, canvas: profile }, { ...values, 'Current password': 'secret123' });
  await clickButton(context, 'Save profile');
  return profile;
}

export const Loading: Story = loadingStory(MeQuery);

export const Error: Story = refusedStory(MeQuery, { code: 'INTERNAL', message: 'Something went wrong. Please try again.' });

export const Filled: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Settings');
    await expect(canvas.getByLabelText('Display name')).toHaveValue('Anna Streams');
    await expect(canvas.getByLabelText('Email')).toHaveValue('annastreams@example.com');
    await expect(canvas.getByRole('button', { name: 'Delete account' })).toBeVisible();
    // The way to the topics: the genres the creator follows, then the rest, each its own page.
    const topics = within(canvas.getByRole('region', { name: 'Topics' }));
    await expect(await topics.findByRole('link', { name: 'RPG' })).toHaveAttribute('href', '/user/topics/rpg');
    await expect(within(topics.getByRole('list', { name: 'Topics you follow' })).getAllByRole('link')).toHaveLength(2);
    await expect(within(topics.getByRole('list', { name: 'More topics' })).getByRole('link', { name: 'MMO' })).toHaveAttribute(
      'href',
      '/user/topics/mmo',
    );
  },
};

/** An unverified address: the reminder shows beside the email field, not also in the shell. */
export const Unverified: Story = {
  parameters: pageAt({ network: [gqlData(MeQuery, { me: accountOf('creator', { emailVerified: false }) })] }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Settings');
    await expect(canvas.getAllByText(/annastreams@example.com/).length).toBeGreaterThan(0);
    await expect(canvas.getAllByRole('button', { name: /resend/i })).toHaveLength(1);
  },
};

/** An OAuth sign-up with no address from the platform: no reminder to verify the placeholder, an empty field for a real one. */
export const OAuthPlaceholderEmail: Story = {
  parameters: pageAt({
    role: 'user',
    network: [gqlData(MeQuery, { me: accountOf('user', { emailVerified: false, email: 'u-user@users.lurkit.invalid' }) })],
  }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Settings');
    await expect(canvas.queryByText(/users\.lurkit\.invalid/)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /resend/i })).not.toBeInTheDocument();
    await expect(canvas.getByLabelText('Email')).toHaveValue('');
    // The account never had a password it knows: its first address is saved without one.
    await expect(within(canvas.getByRole('region', { name: 'Profile' })).queryByLabelText('Current password')).toBeNull();
  },
};

/** The server refuses the new display name: the message sits at that field. */
export const ServerError: Story = {
  parameters: pageAt({
    network: [gqlError(UpdateProfileMutation, { code: '1006', message: 'This display name is already taken.', field: 'displayName' })],
  }),
  play: async (context) => {
    const profile = await saveProfile(context, { 'Display name': 'AnnaPlays' });
    await expectFieldError(profile, 'Display name', 'This display name is already taken.');
  },
};

export const Saving: Story = {
  parameters: pageAt({ network: [gqlPending(UpdateProfileMutation)] }),
  play: async (context) => {
    await saveProfile(context, { 'Display name': 'AnnaPlays' });
    await waitFor(() => expectBusy(context.canvas, 'Save profile'));
  },
};

/** A company owner sees the same settings inside the company shell. */
export const CompanyOwner: Story = {
  parameters: pageAt({ role: 'companyOwner' }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Settings');
    await expect(canvas.getByLabelText('Display name')).toHaveValue('Olivia');
    // Topics are a creator's interests: a company user has none.
    await expect(canvas.queryByRole('region', { name: 'Topics' })).toBeNull();
  },
};

/** A User account (no company, no channel): the page takes the full width, without side panels. */
export const UserAccount: Story = {
  parameters: pageAt({ role: 'user' }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Settings');
    await expect(canvas.queryByRole('complementary', { name: 'Menu' })).not.toBeInTheDocument();
  },
};

const widths = atEachWidth(Filled);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
