import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SignUpCall } from './SignUpCall.tsx';

const returnTo = '/campaigns/5f0c3a52-3a0e-4b8e-9a56-0d1f3e2c9a11';

const meta = {
  title: 'Public/Sign-up call',
  component: SignUpCall,
  args: { audience: 'Visitor', action: 'request a key', returnTo },
} satisfies Meta<typeof SignUpCall>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor signs up or in, and comes back to the page they were reading. */
export const Visitor: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Sign up as a creator to request a key' })).toBeVisible();
    const back = `callbackUrl=${encodeURIComponent(returnTo)}`;
    await expect(canvas.getByRole('link', { name: 'Sign up as a creator' })).toHaveAttribute('href', `/register/creator?${back}`);
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/login?${back}`);
  },
};

/** A User has an account but no verified channel yet: the way on is creator access. */
export const User: Story = {
  args: { audience: 'User' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Gain full creator access to request a key' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Gain full creator access' })).toHaveAttribute('href', '/user/creator-access');
  },
};

/** A company or staff reading the page is asked nothing. */
export const Company: Story = {
  args: { audience: 'Company' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.sign-up-call')).toBeNull();
  },
};
