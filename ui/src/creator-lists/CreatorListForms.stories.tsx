import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { formStories } from '../story-helpers/form-stories.ts';
import { CreatorListNameForm } from './CreatorListNameForm.tsx';

const meta = {
  title: 'Creator lists/List name form',
  component: CreatorListNameForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof CreatorListNameForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const quartet = formStories({
  submit: 'Create list',
  required: { 'List name': 'Creator list name required.' },
  fill: { 'List name': '  Nordic streamers ' },
  values: 'Nordic streamers',
  serverError: {
    code: 'CREATOR_LISTS.NAME_TAKEN',
    field: 'name',
    message: 'You already have a creator list with this name.',
    label: 'List name',
  },
});
export const Empty: Story = quartet.Empty;
export const Filled: Story = quartet.Filled;
export const ServerError: Story = quartet.ServerError;
export const Loading: Story = quartet.Loading;

/** Renaming starts from the current name and can be left. */
export const Renaming: Story = {
  args: { defaultName: 'Nordics', submitLabel: 'Save', onCancel: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByLabelText('List name')).toHaveValue('Nordics');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};
