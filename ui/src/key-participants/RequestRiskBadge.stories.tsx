import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { RequestRiskBadge } from './RequestRiskBadge.tsx';

const meta = {
  title: 'Keys/Request risk badge',
  component: RequestRiskBadge,
  args: {
    creatorName: 'nightowl',
    risk: {
      level: 'HIGH',
      reasons: [
        { code: 'NEW_ACCOUNT', words: 'The account is 2 days old.' },
        { code: 'DISPOSABLE_EMAIL', words: 'The email address is at a disposable domain (mailinator.com).' },
      ],
    },
  },
} satisfies Meta<typeof RequestRiskBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A high risk opens onto its reasons in words, so the company sees why before deciding. */
export const High: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('High risk')).toHaveClass('status-badge--danger');
    await userEvent.click(canvas.getByText('Why'));
    const reasons = canvas.getByRole('list', { name: 'Key request risk reasons for nightowl' });
    await expect(reasons).toBeVisible();
    await expect(canvas.getByText('The account is 2 days old.')).toBeVisible();
  },
};

/** A request to look at: amber, with its reason. */
export const Review: Story = {
  args: { risk: { level: 'REVIEW', reasons: [{ code: 'REQUEST_BURST', words: '6 key requests in the last 24 hours.' }] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Review')).toHaveClass('status-badge--warning');
    await expect(canvas.getByText('Why')).toBeVisible();
  },
};

/** Nothing to report: the badge alone, with nothing to open. */
export const Low: Story = {
  args: { risk: { level: 'LOW', reasons: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Low risk')).toHaveClass('status-badge--success');
    await expect(canvas.queryByText('Why')).not.toBeInTheDocument();
  },
};
