import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AppHeader } from './AppHeader.tsx';

const meta = {
  title: 'Shell/App header',
  component: AppHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    state: 'signed-in',
    homeHref: '/home',
    onSignOut: fn(),
    user: { username: 'northernowner', displayName: 'Olivia', userType: 'Company' },
  },
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const mainLinks = (canvas: Canvas) =>
  within(canvas.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

export const Loading: Story = {
  args: { state: 'loading', user: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeEmptyDOMElement();
  },
};

export const SignedOut: Story = {
  args: { state: 'signed-out', user: undefined, homeHref: '/login' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Lurkit' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    await expect(mainLinks(canvas)).toEqual([
      ['Explore', '/explore'],
      ['Games', '/games'],
    ]);
  },
};

export const SignedInCompany: Story = {
  args: { currentPath: '/company/activations/keys' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('link', { name: 'Lurkit' })).toHaveAttribute('href', '/home');
    await expect(mainLinks(canvas).map(([label]) => label)).toEqual([
      'Home',
      'Activations',
      'Creators',
      'Insights',
      'Code Manager',
      'Reporting',
    ]);
    await expect(canvas.getByRole('link', { name: 'Activations' }).closest('li')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Company members' })).toHaveAttribute('href', '/company/settings/members');
    await expect(canvas.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/user/settings');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

export const SignedInCreator: Story = {
  args: { homeHref: '/creator/home', currentPath: '/creator/home', user: { username: 'annastreams', userType: 'Creator' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('annastreams')).toBeVisible();
    await expect(mainLinks(canvas).map(([label]) => label)).toEqual(['Home', 'Deals', 'Browse', 'Programs', 'Shop']);
    await expect(canvas.queryByRole('link', { name: 'Company members' })).not.toBeInTheDocument();
  },
};

export const SignedInUser: Story = {
  args: { homeHref: '/user/creator-access', user: { username: 'viewer42', userType: 'User' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Lurkit' })).toHaveAttribute('href', '/user/creator-access');
    await expect(mainLinks(canvas).map(([label]) => label)).toEqual(['Creator access', 'Explore', 'Games']);
  },
};

export const LightTheme: Story = { ...SignedInCompany, globals: { theme: 'light' } };
