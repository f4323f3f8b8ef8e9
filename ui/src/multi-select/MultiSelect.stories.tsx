import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { MultiSelect } from './MultiSelect.tsx';

const meta = {
  title: 'Inputs/Multi select',
  component: MultiSelect,
  args: {
    label: 'Platforms',
    placeholder: 'Search platforms',
    onChange: fn(),
    options: [
      { value: 'steam', label: 'Steam' },
      { value: 'epic', label: 'Epic Games Store' },
      { value: 'gog', label: 'GOG' },
      { value: 'switch', label: 'Nintendo Switch' },
      { value: 'ps5', label: 'PlayStation 5' },
    ],
  },
  // Leaves room for the open list so it is not clipped in the docs page.
  decorators: [(Story) => <div style={{ minHeight: '20rem', maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Everything by keyboard: open, filter, pick, pick again, close. */
export const KeyboardSelection: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('combobox', { name: 'Platforms' });
    await userEvent.click(box);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['epic']);
    await userEvent.type(box, 'nin');
    await expect(canvas.getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['epic', 'switch']);
    const chips = within(canvas.getByRole('list', { name: 'Selected' }));
    await expect(chips.getByText('Epic Games Store')).toBeVisible();
    await expect(chips.getByText('Nintendo Switch')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  },
};

export const WithSelection: Story = { args: { defaultValue: ['steam', 'gog'] } };

/** Chips are removed with their button or with Backspace in the empty box. */
export const RemoveChips: Story = {
  args: WithSelection.args,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Steam' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['gog']);
    await expect(canvas.getByRole('combobox')).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await expect(canvas.queryByRole('list', { name: 'Selected' })).not.toBeInTheDocument();
  },
};

/** Picking a chosen option again deselects it; the list marks chosen options. */
export const ToggleByMouse: Story = {
  args: WithSelection.args,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('combobox'));
    await expect(canvas.getByRole('option', { name: 'Steam' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('option', { name: 'GOG' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['steam']);
  },
};

export const NoMatches: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'Dreamcast');
    await expect(canvas.getByText('No matches')).toBeVisible();
  },
};

export const WithError: Story = {
  args: { error: 'Choose at least one platform.', hint: 'Where creators will play the game.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toHaveAccessibleDescription(
      'Choose at least one platform. Where creators will play the game.',
    );
  },
};

export const Disabled: Story = { args: { ...WithSelection.args, disabled: true } };
