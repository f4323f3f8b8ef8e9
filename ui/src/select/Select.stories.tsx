import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Select } from './Select.tsx';

const meta = {
  title: 'Inputs/Select',
  component: Select,
  args: {
    label: 'Company type',
    placeholder: 'Choose a type',
    options: [
      { value: 'agency', label: 'Agency' },
      { value: 'brand', label: 'Brand' },
    ],
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByLabelText('Company type');
    await userEvent.selectOptions(select, 'Brand');
    await expect(select).toHaveValue('brand');
  },
};

export const WithError: Story = {
  args: { error: 'Company type is required.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Company type')).toHaveAccessibleDescription('Company type is required.');
  },
};
