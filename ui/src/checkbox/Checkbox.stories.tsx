import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Inputs/Checkbox',
  component: Checkbox,
  args: { label: 'I agree to the terms of use' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.keyboard('{Tab}');
    const box = canvas.getByRole('checkbox');
    await expect(box).toHaveFocus();
    await expect(getComputedStyle(box).outlineStyle).toBe('solid');
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await userEvent.click(canvas.getByText('I agree to the terms of use'));
    await expect(box).not.toBeChecked();
  },
};

export const ClickOnLabel: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('I agree to the terms of use'));
    await expect(canvas.getByRole('checkbox', { name: 'I agree to the terms of use' })).toBeChecked();
  },
};

export const WithError: Story = {
  args: { error: 'You must agree to the terms of service and privacy policy.' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('You must agree to the terms of service and privacy policy.');
  },
};
