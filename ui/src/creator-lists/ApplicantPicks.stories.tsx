import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { ApplicantPicksFields, type ApplicantPicks } from './ApplicantPicks.tsx';

const creatorLists = [
  { id: 'list-1', name: 'Cosy streamers' },
  { id: 'list-2', name: 'Speedrunners' },
];

const meta = {
  title: 'Creator lists/Who may apply',
  component: ApplicantPicksFields,
  args: { creatorLists, value: { creatorListIds: [], whitelist: [] }, onChange: fn() },
  // The parent owns the value: the story keeps it, so picks show as they are made.
  render: function Render(args) {
    const [value, setValue] = useState<ApplicantPicks>(args.value);
    return (
      <ApplicantPicksFields
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof ApplicantPicksFields>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing picked: open to every creator who meets the requirements; picking a list and an id restricts it. */
export const Open: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(/Every creator who meets the requirements may apply/)).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Creator lists (optional)' }));
    await userEvent.click(canvas.getByRole('option', { name: 'Speedrunners' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ creatorListIds: ['list-2'], whitelist: [] });
    await userEvent.type(canvas.getByRole('textbox', { name: /Creators picked by hand/ }), ' creator-7 {enter}{enter}creator-9');
    await expect(args.onChange).toHaveBeenLastCalledWith({ creatorListIds: ['list-2'], whitelist: ['creator-7', 'creator-9'] });
    await expect(canvas.getByText(/Only creators on these lists, or picked by user id, may apply/)).toBeVisible();
  },
};

/** Picks already saved show as chosen. */
export const Picked: Story = {
  args: { value: { creatorListIds: ['list-1'], whitelist: ['creator-7'] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Remove Cosy streamers' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Creators picked by hand/ })).toHaveValue('creator-7');
  },
};

/** Another company's list: the server's refusal under the list field. */
export const Refused: Story = {
  args: { value: { creatorListIds: ['list-1'], whitelist: [] }, listsError: 'Choose creator lists of your own company.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose creator lists of your own company.')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Creator lists (optional)' })).toHaveAttribute('aria-invalid', 'true');
  },
};
