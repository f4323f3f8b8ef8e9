import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { atWidth, expectNoSidewaysScroll, viewportParameters } from '../story-helpers/shell-fixtures.tsx';
import { EarningsStatementPicker } from './EarningsStatementPicker.tsx';

const meta = {
  title: 'Quests/Earnings statement picker',
  component: EarningsStatementPicker,
  args: {
    statements: [
      { year: 2026, earnedCents: 95_000, paidOutCents: 70_000, pdfPath: '/api/earnings/statements/2026.pdf' },
      { year: 2025, earnedCents: 40_000, paidOutCents: -12_500, pdfPath: '/api/earnings/statements/2025.pdf' },
    ],
  },
  parameters: viewportParameters,
} satisfies Meta<typeof EarningsStatementPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The newest year is picked: its totals and its PDF link. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Year')).toHaveValue('2026');
    await expect(canvas.getByLabelText('Totals for 2026')).toHaveTextContent('Paid out$700.00');
    await expect(canvas.getByRole('link', { name: 'Download 2026 statement (PDF)' })).toHaveAttribute(
      'href',
      '/api/earnings/statements/2026.pdf',
    );
  },
};

/** Picking an earlier year shows its totals (a returned payout made it negative) and links its PDF. */
export const EarlierYear: Story = {
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Year'), '2025');
    await expect(canvas.getByLabelText('Totals for 2025')).toHaveTextContent('Paid out-$125.00');
    await expect(canvas.getByRole('link', { name: 'Download 2025 statement (PDF)' })).toHaveAttribute(
      'href',
      '/api/earnings/statements/2025.pdf',
    );
  },
};

/** Before any earnings there is no year to pick. */
export const Empty: Story = {
  args: { statements: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No earnings yet')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Phone: Story = { globals: atWidth('phone'), play: () => expectNoSidewaysScroll() };
