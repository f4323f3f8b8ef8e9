import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RegisterChoice } from './RegisterChoice.tsx';

const meta = { title: 'Accounts/Register choice', component: RegisterChoice } satisfies Meta<typeof RegisterChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /^I represent a company/ })).toHaveAttribute('href', '/register/company');
    await expect(canvas.getByRole('link', { name: /^I am a creator/ })).toHaveAttribute('href', '/register/creator');
  },
};

/** Arrived from an invitation link: both ways keep it, so signing up ends on the invitation. */
export const FromAnInvitation: Story = {
  args: { callbackUrl: '/company/join?token=abc' },
  play: async ({ canvas }) => {
    const kept = `?callbackUrl=${encodeURIComponent('/company/join?token=abc')}`;
    await expect(canvas.getByRole('link', { name: /^I represent a company/ })).toHaveAttribute('href', `/register/company${kept}`);
    await expect(canvas.getByRole('link', { name: /^I am a creator/ })).toHaveAttribute('href', `/register/creator${kept}`);
  },
};
