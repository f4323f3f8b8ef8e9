import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from './Button.tsx';

const meta = {
  title: 'Inputs/Button',
  component: Button,
  args: { children: 'Save changes', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.keyboard('{Tab}');
    const button = canvas.getByRole('button', { name: 'Save changes' });
    await expect(button).toHaveFocus();
    // Keyboard focus must be visible, not left to the browser default (which the dark theme hides).
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete account' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Cancel' } };

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Save changes' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
  },
};

export const Disabled: Story = { args: { disabled: true } };

/** Every variant in the light theme, so axe checks its contrast too. */
export const LightTheme: Story = {
  globals: { theme: 'light' },
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem' }}>
      <Button {...args} variant="primary" />
      <Button {...args} variant="secondary" />
      <Button {...args} variant="danger" />
      <Button {...args} variant="ghost" />
    </div>
  ),
};
