import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { GENRES, PLATFORMS } from '../key-campaign-shared/key-campaign-fixtures.ts';
import { atWidth, expectNoSidewaysScroll, viewportParameters } from '../story-helpers/shell-fixtures.tsx';
import { CampaignBrowseFilters, NO_KEY_BROWSE_FILTER, type CampaignBrowseFiltersProps } from './CampaignBrowseFilters.tsx';

/** Owns the filter like the page does, so each change shows; `onChange` still gets every value. */
function Controlled(props: CampaignBrowseFiltersProps) {
  const [value, setValue] = useState(props.value);
  return (
    <CampaignBrowseFilters
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Keys/Campaign browse filters',
  component: CampaignBrowseFilters,
  render: (args) => <Controlled {...args} />,
  args: { value: NO_KEY_BROWSE_FILTER, onChange: fn(), genreOptions: GENRES, platformOptions: PLATFORMS },
  parameters: viewportParameters,
} satisfies Meta<typeof CampaignBrowseFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('search', { name: 'Filter Key campaigns' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    await userEvent.type(canvas.getByRole('combobox', { name: 'Genre' }), 'rogue{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...NO_KEY_BROWSE_FILTER, genres: ['roguelike'] });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), 'DLC');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...NO_KEY_BROWSE_FILTER, genres: ['roguelike'], category: 'dlc' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Only eligible' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ genres: ['roguelike'], platforms: [], category: 'dlc', onlyEligible: true });
  },
};

export const Filtered: Story = {
  args: { value: { genres: ['survival'], platforms: ['Steam'], category: 'game', onlyEligible: true } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: 'Remove Survival' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveValue('game');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(NO_KEY_BROWSE_FILTER);
    await expect(canvas.getByRole('checkbox', { name: 'Only eligible' })).not.toBeChecked();
  },
};

/** Logged out nobody is eligible or not: the toggle is left out. */
export const LoggedOut: Story = {
  args: { showOnlyEligible: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('checkbox', { name: 'Only eligible' })).not.toBeInTheDocument();
  },
};

export const Phone: Story = {
  ...Filtered,
  globals: atWidth('phone'),
  play: async () => {
    await expectNoSidewaysScroll();
  },
};
