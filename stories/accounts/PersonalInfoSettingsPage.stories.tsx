import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MyProfileQuery, SavePersonalInfoMutation } from '../../apps/web/src/accounts/operations/profile.operations.ts';
import { PersonalInfoSettingsPage } from '../../apps/web/src/accounts/pages/PersonalInfoSettingsPage.tsx';
import { gqlData, gqlError, gqlPending } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { expectLoadingLine, findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';
import { savedProfile } from './profile-fixtures.ts';

const meta = {
  title: 'Pages/Accounts/Settings: Personal Info',
  component: PersonalInfoSettingsPage,
  ...pageMeta({
    url: '/user/settings/personal-info',
    role: 'creator',
    network: [
      gqlData(MyProfileQuery, { myProfile: savedProfile }),
      gqlData(SavePersonalInfoMutation, { savePersonalInfo: { ...savedProfile, language: 'en' } }),
    ],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The tab bar names all six tabs; the locked country says so; saving ends in a toast. */
export const Filled: Story = {
  play: async ({ canvas, userEvent }) => {
    await findPageHeading(canvas, 'Personal Info');
    const tabs = canvas.getByRole('tablist', { name: 'User settings' });
    await expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Personal Info', 'Address', 'Connections', 'Notifications', 'Payment', 'Settings']);
    await expect(await canvas.findByLabelText('Country')).toBeDisabled();
    await userEvent.selectOptions(canvas.getByLabelText('Language'), 'en');
    await userEvent.click(canvas.getByRole('button', { name: 'Save personal info' }));
    await expect(await within(document.body).findByText('Personal info saved.')).toBeInTheDocument();
  },
};

export const LanguageLocked: Story = {
  parameters: pageAt({
    network: [
      gqlData(MyProfileQuery, { myProfile: savedProfile }),
      gqlError(SavePersonalInfoMutation, {
        code: 'PROFILE.LANGUAGE_CHANGE_LOCKED',
        message: 'Your language can be changed once every three months. You can change it again from 2027-01-01.',
        field: 'language',
      }),
    ],
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Save personal info' }));
    await expect(await canvas.findByText(/once every three months/)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: pageAt({ network: [gqlPending(MyProfileQuery)] }),
  play: async ({ canvas }) => expectLoadingLine(canvas),
};

const widths = atEachWidth(Filled);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
