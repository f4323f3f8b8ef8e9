import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect } from 'storybook/test';
import { CheckboxGroup } from './CheckboxGroup.tsx';

/** The group inside a react-hook-form form, as the forms use it. */
function InForm({ error }: { error?: string }) {
  const form = useForm<{ platforms: string[] }>({ defaultValues: { platforms: ['pc'] } });
  return (
    <CheckboxGroup
      legend="Platforms"
      hint="Choose every platform you play on."
      options={[
        { value: 'pc', label: 'PC' },
        { value: 'xbox', label: 'Xbox' },
      ]}
      registration={form.register('platforms')}
      error={error}
    />
  );
}

const meta = {
  title: 'Forms/Checkbox group',
  component: InForm,
} satisfies Meta<typeof InForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The legend names the group, the hint describes it, and the default values are ticked. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'Platforms' });
    await expect(group).toHaveAccessibleDescription('Choose every platform you play on.');
    await expect(canvas.getByLabelText('PC')).toBeChecked();
    await userEvent.click(canvas.getByLabelText('Xbox'));
    await expect(canvas.getByLabelText('Xbox')).toBeChecked();
  },
};

/** An error is read with the group and marks every box invalid. */
export const WithError: Story = {
  args: { error: 'Choose at least one platform.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Platforms' })).toHaveAccessibleDescription(
      'Choose every platform you play on. Choose at least one platform.',
    );
    await expect(canvas.getByLabelText('PC')).toHaveAttribute('aria-invalid', 'true');
  },
};
