import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AppHeader } from '../app-header/AppHeader.tsx';
import { CompanyPanel } from '../company-panel/CompanyPanel.tsx';
import { CreatorPanel } from '../creator-panel/CreatorPanel.tsx';
import { RightPanel } from '../right-panel/RightPanel.tsx';
import { ShellLayout } from './ShellLayout.tsx';

const page = (
  <>
    <h1>Page title</h1>
    <p>The page content.</p>
  </>
);

const meta = {
  title: 'Shell/Layout',
  component: ShellLayout,
  parameters: { layout: 'fullscreen' },
  args: { children: page },
} satisfies Meta<typeof ShellLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Company: Story = {
  args: {
    header: (
      <AppHeader
        state="signed-in"
        homeHref="/home"
        currentPath="/home"
        user={{ username: 'northernowner', displayName: 'Olivia', userType: 'Company' }}
        onSignOut={() => {}}
      />
    ),
    left: <CompanyPanel company={{ id: 'c-1', name: 'Northern Lights Games', isVerified: true }} currentPath="/home" />,
    right: <RightPanel />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Company menu' })).toBeVisible();
    await expect(canvas.getByRole('complementary', { name: 'Updates' })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent('The page content.');
  },
};

export const Creator: Story = {
  args: {
    header: (
      <AppHeader
        state="signed-in"
        homeHref="/creator/home"
        currentPath="/creator/home"
        user={{ username: 'annastreams', userType: 'Creator' }}
        onSignOut={() => {}}
      />
    ),
    left: <CreatorPanel username="annastreams" currentPath="/creator/home" />,
    right: <RightPanel />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Creator menu' })).toBeVisible();
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
    await expect(canvas.queryByRole('complementary')).not.toBeInTheDocument();
  },
};

/** While the session loads the header stays empty, so no wrong menu flashes. */
export const Loading: Story = {
  args: { header: <AppHeader state="loading" homeHref="/login" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeEmptyDOMElement();
  },
};

export const LightTheme: Story = { ...Company, globals: { theme: 'light' } };
