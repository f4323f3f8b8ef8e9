import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AppHeader } from './AppHeader.tsx';

const meta = {
  component: AppHeader,
  parameters: { layout: 'fullscreen' },
  args: { state: 'signed-in', homeHref: '/home', onSignOut: fn(), user: { username: 'northernowner', displayName: 'Olivia', userType: 'Company' } },
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: 'loading', user: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeEmptyDOMElement();
  },
};

export const SignedOut: Story = {
  args: { state: 'signed-out', user: undefined, homeHref: '/login' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  },
};

export const SignedInCompany: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('link', { name: 'Lurkit' })).toHaveAttribute('href', '/home');
    await expect(canvas.getByRole('link', { name: 'Company members' })).toHaveAttribute('href', '/company/settings/members');
    await expect(canvas.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/user/settings');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

export const SignedInCreator: Story = {
  args: { homeHref: '/creator/home', user: { username: 'annastreams', userType: 'Creator' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('annastreams')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Company members' })).not.toBeInTheDocument();
  },
};
