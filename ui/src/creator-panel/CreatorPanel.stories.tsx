import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CreatorPanel } from './CreatorPanel.tsx';

const meta = {
  title: 'Shell/Creator panel',
  component: CreatorPanel,
  args: { username: 'annastreams', displayName: 'Anna', currentPath: '/deals/active' },
} satisfies Meta<typeof CreatorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('navigation', { name: 'Creator menu' });
    await expect(within(menu).getByRole('link', { name: 'Creator pages' })).toHaveAttribute('href', '/user/creator-pages');
    await expect(within(menu).getByRole('link', { name: 'Deals' }).closest('li')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('Anna')).toBeVisible();
  },
};

export const WithoutDisplayName: Story = {
  args: { displayName: undefined, currentPath: '/creator/home' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('annastreams')).toBeVisible();
  },
};

export const LightTheme: Story = { ...Default, globals: { theme: 'light' } };
