import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { chooseFiles, pngFile } from '../story-helpers/files.ts';
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

const UPLOADED = '/api/code-manager/images/0b6c2f52-8f7d-4c39-9a55-1d0e3f2a7b10';

/** An image chosen is checked here, uploaded by the page, previewed, and its path sent with the item. */
export const WithImage: Story = {
  args: { onUploadImage: fn(async () => ({ ok: true as const, url: UPLOADED })) },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Item name'), 'Moonlight Drifters');
    await userEvent.type(canvas.getByLabelText('Game'), 'Moonlight Drifters');
    chooseFiles(canvas.getByLabelText('Image (optional)'), await pngFile(120, 160, 'cover.png'));
    await expect(await canvas.findByRole('img', { name: "The item's image" })).toHaveAttribute('src', UPLOADED);
    await expect(args.onUploadImage).toHaveBeenCalledWith(expect.any(File));
    await userEvent.click(canvas.getByRole('button', { name: 'Add item' }));
    await expect(args.onAdd).toHaveBeenCalledWith(expect.objectContaining({ name: 'Moonlight Drifters', imageUrl: UPLOADED }));
  },
};

/** The server refuses the image: its message sits at the image field and no path is kept. */
export const ImageRefused: Story = {
  args: { onUploadImage: fn(async () => ({ ok: false as const, message: 'Choose a PNG, JPEG, GIF or WebP image.' })) },
  play: async ({ canvas }) => {
    chooseFiles(canvas.getByLabelText('Image (optional)'), await pngFile(120, 160, 'cover.png'));
    await expect(await canvas.findByText('Choose a PNG, JPEG, GIF or WebP image.')).toBeVisible();
    await expect(canvas.getByLabelText('Image (optional)')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const ImageUploading: Story = {
  args: { onUploadImage: fn(() => new Promise<never>(() => {})), imageProgress: 40 },
  play: async ({ canvas }) => {
    chooseFiles(canvas.getByLabelText('Image (optional)'), await pngFile(120, 160, 'cover.png'));
    await expect(await canvas.findByText('Uploading cover.png')).toBeVisible();
  },
};
