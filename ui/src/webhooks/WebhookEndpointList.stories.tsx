import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { anEndpoint } from './webhook-fixtures.ts';
import { WebhookEndpointList } from './WebhookEndpointList.tsx';

const meta = {
  title: 'Webhooks/Endpoint list',
  component: WebhookEndpointList,
  args: { endpoints: [anEndpoint], onShowDeliveries: fn(), onRollSecret: fn(), onRemove: fn() },
} satisfies Meta<typeof WebhookEndpointList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    const events = canvas.getByRole('list', { name: `Events sent to ${anEndpoint.url}` });
    await expect(
      within(events)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['A creator claimed a key', 'A Quest was paid']);
    await expect(canvas.getByText('whsec_…x9Qa')).toBeVisible();
    await expect(canvas.getByText('2 Mar 2026, 10:00 CET')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { endpoints: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No webhook endpoints yet')).toBeVisible();
  },
};

/** After a roll the card says until when the old secret still signs (Stockholm time). */
export const Rolled: Story = {
  args: { endpoints: [{ ...anEndpoint, previousSecretExpiresAt: '2026-03-05T09:00:00.000Z' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Old secret signs until')).toBeVisible();
    await expect(canvas.getByText('5 Mar 2026, 10:00 CET')).toBeVisible();
  },
};

/** Roll and Remove each ask first; cancelling calls nothing. */
export const ConfirmsFirst: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Roll secret of ${anEndpoint.url}` }));
    const body = within(document.body);
    await expect(await body.findByText(/old secret keeps signing deliveries for 24 hours/)).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Roll secret' }));
    await expect(args.onRollSecret).toHaveBeenCalledWith('e1');
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${anEndpoint.url}` }));
    await userEvent.click(await body.findByRole('button', { name: 'Cancel' }));
    await expect(args.onRemove).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${anEndpoint.url}` }));
    await userEvent.click(await body.findByRole('button', { name: 'Remove endpoint' }));
    await expect(args.onRemove).toHaveBeenCalledWith('e1');
  },
};

export const Refused: Story = {
  args: { error: 'This webhook endpoint does not exist.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This webhook endpoint does not exist.');
  },
};
