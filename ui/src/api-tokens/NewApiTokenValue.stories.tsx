import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NewApiTokenValue } from './NewApiTokenValue.tsx';

const value = 'lkt_Ab3xQ9zPpW2mK7vT1sN8rY4cL6dF0hJ5gB3eU9iO2aZ';

const meta = {
  title: 'API tokens/New token value',
  component: NewApiTokenValue,
  args: { name: 'Nightly reporting sync', value, onDone: fn(), copyText: fn(async () => {}) },
} satisfies Meta<typeof NewApiTokenValue>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShownOnce: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(/shown only once/)).toBeVisible();
    await expect(canvas.getByText(value)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy token' }));
    await expect(args.copyText).toHaveBeenCalledWith(value);
    await expect(await canvas.findByText('Token copied.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'I have copied it' }));
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};
