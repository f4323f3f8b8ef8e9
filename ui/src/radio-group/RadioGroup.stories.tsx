import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { RadioGroup } from './RadioGroup.tsx';

const meta = {
  title: 'Inputs/Radio group',
  component: RadioGroup,
  args: {
    label: 'Delivery type',
    name: 'deliveryType',
    onChange: fn(),
    options: [
      { value: 'open', label: 'Open', hint: 'Creators post whenever they like within the quest.' },
      { value: 'dateRange', label: 'Date range' },
      { value: 'specificDate', label: 'Specific date' },
    ],
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('group', { name: 'Delivery type' })).toBeVisible();
    await userEvent.click(canvas.getByLabelText('Date range'));
    await expect(canvas.getByRole('radio', { name: 'Date range' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('dateRange');
  },
};

/** Arrow keys move the choice, as with any native radio group. */
export const Keyboard: Story = {
  args: { defaultValue: 'open' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.keyboard('{Tab}');
    await expect(canvas.getByRole('radio', { name: /^Open/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Date range' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('dateRange');
  },
};

export const Inline: Story = { args: { inline: true, defaultValue: 'specificDate' } };

export const WithError: Story = {
  args: { error: 'Choose a delivery type.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Delivery type' })).toHaveAccessibleDescription('Choose a delivery type.');
    await expect(canvas.getByRole('radio', { name: 'Date range' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const DisabledOption: Story = {
  args: {
    options: [
      { value: 'open', label: 'Open' },
      { value: 'video', label: 'Video quest', hint: 'Coming soon', disabled: true },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Video quest' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Video quest' })).toHaveAccessibleDescription('Coming soon');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'open' } };
