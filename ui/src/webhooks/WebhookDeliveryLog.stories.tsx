import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { anEndpoint, deliveries } from './webhook-fixtures.ts';
import { WebhookDeliveryLog } from './WebhookDeliveryLog.tsx';

const meta = {
  title: 'Webhooks/Delivery log',
  component: WebhookDeliveryLog,
  args: { url: anEndpoint.url, deliveries, onResend: fn() },
} satisfies Meta<typeof WebhookDeliveryLog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Event in words, time in Stockholm, status, attempts, the receiver's status and its answer. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(3);
    await expect(rows[1]).toHaveTextContent('A creator claimed a key');
    await expect(rows[1]).toHaveTextContent('4 Mar 2026, 14:05 CET');
    await expect(rows[1]).toHaveTextContent('Delivered');
    await expect(rows[1]).toHaveTextContent('{"received":true}');
    await expect(rows[2]).toHaveTextContent('Failed');
    await expect(rows[2]).toHaveTextContent('12');
    await expect(rows[2]).toHaveTextContent('500');
  },
};

export const Empty: Story = {
  args: { deliveries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No deliveries yet')).toBeVisible();
  },
};

/** A long answer is cut in the row; the log keeps its first 2 KB. */
export const LongAnswer: Story = {
  args: { deliveries: [{ ...deliveries[1]!, responseExcerpt: 'x'.repeat(500) }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`${'x'.repeat(140)}…`)).toBeVisible();
  },
};

export const Resend: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Resend A Quest was paid' }));
    await expect(args.onResend).toHaveBeenCalledWith('d2');
  },
};

/** While a resend runs its button is busy and disabled: a second click sends nothing. */
export const Resending: Story = {
  args: { busyIds: ['d2'] },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Resend A Quest was paid' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};
