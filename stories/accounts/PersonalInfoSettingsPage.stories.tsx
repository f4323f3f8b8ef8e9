import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { MeQuery } from '../../apps/web/src/accounts/operations/accounts.operations.ts';
import {
  MyProfileQuery,
  RemoveProfilePictureMutation,
  SavePersonalInfoMutation,
} from '../../apps/web/src/accounts/operations/profile.operations.ts';
import { PersonalInfoSettingsPage } from '../../apps/web/src/accounts/pages/PersonalInfoSettingsPage.tsx';
import { accountOf, PROFILE_PICTURE_URL } from '../support/fixtures.ts';
import { gqlData, gqlError } from '../support/network.ts';
import { chooseFiles, pngFile } from '../../ui/src/story-helpers/files.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { loadingStory } from '../support/states.ts';
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

/** Unsaved edits hold a move to another tab (Cancel keeps them); once saved, the same move goes through. */
export const LeaveWithUnsavedChanges: Story = {
  play: async ({ canvas, userEvent }) => {
    await findPageHeading(canvas, 'Personal Info');
    await userEvent.selectOptions(await canvas.findByLabelText('Language'), 'en');
    const body = within(document.body);
    const toAddress = () => userEvent.click(canvas.getByRole('tab', { name: 'Address' }));
    await toAddress();
    await userEvent.click(within(await body.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByLabelText('Language')).toHaveValue('en');
    await userEvent.click(canvas.getByRole('button', { name: 'Save personal info' }));
    await expect(await body.findByText('Personal info saved.')).toBeInTheDocument();
    await toAddress();
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'Personal Info', level: 1 })).toBeNull());
    await expect(body.queryByRole('dialog', { name: 'Unsaved changes' })).toBeNull();
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

/** A chosen picture is uploaded and shows at once in the field and in the header beside the name. */
export const UploadsPicture: Story = {
  parameters: pageAt({
    network: [
      gqlData(MyProfileQuery, { myProfile: savedProfile }),
      http.post('/api/profile-picture', () => HttpResponse.json({ url: PROFILE_PICTURE_URL, width: 96, height: 96 }, { status: 201 })),
    ],
  }),
  play: async ({ canvas, canvasElement }) => {
    await findPageHeading(canvas, 'Personal Info');
    chooseFiles(await canvas.findByLabelText('Choose a picture'), await pngFile(96, 96, 'me.png'));
    await expect(await within(document.body).findByText('Profile picture saved.')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Anna Streams' })).toHaveAttribute('src', PROFILE_PICTURE_URL));
    const account = within(canvasElement).getAllByRole('navigation', { name: 'Account' })[0]!;
    await expect(account.querySelector('img.avatar')).toHaveAttribute('src', PROFILE_PICTURE_URL);
  },
};

/** The server reads the bytes and refuses them: its message and code's wording show at the picture field. */
export const PictureRefused: Story = {
  parameters: pageAt({
    network: [
      gqlData(MyProfileQuery, { myProfile: savedProfile }),
      http.post('/api/profile-picture', () =>
        HttpResponse.json(
          { code: 'PROFILE.PICTURE_TYPE', message: 'Choose a PNG, JPEG, GIF or WebP image.', field: 'picture' },
          { status: 400 },
        ),
      ),
    ],
  }),
  play: async ({ canvas }) => {
    chooseFiles(await canvas.findByLabelText('Choose a picture'), await pngFile(20, 20, 'odd.png'));
    await waitFor(() =>
      expect(canvas.getByLabelText('Choose a picture')).toHaveAccessibleDescription(
        expect.stringContaining('Choose a PNG, JPEG, GIF or WebP image.'),
      ),
    );
  },
};

/** Removing the picture brings the initials back. */
export const RemovesPicture: Story = {
  parameters: pageAt({
    network: [
      gqlData(MeQuery, { me: accountOf('creator', { profilePictureUrl: PROFILE_PICTURE_URL }) }),
      gqlData(MyProfileQuery, { myProfile: savedProfile }),
      gqlData(RemoveProfilePictureMutation, { removeProfilePicture: true }),
    ],
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove picture' }));
    await expect(await within(document.body).findByText('Profile picture removed.')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Anna Streams' })).toHaveTextContent('AS'));
  },
};

export const Loading: Story = loadingStory(MyProfileQuery);

const widths = atEachWidth(Filled);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
