import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PLAN_OPTIONS } from './billing-fixtures.ts';
import { PlanPicker } from './PlanPicker.tsx';

const onFree = { plan: 'free', cancelAtPeriodEnd: false, currentPeriodEnd: null, memberCount: 3, memberLimit: 10, viewerIsOwner: true };

const meta = {
  title: 'Company/Billing/Plan picker',
  component: PlanPicker,
  args: { plans: PLAN_OPTIONS, current: onFree, onChoose: fn(), onCancel: fn() },
} satisfies Meta<typeof PlanPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OwnerOnFree: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('3')).toBeVisible();
    // The member limit's value is not shown (spec 6).
    await expect(canvas.queryByText(/of 10|Up to \d+ members/)).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Cancel plan' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Choose Pro' }));
    await expect(args.onChoose).toHaveBeenCalledWith('pro');
  },
};

export const OwnerOnPro: Story = {
  args: { current: { ...onFree, plan: 'pro', memberLimit: 25, currentPeriodEnd: '2026-04-01T08:00:00Z' } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Renews on')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose Enterprise' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel plan' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const CancelingAtPeriodEnd: Story = {
  args: { current: { ...onFree, plan: 'pro', memberLimit: 25, cancelAtPeriodEnd: true, currentPeriodEnd: '2026-04-01T08:00:00Z' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ends on')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Keep Pro' })).toBeVisible();
  },
};

export const Choosing: Story = {
  args: { choosing: 'pro' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Choose Enterprise/ })).toBeDisabled();
  },
};

export const Member: Story = {
  args: { current: { ...onFree, viewerIsOwner: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Only the company's owner can change the plan.")).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
