import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppHeader } from '../app-header/AppHeader.tsx';
import { EmailVerificationBanner } from '../email-verification-banner/EmailVerificationBanner.tsx';
import {
  atWidth,
  companyShell,
  creatorShell,
  expectNoSidewaysScroll,
  openDrawer,
  viewportParameters,
  widePage,
} from '../story-helpers/shell-fixtures.tsx';
import { ShellLayout } from './ShellLayout.tsx';

const meta = {
  title: 'Shell/Layout',
  component: ShellLayout,
  parameters: { layout: 'fullscreen', ...viewportParameters },
  args: { children: widePage },
} satisfies Meta<typeof ShellLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: header navigation, the company menu on the left and updates on the right. */
export const Company: Story = {
  args: companyShell(),
  globals: atWidth('desktop'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Company menu' })).toBeVisible();
    await expect(canvas.getByRole('complementary', { name: 'Updates' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    await expectNoSidewaysScroll();
  },
};

/** Phone: only the page; navigation, account and both panels are in the drawer, which Escape closes. */
export const CompanyPhone: Story = {
  args: companyShell(),
  globals: atWidth('phone'),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('complementary')).not.toBeInTheDocument();
    await expectNoSidewaysScroll();
    const drawer = await openDrawer(canvasElement);
    await expect(within(drawer.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Activations' })).toBeVisible();
    await expect(drawer.getByRole('navigation', { name: 'Company menu' })).toBeVisible();
    await expect(drawer.getByRole('heading', { name: 'Updates' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveFocus();
  },
};

/** Tablet: the company menu stays beside the page; updates move into the drawer instead of covering it. */
export const CompanyTablet: Story = {
  args: companyShell(),
  globals: atWidth('tablet'),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('navigation', { name: 'Company menu' })).toBeVisible();
    await expect(canvas.queryByRole('complementary', { name: 'Updates' })).not.toBeInTheDocument();
    await expectNoSidewaysScroll();
    const drawer = await openDrawer(canvasElement);
    await expect(drawer.getByRole('heading', { name: 'Updates' })).toBeVisible();
    await expect(drawer.queryByRole('navigation', { name: 'Company menu' })).not.toBeInTheDocument();
  },
};

export const Creator: Story = {
  args: creatorShell(),
  globals: atWidth('desktop'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Creator menu' })).toBeVisible();
    await expectNoSidewaysScroll();
  },
};

export const CreatorPhone: Story = {
  args: creatorShell(),
  globals: atWidth('phone'),
  play: async ({ canvasElement }) => {
    await expectNoSidewaysScroll();
    const drawer = await openDrawer(canvasElement);
    await expect(drawer.getByRole('navigation', { name: 'Creator menu' })).toBeVisible();
  },
};

/** User-type accounts get the whole width and no panels. */
export const User: Story = {
  args: {
    fullWidth: true,
    header: (
      <AppHeader state="signed-in" homeHref="/user/creator-access" user={{ username: 'viewer42', userType: 'User' }} onSignOut={() => {}} />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('complementary')).not.toBeInTheDocument();
  },
};

export const LoggedOut: Story = {
  args: { header: <AppHeader state="signed-out" homeHref="/login" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Dark theme' })).toBeVisible();
    await expect(canvas.queryByRole('complementary')).not.toBeInTheDocument();
  },
};

export const LoggedOutPhone: Story = {
  ...LoggedOut,
  globals: atWidth('phone'),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('switch', { name: 'Dark theme' })).toBeVisible();
    await expectNoSidewaysScroll();
    const drawer = await openDrawer(canvasElement);
    await expect(drawer.getByRole('link', { name: 'Sign up' })).toBeVisible();
  },
};

/** While the session loads the header stays empty, so no wrong menu flashes. */
export const Loading: Story = {
  args: { header: <AppHeader state="loading" homeHref="/login" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeEmptyDOMElement();
  },
};

/** An unverified address is reminded above every page. */
export const UnverifiedEmail: Story = {
  ...CompanyPhone,
  args: {
    ...companyShell(),
    notice: <EmailVerificationBanner email="olivia.northernowner@northernlights.example" onResend={() => {}} resendState="idle" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toHaveTextContent('Please verify your email address');
    await expectNoSidewaysScroll();
  },
};

export const LightTheme: Story = { ...Company, globals: { ...Company.globals, theme: 'light' } };
