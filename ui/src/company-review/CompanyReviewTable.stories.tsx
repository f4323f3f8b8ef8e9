import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CompanyReviewTable, type CompanyForReviewRow } from './CompanyReviewTable.tsx';

const company = (n: number, isVerified: boolean): CompanyForReviewRow => ({
  id: `company-${n}`,
  name: `Studio ${n}`,
  type: 'smallGameStudio',
  website: `https://studio${n}.example.com`,
  isVerified,
  createdAt: `2026-11-${String(10 + n).padStart(2, '0')}T09:30:00.000Z`,
  owner: { username: `owner${n}`, email: `owner${n}@example.com`, emailVerified: true },
});

const meta = {
  title: 'Accounts/Company review',
  component: CompanyReviewTable,
  args: {
    companies: [company(3, false), company(2, false), company(1, true)],
    hasMore: false,
    onLoadMore: fn(),
    onDecide: fn(),
    error: null,
  },
} satisfies Meta<typeof CompanyReviewTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByText('Waiting for review')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Studio 3' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    await expect(args.onDecide).toHaveBeenCalledWith(['company-3'], 'APPROVE');
  },
};

export const MoreToLoad: Story = {
  args: { hasMore: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load more companies' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { companies: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No companies yet')).toBeVisible();
  },
};

export const DecisionFailed: Story = {
  args: { error: 'Only Lurkit staff can do this.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Only Lurkit staff can do this.')).toBeVisible();
  },
};
