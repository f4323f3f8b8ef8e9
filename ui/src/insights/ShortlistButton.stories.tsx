import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ShortlistButton } from './ShortlistButton.tsx';

const meta = {
  title: 'Insights/Shortlist button',
  component: ShortlistButton,
  args: { shortlisted: false, title: 'Valheim: building the longhouse', onToggle: fn() },
} satisfies Meta<typeof ShortlistButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotShortlisted: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to shortlist: Valheim: building the longhouse' }));
    await expect(args.onToggle).toHaveBeenCalledOnce();
  },
};

export const Shortlisted: Story = {
  args: { shortlisted: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Remove from shortlist/ })).toBeEnabled();
  },
};

/** While the change is saved the button is busy and takes no second click. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Add to shortlist/ })).toBeDisabled();
  },
};
