import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { InsightsFilterBar } from './InsightsFilterBar.tsx';

const meta = {
  title: 'Insights/Filter bar',
  component: InsightsFilterBar,
  args: {
    value: {
      aggregationPeriodDays: 30,
      datePreset: null,
      platforms: [],
      tierBasis: 'CCV',
      tiers: ['mid'],
      languages: [],
      countries: ['SE'],
      gameIds: [],
    },
    onChange: fn(),
    gameOptions: [
      { value: 'g-valheim', label: 'Valheim' },
      { value: 'g-factorio', label: 'Factorio' },
    ],
    savedFilters: [{ id: 'f-1', name: 'Nordic mid tier' }],
    onApplySaved: fn(),
    onSave: fn(),
  },
} satisfies Meta<typeof InsightsFilterBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing a period hands only the change to the page, which merges it into its latest filter. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Period'), 'Last 7 days');
    await expect(args.onChange).toHaveBeenLastCalledWith({ aggregationPeriodDays: 7, datePreset: null });
    await userEvent.selectOptions(canvas.getByLabelText('Period'), 'Last quarter');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ datePreset: 'LAST_QUARTER' }));
    await expect(args.onChange).not.toHaveBeenCalledWith(expect.objectContaining({ tiers: expect.anything() }));
  },
};

export const SavedFilterApplied: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Saved filters'), 'Nordic mid tier');
    await expect(args.onApplySaved).toHaveBeenCalledWith('f-1');
  },
};

export const SaveNamed: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Filter name'), 'Swedish mid');
    await userEvent.click(canvas.getByRole('button', { name: 'Save filter' }));
    await expect(args.onSave).toHaveBeenCalledWith('Swedish mid');
  },
};

/** The server's refusal sits at the name field. */
export const NameRequired: Story = {
  args: { saveError: 'Filter name is required.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Filter name')).toHaveAccessibleDescription(expect.stringContaining('Filter name is required.'));
  },
};

export const NoSavedFilters: Story = {
  args: { savedFilters: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByLabelText('Saved filters')).toBeNull();
  },
};
