import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CompanyPanel } from './CompanyPanel.tsx';

const meta = {
  title: 'Shell/Company panel',
  component: CompanyPanel,
  args: { company: { id: 'c-1', name: 'Northern Lights Games', isVerified: true }, currentPath: '/company/settings/members' },
} satisfies Meta<typeof CompanyPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('navigation', { name: 'Company menu' });
    await expect(within(menu).getByRole('link', { name: 'Company page' })).toHaveAttribute('href', '/company/c-1');
    // Only the most specific entry is current: Members, not Company settings above it.
    await expect(within(menu).getByRole('link', { name: 'Members' }).closest('li')).toHaveAttribute('aria-current', 'page');
    await expect(within(menu).getByRole('link', { name: 'Company settings' }).closest('li')).not.toHaveAttribute('aria-current');
    await expect(canvas.queryByText('Company not verified yet')).not.toBeInTheDocument();
  },
};

export const Unverified: Story = {
  args: { company: { id: 'c-2', name: 'Tiny Forge', isVerified: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Company not verified yet')).toBeVisible();
  },
};

export const LightTheme: Story = { ...Default, globals: { theme: 'light' } };
