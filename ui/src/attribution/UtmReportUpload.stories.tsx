import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { UtmReportUpload } from './UtmReportUpload.tsx';

const games = [
  { appId: '367520', name: 'Hollow Knight' },
  { appId: '1145360', name: 'Hades' },
];
const csv = () => new File(['Date,UTM Source\r\n'], 'utm-report.csv', { type: 'text/csv' });

const meta = {
  title: 'Attribution/UTM report upload',
  component: UtmReportUpload,
  args: { games, appId: '367520', onGameChange: fn(), onUpload: fn() },
} satisfies Meta<typeof UtmReportUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: importing asks for the file at its field and sends nothing. */
export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByLabelText('Steam game')).toHaveValue('367520');
    await userEvent.click(canvas.getByRole('button', { name: 'Import report' }));
    await expect(canvas.getByLabelText('Steam UTM traffic report (.csv)')).toHaveAccessibleDescription(
      expect.stringContaining('Choose the report’s .csv file.'),
    );
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

export const Filled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Steam game'), '1145360');
    await expect(args.onGameChange).toHaveBeenCalledWith('1145360');
    await userEvent.upload(canvas.getByLabelText('Steam UTM traffic report (.csv)'), csv());
    await userEvent.click(canvas.getByRole('button', { name: 'Import report' }));
    await expect(args.onUpload).toHaveBeenCalledWith(expect.objectContaining({ name: 'utm-report.csv' }));
  },
};

export const Uploading: Story = {
  args: { progress: 0.4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    await expect(canvas.getByText('40%')).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Import report' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** Refused whole: each problem with its line, column, words and code; the file field says so too. */
export const Refused: Story = {
  args: {
    refusal: {
      message: 'The report was not imported: line 3, Visits: Write a whole number. (and 1 more)',
      problemCount: 2,
      problems: [
        { line: 3, column: 'Visits', code: 'ATTRIBUTION.INVALID_COUNT', message: 'Write a whole number.' },
        { line: 7, column: 'Date', code: 'ATTRIBUTION.INVALID_DATE', message: 'Write the date as YYYY-MM-DD.' },
      ],
    },
  },
  play: async ({ canvas }) => {
    const problems = within(canvas.getByRole('list', { name: 'Problems in the report' })).getAllByRole('listitem');
    await expect(problems).toHaveLength(2);
    await expect(problems[0]).toHaveTextContent('Line 3, Visits: Write a whole number. ATTRIBUTION.INVALID_COUNT');
    await expect(problems[1]).toHaveTextContent('Line 7, Date: Write the date as YYYY-MM-DD.');
    const field = canvas.getByLabelText('Steam UTM traffic report (.csv)');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(expect.stringContaining('line 3, Visits'));
  },
};

/** More problems than the server lists: the rest are counted. */
export const RefusedMany: Story = {
  args: {
    refusal: {
      message: 'The report was not imported: line 2, Date: Write the date as YYYY-MM-DD. (and 119 more)',
      problemCount: 120,
      problems: [{ line: 2, column: 'Date', code: 'ATTRIBUTION.INVALID_DATE', message: 'Write the date as YYYY-MM-DD.' }],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('…and 119 more.')).toBeVisible();
  },
};

export const Imported: Story = {
  args: { imported: { rowsRead: 90, rowsImported: 30, inserted: 28, updated: 2 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Imported 30 Lurkit rows of 90 in the report (28 new, 2 updated).')).toBeVisible();
  },
};
