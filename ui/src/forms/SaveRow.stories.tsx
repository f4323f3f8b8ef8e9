import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SaveRow } from './SaveRow.tsx';

const meta = {
  title: 'Forms/Save row',
  component: SaveRow,
  args: { alert: null, label: 'Save', submitting: false },
} satisfies Meta<typeof SaveRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** The server's error that names no field stands above the button. */
export const WithServerError: Story = {
  args: { alert: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong.');
  },
};

/** A member who may not change this reads why, and no button. */
export const ReadOnly: Story = {
  args: { readOnlyNote: 'Only the company owner can change this.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Only the company owner can change this.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
