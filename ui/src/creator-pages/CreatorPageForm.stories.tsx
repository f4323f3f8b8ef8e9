import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { expectFieldError } from '../story-helpers/form-play.ts';
import { formStories } from '../story-helpers/form-stories.ts';
import { CreatorPageForm } from './CreatorPageForm.tsx';

const meta = {
  title: 'Creator pages/Creator page form',
  component: CreatorPageForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof CreatorPageForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const quartet = formStories({
  submit: 'Create page',
  required: {
    'Page name': 'Use 3 to 30 letters, digits or hyphens',
    Title: 'Give the page a title.',
  },
  fill: { 'Page name': ' Anna-Streams ', Title: 'Anna streams cozy games' },
  values: { slug: 'anna-streams', title: 'Anna streams cozy games', bio: '', links: [] },
  serverError: { code: '2013', field: 'slug', message: 'This name is already taken. Choose another.', label: 'Page name' },
});
export const Empty: Story = quartet.Empty;
export const Filled: Story = quartet.Filled;
export const NameTaken: Story = quartet.ServerError;
export const Loading: Story = quartet.Loading;

/** Code 3000 shows at the name too; 2015 (six pages already) has no field and shows in the alert. */
export const ReservedName: Story = {
  args: { serverError: { code: '3000', field: 'slug', message: 'This name is reserved. Choose another.' } },
  play: async ({ canvas }) => expectFieldError(canvas, 'Page name', 'This name is reserved. Choose another.'),
};
export const SixPagesAlready: Story = {
  args: { serverError: { code: '2015', message: 'You cannot create more than 6 Creator Pages.' } },
  play: async ({ canvas }) => expect(canvas.getByRole('alert')).toHaveTextContent('You cannot create more than 6 Creator Pages.'),
};

/** Links are added and checked one by one; an address without https:// shows at its own field. */
export const WithLinks: Story = {
  args: { defaultValues: { slug: 'anna', title: 'Anna' } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add a link' }));
    await userEvent.type(canvas.getByLabelText('Link 1 label'), 'Discord');
    await userEvent.type(canvas.getByLabelText('Link 1 address'), 'discord.gg/anna');
    await userEvent.click(canvas.getByRole('button', { name: 'Create page' }));
    await expectFieldError(canvas, 'Link 1 address', 'Enter a full address, starting with https://.');
    await userEvent.clear(canvas.getByLabelText('Link 1 address'));
    await userEvent.type(canvas.getByLabelText('Link 1 address'), 'https://discord.gg/anna');
    await userEvent.click(canvas.getByRole('button', { name: 'Create page' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        slug: 'anna',
        title: 'Anna',
        bio: '',
        links: [{ label: 'Discord', url: 'https://discord.gg/anna' }],
      }),
    );
  },
};
