import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn } from 'storybook/test';
import { fromStockholm, toStockholm } from './stockholm-time.ts';
import { DateTimePicker } from './DateTimePicker.tsx';

const meta = {
  title: 'Inputs/Date time picker',
  component: DateTimePicker,
  args: { label: 'Start date', value: '2026-06-15T08:00:00.000Z', onChange: fn() },
} satisfies Meta<typeof DateTimePicker>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** Native date/time inputs take a complete value at once, the way the browser's own picker sets them. */
const enter = (canvas: Canvas, label: 'Date' | 'Time', value: string) =>
  fireEvent.change(canvas.getByLabelText(label), { target: { value } });

/** A UTC summer instant is shown in Stockholm summer time (UTC+2). */
export const Summer: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Date')).toHaveValue('2026-06-15');
    await expect(canvas.getByLabelText('Time')).toHaveValue('10:00');
    await expect(canvas.getByText('Stockholm time (UTC+02:00)')).toBeVisible();
  },
};

/** Winter: UTC+1. 23:30 UTC on 15 January is already the 16th in Stockholm. */
export const Winter: Story = {
  args: { value: '2026-01-15T23:30:00.000Z' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Date')).toHaveValue('2026-01-16');
    await expect(canvas.getByLabelText('Time')).toHaveValue('00:30');
    await expect(canvas.getByText('Stockholm time (UTC+01:00)')).toBeVisible();
  },
};

export const Empty: Story = { args: { value: null } };

/** Entry is Stockholm time: 10:00 on a June day is 08:00 UTC. */
export const EnterTime: Story = {
  args: { value: null },
  play: async ({ canvas, args }) => {
    enter(canvas, 'Date', '2026-06-20');
    enter(canvas, 'Time', '10:00');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-06-20T08:00:00.000Z');
  },
};

/**
 * The spring DST boundary (29 March 2026): 03:30 the night of the change is UTC+2, the same clock time a day
 * earlier is UTC+1, and 02:30 that night does not exist, so it is refused instead of moved.
 */
export const DstSpringForward: Story = {
  args: { value: '2026-03-29T00:30:00.000Z' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText('Time')).toHaveValue('01:30');
    await expect(canvas.getByText('Stockholm time (UTC+01:00)')).toBeVisible();
    enter(canvas, 'Time', '03:30');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-03-29T01:30:00.000Z');
    await expect(canvas.getByText('Stockholm time (UTC+02:00)')).toBeVisible();
    enter(canvas, 'Date', '2026-03-28');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-03-28T02:30:00.000Z');
    enter(canvas, 'Date', '2026-03-29');
    enter(canvas, 'Time', '02:30');
    await expect(canvas.getByLabelText('Time')).toHaveAccessibleDescription(expect.stringContaining('does not exist in Stockholm'));
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

/** The autumn boundary (25 October 2026): two UTC instants an hour apart both read 02:30, with different offsets. */
export const DstFallBack: Story = {
  args: { value: '2026-10-25T00:30:00.000Z' },
  render: (args) => (
    <>
      <DateTimePicker {...args} label="Before the change" />
      <DateTimePicker {...args} label="After the change" value="2026-10-25T01:30:00.000Z" />
    </>
  ),
  play: async ({ canvas }) => {
    const [before, after] = canvas.getAllByLabelText('Time');
    await expect(before).toHaveValue('02:30');
    await expect(after).toHaveValue('02:30');
    await expect(canvas.getByText('Stockholm time (UTC+02:00)')).toBeVisible();
    await expect(canvas.getByText('Stockholm time (UTC+01:00)')).toBeVisible();
    await expect(toStockholm('2026-10-25T01:30:00.000Z')).toEqual({ date: '2026-10-25', time: '02:30' });
    await expect(fromStockholm({ date: '2026-10-25', time: '02:30' })).toEqual({ ok: true, value: new Date('2026-10-25T01:30:00.000Z') });
  },
};

export const Cleared: Story = {
  play: async ({ canvas, args }) => {
    enter(canvas, 'Date', '');
    enter(canvas, 'Time', '');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

export const WithError: Story = {
  args: { value: null, error: 'Start date is required.', required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Date')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Date')).toHaveAccessibleDescription('Start date is required. Stockholm time');
  },
};

export const Disabled: Story = { args: { disabled: true } };
