import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { PersonPicker, type PersonMatch, type PersonPickerProps } from './PersonPicker.tsx';

const PEOPLE: PersonMatch[] = [
  { id: 'c-1', username: 'annaplays', displayName: 'Anna Plays' },
  { id: 'c-2', username: 'annika', displayName: 'annika' },
  { id: 'c-3', username: 'bjornbuilds', displayName: 'Björn Builds' },
];
const searchPeople = async (text: string) =>
  PEOPLE.filter((p) => [p.username, p.displayName].some((name) => name.toLowerCase().startsWith(text.toLowerCase())));

/** Holds the picked people as a form would. */
function Picker(props: PersonPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <PersonPicker
      {...props}
      value={value}
      onChange={(people) => {
        setValue(people);
        props.onChange(people);
      }}
    />
  );
}

const meta = {
  title: 'Inputs/Person picker',
  component: PersonPicker,
  render: (args) => <Picker {...args} />,
  args: { label: 'Creators', hint: 'Type two letters of a name.', search: searchPeople, value: [], onChange: fn(), multiple: true },
  decorators: [(Story) => <div style={{ minHeight: '14rem', maxWidth: '28rem' }}>{Story()}</div>],
} satisfies Meta<typeof PersonPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Two letters find the people by name; picking one keeps them and clears the search. */
export const PickSeveral: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Creators'), 'ann');
    await userEvent.click(await canvas.findByRole('button', { name: 'Anna Plays (@annaplays)' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([PEOPLE[0]]);
    await userEvent.type(canvas.getByLabelText('Creators'), 'ann');
    await userEvent.click(await canvas.findByRole('button', { name: 'annika' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([PEOPLE[0], PEOPLE[1]]);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Anna Plays' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([PEOPLE[1]]);
  },
};

/** One person only (a grant): a second pick replaces the first. */
export const PickOne: Story = {
  args: { multiple: false, label: 'Creator' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Creator'), 'ann');
    await userEvent.click(await canvas.findByRole('button', { name: 'annika' }));
    await userEvent.type(canvas.getByLabelText('Creator'), 'bj');
    await userEvent.click(await canvas.findByRole('button', { name: 'Björn Builds (@bjornbuilds)' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([PEOPLE[2]]);
  },
};

export const NobodyFound: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Creators'), 'zz');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Nobody by that name.');
  },
};

export const WithError: Story = { args: { error: 'Pick at least one creator.' } };
