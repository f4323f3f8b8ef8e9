import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { STATEMENTS } from './billing-fixtures.ts';
import { StatementList } from './StatementList.tsx';

const meta = {
  title: 'Company/Billing/Statement list',
  component: StatementList,
  args: { statements: STATEMENTS },
} satisfies Meta<typeof StatementList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'February 2026' })).toBeVisible();
    await expect(canvas.getByText('Quest "Summer quest", run 3f2a9c1e, creator Ada')).toBeVisible();
    await expect(canvas.getByText('Quest "Summer quest", run 8b41d0a7, creator Bo')).toBeVisible();
    await expect(canvas.getByText('Total $919.00')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Download statement for February 2026' })).toHaveAttribute(
      'href',
      '/api/billing/statements/2026-02.pdf',
    );
  },
};

export const Empty: Story = {
  args: { statements: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No statements yet')).toBeVisible();
  },
};
