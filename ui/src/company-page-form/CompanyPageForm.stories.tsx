import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { clickButton, expectBusy, expectFieldError, fillFields, formArgs } from '../story-helpers/form-play.ts';
import { CompanyPageForm } from './CompanyPageForm.tsx';

const SUBMIT = 'Save page';
const saved = {
  description: 'Cosy farming games from Malmö.',
  logoUrl: 'https://cdn.example.com/logo.png',
  bannerUrl: '',
  links: [{ label: 'Discord', url: 'https://discord.gg/northern' }],
  showPrograms: true,
  showKeyCampaigns: true,
  showQuests: false,
};
const defaults = { description: '', logoUrl: '', bannerUrl: '', links: [], showPrograms: true, showKeyCampaigns: true, showQuests: true };

const meta = {
  title: 'Company/Company page form',
  component: CompanyPageForm,
  args: { ...formArgs(), defaultValues: saved },
} satisfies Meta<typeof CompanyPageForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A company that never saved its page: every kind of campaign shows, nothing is said. */
export const Empty: Story = {
  args: { defaultValues: defaults },
  play: async (context) => {
    await expect(context.canvas.getByLabelText('Quests')).toBeChecked();
    await clickButton(context, SUBMIT);
    await waitFor(() => expect(context.args.onSubmit).toHaveBeenCalledWith(defaults));
  },
};

/** Adds a second link and hides Key campaigns: the values go out whole, trimmed. */
export const Filled: Story = {
  play: async (context) => {
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Add a link' }));
    await fillFields(context, { 'Link 2 label': 'X', 'Link 2 address': 'https://x.com/northern' });
    await context.userEvent.click(context.canvas.getByLabelText('Key campaigns'));
    await clickButton(context, SUBMIT);
    await waitFor(() =>
      expect(context.args.onSubmit).toHaveBeenCalledWith({
        ...saved,
        links: [...saved.links, { label: 'X', url: 'https://x.com/northern' }],
        showKeyCampaigns: false,
      }),
    );
  },
};

export const InvalidLink: Story = {
  play: async (context) => {
    await context.userEvent.clear(context.canvas.getByLabelText('Link 1 address'));
    await fillFields(context, { 'Link 1 address': 'discord.gg/northern', 'Logo image address': 'ftp://logo' });
    await clickButton(context, SUBMIT);
    await expectFieldError(context.canvas, 'Link 1 address', 'Enter a valid link, starting with http:// or https://.');
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Five links is the most a page shows: the add button gives way to a note. */
export const MostLinks: Story = {
  args: {
    defaultValues: { ...saved, links: Array.from({ length: 5 }, (_, i) => ({ label: `Link ${i}`, url: `https://example.com/${i}` })) },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Add a link' })).not.toBeInTheDocument();
    await expect(canvas.getByText('A page shows at most 5 links.')).toBeVisible();
  },
};

export const ServerError: Story = {
  args: {
    serverError: {
      code: 'VALIDATION.INVALID_FIELD',
      message: 'Enter a valid link, starting with http:// or https://.',
      field: 'links.0.url',
    },
  },
  play: async ({ canvas }) => {
    await expectFieldError(canvas, 'Link 1 address', 'Enter a valid link, starting with http:// or https://.');
  },
};

export const Loading: Story = {
  args: { submitting: true },
  play: async ({ canvas }) => {
    await expectBusy(canvas, SUBMIT);
  },
};
