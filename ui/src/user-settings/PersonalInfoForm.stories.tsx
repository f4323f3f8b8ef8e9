import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { clickButton, expectFieldError, fillFields, formArgs } from '../story-helpers/form-play.ts';
import { PersonalInfoForm } from './PersonalInfoForm.tsx';

const values = {
  country: 'SE',
  language: 'sv',
  description: 'Cosy games, late nights.',
  links: { discord: 'https://discord.gg/lurk', facebook: '', instagram: '', other: '' },
  rssFeeds: [],
};

const meta = {
  title: 'Settings/Personal info form',
  component: PersonalInfoForm,
  args: { ...formArgs(), defaultValues: values },
} satisfies Meta<typeof PersonalInfoForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A feed is only saved with its authorisation confirmed. */
export const AddFeed: Story = {
  play: async (context) => {
    await clickButton(context, 'Add an RSS feed');
    await fillFields(context, { 'RSS feed URL 1': 'https://blog.example.com/feed.xml' });
    await clickButton(context, 'Save personal info');
    await expectFieldError(context.canvas, 'I am authorised to share this feed', 'Confirm that you are authorised to share this feed.');
    await context.userEvent.click(context.canvas.getByLabelText('I am authorised to share this feed'));
    await clickButton(context, 'Save personal info');
    await expect(context.args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ country: 'SE', rssFeeds: [{ url: 'https://blog.example.com/feed.xml', authorized: true }] }),
    );
  },
};

/** Country set less than a year ago: the select is locked and says until when. */
export const CountryLocked: Story = {
  args: { countryLockedUntil: '2027-06-01T10:00:00.000Z' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Country')).toBeDisabled();
    await expect(canvas.getByLabelText('Country')).toHaveAccessibleDescription(expect.stringContaining('Locked until'));
    await expect(canvas.getByLabelText('Language')).toBeEnabled();
  },
};

export const InvalidLink: Story = {
  play: async (context) => {
    await fillFields(context, { Instagram: 'instagram.com/lurk' });
    await clickButton(context, 'Save personal info');
    await expectFieldError(context.canvas, 'Instagram', 'Enter a full address, starting with https://.');
  },
};

export const ServerError: Story = {
  args: {
    serverError: {
      code: 'PROFILE.LANGUAGE_CHANGE_LOCKED',
      message: 'Your language can be changed once every three months. You can change it again from 2027-01-01.',
      field: 'language',
    },
  },
  play: async ({ canvas }) => expectFieldError(canvas, 'Language', 'once every three months'),
};
