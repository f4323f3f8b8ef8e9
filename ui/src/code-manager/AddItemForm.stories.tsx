import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AddItemForm } from './AddItemForm.tsx';

const meta = {
  title: 'Code Manager/Add item form',
  component: AddItemForm,
  args: { onAdd: fn(), serverError: null, adding: false },
} satisfies Meta<typeof AddItemForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 5: a game is required for games, demos, DLC and in-game items, and the name always. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add item' }));
    await expect(await canvas.findByText('Item name is required.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Item name'), 'Neon Nights');
    await userEvent.selectOptions(canvas.getByLabelText('Type'), 'dlc');
    await userEvent.click(canvas.getByRole('button', { name: 'Add item' }));
    await expect(await canvas.findByText('Game is required for games, demos, DLC and in-game items.')).toBeVisible();
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const OtherItemTakesADescription: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Type'), 'other');
    await expect(canvas.queryByLabelText('Game')).toBeNull();
    await userEvent.type(canvas.getByLabelText('Item name'), 'Soundtrack');
    await userEvent.type(canvas.getByLabelText('Description (optional)'), 'Lossless download');
    await userEvent.click(canvas.getByRole('button', { name: 'Add item' }));
    await expect(args.onAdd).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'other', name: 'Soundtrack', description: 'Lossless download' }),
    );
  },
};

export const AlreadyInCodeManager: Story = {
  args: { serverError: { code: 'CODES.ITEM_ALREADY_EXISTS', message: 'Item already in Code Manager.', field: 'name' } },
  play: async ({ canvas }) => expect(await canvas.findByText('Item already in Code Manager.')).toBeVisible(),
};

export const Adding: Story = { args: { adding: true } };
