import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ApiTokenList } from './ApiTokenList.tsx';

const tokens = [
  {
    id: 't1',
    name: 'Nightly reporting sync',
    scopes: ['read:reporting'],
    hint: 'lkt_Ab3x',
    createdAt: '2026-03-02T09:00:00.000Z',
    lastUsedAt: '2026-03-04T02:15:00.000Z',
  },
  {
    id: 't2',
    name: 'Code import',
    scopes: ['write:codes', 'read:activations'],
    hint: 'lkt_Q9zP',
    createdAt: '2026-03-03T12:30:00.000Z',
    lastUsedAt: null,
  },
];

const meta = {
  title: 'API tokens/Token list',
  component: ApiTokenList,
  args: { tokens, onRevoke: fn() },
} satisfies Meta<typeof ApiTokenList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(3);
    await expect(rows[1]).toHaveTextContent('Nightly reporting sync');
    await expect(rows[1]).toHaveTextContent('4 Mar 2026, 03:15 CET');
    await expect(rows[2]).toHaveTextContent('write:codes, read:activations');
    await expect(rows[2]).toHaveTextContent('Never');
  },
};

export const Empty: Story = {
  args: { tokens: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No API tokens yet')).toBeVisible();
  },
};

/** Revoking asks first; cancelling changes nothing. */
export const RevokeAfterConfirmation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke Code import' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel' }));
    await expect(args.onRevoke).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke Code import' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Revoke token' }));
    await expect(args.onRevoke).toHaveBeenCalledWith('t2');
  },
};

export const Revoking: Story = {
  args: { busyIds: ['t1'], error: 'Only company owners manage API tokens.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Revoke Nightly reporting sync' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Only company owners manage API tokens.');
  },
};
