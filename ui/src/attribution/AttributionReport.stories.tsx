import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { attributedRows } from './attribution-fixtures.ts';
import { AttributionReport } from './AttributionReport.tsx';

const meta = {
  title: 'Attribution/Attribution report',
  component: AttributionReport,
  args: { gameName: 'Hollow Knight', rows: attributedRows },
} satisfies Meta<typeof AttributionReport>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The chart sums each creator's wishlists; the table keeps every creator and activation. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const chart = canvas.getByRole('figure', { name: 'Wishlists per creator: Hollow Knight' });
    const chartRows = within(chart).getAllByRole('row');
    await expect(chartRows[1]).toHaveTextContent('1. pixelpilot233');
    await expect(chartRows[2]).toHaveTextContent('2. democreator85');
    const table = canvas.getByRole('table', { name: 'Traffic per creator and activation' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(rows[3]).toHaveTextContent('pixelpilot');
    await expect(rows[3]).toHaveTextContent('2,310');
    await expect(rows[2]).toHaveTextContent('Hollow Knight first hour (Quest)');
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No attributed traffic yet')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};
