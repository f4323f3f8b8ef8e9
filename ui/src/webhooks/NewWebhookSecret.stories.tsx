import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NewWebhookSecret } from './NewWebhookSecret.tsx';

const secret = 'whsec_q0m3Lk2b7Vn1Xc8Zs5Ad4Fg6Hj9Kl0Pw3Oe2Ri7Tu1Y';

const meta = {
  title: 'Webhooks/New secret',
  component: NewWebhookSecret,
  args: { url: 'https://hooks.demostudio.example/lurkit', secret, rolled: false, onDone: fn(), copyText: fn(async () => {}) },
} satisfies Meta<typeof NewWebhookSecret>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Added: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(secret)).toBeVisible();
    await expect(canvas.queryByText(/24 hours/)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy secret' }));
    await expect(args.copyText).toHaveBeenCalledWith(secret);
    await userEvent.click(canvas.getByRole('button', { name: 'I have copied it' }));
    await expect(args.onDone).toHaveBeenCalled();
  },
};

/** After a roll: the old secret keeps signing for a day. */
export const Rolled: Story = {
  args: { rolled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/old secret keeps signing deliveries for 24 hours/)).toBeVisible();
  },
};
