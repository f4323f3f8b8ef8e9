import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { atWidth, expectNoSidewaysScroll, openDrawer, viewportParameters } from '../story-helpers/shell-fixtures.tsx';
import { AppHeader } from './AppHeader.tsx';
import { AccountNav } from './AccountNav.tsx';

const PICTURE =
  'data:image/svg+xml,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" fill="#6d4bd8"/></svg>');

const meta = {
  title: 'Shell/App header',
  component: AppHeader,
  subcomponents: { AccountNav },
  parameters: { layout: 'fullscreen', ...viewportParameters },
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
    await expect(mainLinks(canvas).map(([label]) => label)).toEqual(['Home', 'Deals', 'Browse', 'Quests', 'Programs', 'Shop']);
    await expect(canvas.queryByRole('link', { name: 'Company members' })).not.toBeInTheDocument();
  },
};

/** The profile picture sits beside the name (decorative: the name is written next to it). */
export const SignedInCreatorWithPicture: Story = {
  args: {
    homeHref: '/creator/home',
    currentPath: '/creator/home',
    user: { username: 'annastreams', displayName: 'Anna Streams', userType: 'Creator', pictureUrl: PICTURE },
  },
  play: async ({ canvasElement, canvas }) => {
    const account = within(canvasElement).getAllByRole('navigation', { name: 'Account' })[0]!;
    await expect(account.querySelector('img.avatar')).toHaveAttribute('src', PICTURE);
    await expect(within(account).getByText('Anna Streams')).toBeVisible();
    await expect(canvas.queryByRole('img', { name: 'Anna Streams' })).not.toBeInTheDocument();
  },
};

export const SignedInUser: Story = {
  args: { homeHref: '/user/creator-access', user: { username: 'viewer42', userType: 'User' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Lurkit' })).toHaveAttribute('href', '/user/creator-access');
    await expect(mainLinks(canvas).map(([label]) => label)).toEqual(['Creator access', 'Explore', 'Games']);
  },
};

/** Staff (a User account with the staff flag): their own home and review queues, one row at the desktop width. */
export const SignedInStaff: Story = {
  args: { homeHref: '/staff', currentPath: '/staff', user: { username: 'demostaff', userType: 'User', isStaff: true } },
  globals: atWidth('desktop'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Lurkit' })).toHaveAttribute('href', '/staff');
    await expect(mainLinks(canvas).map(([label]) => label)).toEqual([
      'Home',
      'Accounts',
      'Campaigns',
      'Missions',
      'Reports',
      'Disputes',
      'Shop',
      'VIP',
      'Reconciliation',
    ]);
    const items = within(canvas.getByRole('navigation', { name: 'Main' })).getAllByRole('listitem');
    await expect(new Set(items.map((item) => item.getBoundingClientRect().top)).size).toBe(1);
  },
};

/** Phone: logo, theme switch and menu button; the drawer holds the rest and hands focus back when closed. */
export const Phone: Story = {
  args: { currentPath: '/home' },
  globals: atWidth('phone'),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('switch', { name: 'Dark theme' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await expectNoSidewaysScroll();
    const drawer = await openDrawer(canvasElement);
    await expect(drawer.getAllByRole('link').map((link) => link.textContent)).toContain('Code Manager');
    await expect(drawer.getByRole('link', { name: 'Company members' })).toBeVisible();
    // Focus is inside the drawer and stays there.
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(drawer.getByRole('button', { name: 'Sign out' })).toHaveFocus();
    await userEvent.tab();
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveFocus();
  },
};

/** The open drawer, left open so the accessibility check sees it. */
export const PhoneMenuOpen: Story = {
  ...Phone,
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement);
    await expect(drawer.getByRole('navigation', { name: 'Account' })).toHaveTextContent('Olivia');
  },
};

/** Tablet: still too narrow for six links and the account beside them, so the drawer stays. */
export const Tablet: Story = {
  ...Phone,
  globals: atWidth('tablet'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Dark theme' })).toHaveTextContent('Dark theme');
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await expectNoSidewaysScroll();
  },
};

/** Desktop: everything in the bar, no menu button. */
export const Desktop: Story = {
  ...Phone,
  globals: atWidth('desktop'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Account' })).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Dark theme' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    await expectNoSidewaysScroll();
  },
};

export const LightTheme: Story = { ...SignedInCompany, globals: { theme: 'light' } };
