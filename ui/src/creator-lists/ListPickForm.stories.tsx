import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ListPickForm } from './ListPickForm.tsx';

const meta = {
  title: 'Creator lists/List pick form',
  component: ListPickForm,
  args: {
    label: 'Creator list',
    lists: [
      { id: 'nordic', name: 'Nordic streamers', creatorCount: 8 },
      { id: 'cozy', name: 'Cozy games', creatorCount: 3 },
    ],
    submitLabel: 'Add to list',
    className: 'list-pick',
    onSubmit: fn(),
  },
} satisfies Meta<typeof ListPickForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sends the chosen list's id. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Creator list'), 'nordic');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to list' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('nordic');
  },
};

/** Choosing none says so at the select and sends nothing. */
export const NoneChosen: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to list' }));
    await expect(await canvas.findByText('Choose a creator list.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
