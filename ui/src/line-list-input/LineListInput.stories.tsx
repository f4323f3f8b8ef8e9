import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { parseLines, type LineValidator } from './parse-lines.ts';
import { LineListInput } from './LineListInput.tsx';

const validEmail: LineValidator = (line) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(line) ? null : 'Not a valid email address.');
const validCode: LineValidator = (line) => (/^[A-Z0-9-]{5,40}$/.test(line) ? null : 'Codes are 5-40 capital letters, digits or dashes.');

const meta = {
  title: 'Inputs/Line list input',
  component: LineListInput,
  args: {
    label: 'Invite emails',
    validate: validEmail,
    itemName: ['email', 'email addresses'],
    hint: 'One address per line.',
    onChange: fn(),
  },
} satisfies Meta<typeof LineListInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 valid email addresses')).toBeVisible();
  },
};

/** Typing counts valid lines as they come; blank lines do not count. */
export const Typing: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Invite emails'), 'anna@example.com{Enter}{Enter}bo@example.com');
    await expect(canvas.getByText('2 valid email addresses')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith({
      text: 'anna@example.com\n\nbo@example.com',
      items: ['anna@example.com', 'bo@example.com'],
      errors: [],
    });
  },
};

/** Invalid and repeated lines are listed by line number and read with the field. */
export const WithLineErrors: Story = {
  args: { defaultValue: 'anna@example.com\nnot-an-email\nbo@example.com\nanna@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 valid email addresses, 2 lines need fixing')).toBeVisible();
    await expect(canvas.getByText('Line 2: Not a valid email address.')).toBeVisible();
    await expect(canvas.getByText('Line 4: Same as line 1.')).toBeVisible();
    const field = canvas.getByLabelText('Invite emails');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(expect.stringContaining('Line 2: Not a valid email address.'));
  },
};

/** Fixing the line clears its error. */
export const FixLine: Story = {
  args: { defaultValue: 'anna@example' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Line 1: Not a valid email address.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Invite emails'), '.com');
    await expect(canvas.queryByText(/^Line 1:/)).not.toBeInTheDocument();
    await expect(canvas.getByText('1 valid email')).toBeVisible();
  },
};

export const Codes: Story = {
  args: {
    label: 'Codes',
    validate: validCode,
    itemName: ['code', 'codes'],
    hint: 'Paste one code per line.',
    defaultValue: 'ABCDE-12345\nFGHIJ-67890\nbad code',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 valid codes, 1 line needs fixing')).toBeVisible();
    await expect(parseLines(' X1 \r\n\r\nX2', () => null)).toEqual({ items: ['X1', 'X2'], errors: [] });
  },
};

export const WithListError: Story = {
  args: { defaultValue: 'anna@example.com', error: 'One invite per activation per creator: anna@example.com is already invited.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Invite emails')).toHaveAccessibleDescription(expect.stringContaining('already invited'));
  },
};

export const Disabled: Story = { args: { defaultValue: 'anna@example.com', disabled: true } };
