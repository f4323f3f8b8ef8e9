import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CustomDomainStatus } from './CustomDomainStatus.tsx';

const meta = {
  title: 'Company/Custom domain status',
  component: CustomDomainStatus,
  args: {
    domain: 'play.example.com',
    status: 'pending',
    recordName: '_lurkit-verify.play.example.com',
    recordValue: 'lurkit-verify=3f2a9c0e5b7d41e8a6c2f0b9d8e7a615',
    checkedAt: null,
    sandbox: false,
    onCheckNow: fn(),
  },
} satisfies Meta<typeof CustomDomainStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Just added: the record to add, and Check now. */
export const Pending: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('play.example.com: Waiting for the DNS record')).toBeVisible();
    await expect(canvas.getByText('Not checked yet.')).toBeVisible();
    const record = within(canvas.getByLabelText('TXT record to add'));
    await expect(record.getByText('_lurkit-verify.play.example.com')).toBeVisible();
    await expect(record.getByText('lurkit-verify=3f2a9c0e5b7d41e8a6c2f0b9d8e7a615')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Check now' }));
    await expect(args.onCheckNow).toHaveBeenCalledTimes(1);
  },
};

/** Found: served, with the time of the last check in Stockholm time. */
export const Verified: Story = {
  args: { status: 'verified', checkedAt: '2026-12-03T04:17:00.000Z' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('play.example.com: Verified')).toBeVisible();
    await expect(canvas.getByText(/Last checked .*05:17/)).toBeVisible();
  },
};

/** The record disappeared: not served until it is back. */
export const Suspended: Story = {
  args: { status: 'suspended', checkedAt: '2026-12-03T04:17:00.000Z' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('play.example.com: Suspended: the DNS record is gone')).toBeVisible();
    await expect(canvas.getByText(/not served on this domain/)).toBeVisible();
  },
};

/** A check is under way: the button waits. */
export const Checking: Story = {
  args: { checking: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Check now/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Development: the sandbox answers instead of real DNS, and says so. */
export const Sandbox: Story = {
  args: { sandbox: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('DNS sandbox')).toBeVisible();
    await expect(canvas.getByText(/does not look up real DNS/)).toBeVisible();
  },
};
