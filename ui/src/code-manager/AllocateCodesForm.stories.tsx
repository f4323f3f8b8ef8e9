import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AllocateCodesForm } from './AllocateCodesForm.tsx';

const meta = {
  title: 'Code Manager/Allocate codes form',
  component: AllocateCodesForm,
  args: { platform: 'Steam', unavailable: 49, onAllocate: fn(), onCancel: fn(), serverError: null, allocating: false },
} satisfies Meta<typeof AllocateCodesForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Starts at every unavailable code; a smaller count is sent as a number. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const count = canvas.getByLabelText('Codes to allocate');
    await expect(count).toHaveValue(49);
    await userEvent.clear(count);
    await userEvent.type(count, '10');
    await userEvent.click(canvas.getByRole('button', { name: 'Allocate' }));
    await expect(args.onAllocate).toHaveBeenCalledWith({ count: 10 });
  },
};

/** Zero and more than are unavailable are refused at the field, before anything is sent. */
export const OutOfRange: Story = {
  play: async ({ canvas, args }) => {
    const count = canvas.getByLabelText('Codes to allocate');
    await userEvent.clear(count);
    await userEvent.type(count, '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Allocate' }));
    await expect(await canvas.findByText('Choose at least one code.')).toBeVisible();
    await userEvent.clear(count);
    await userEvent.type(count, '50');
    await userEvent.click(canvas.getByRole('button', { name: 'Allocate' }));
    await expect(await canvas.findByText('Only 49 unavailable codes can be allocated on this platform.')).toBeVisible();
    await expect(args.onAllocate).not.toHaveBeenCalled();
  },
};

/** Someone allocated some meanwhile: the server's answer sits at the count. */
export const RefusedByServer: Story = {
  args: {
    serverError: {
      code: 'CODES.NOT_ENOUGH_UNAVAILABLE',
      message: 'Only 3 unavailable codes can be allocated on this platform.',
      field: 'count',
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Only 3 unavailable codes can be allocated on this platform.')).toBeVisible();
    await expect(canvas.getByLabelText('Codes to allocate')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Allocating: Story = { args: { allocating: true } };
