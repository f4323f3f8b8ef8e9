import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LinkProvider, type AppLinkProps } from '../link/LinkProvider.tsx';
import { UrlTabs } from './UrlTabs.tsx';

const dealTabs = [
  { id: 'offers', label: 'Offers', href: '/deals/offers' },
  { id: 'active', label: 'Active', href: '/deals/active' },
  { id: 'ended', label: 'Ended', href: '/deals/ended' },
];

const meta = {
  title: 'Display/Url tabs',
  component: UrlTabs,
  args: { label: 'Deals', tabs: dealTabs, activeId: 'active', panelId: 'deals-panel' },
  render: (args) => (
    <>
      <UrlTabs {...args} />
      <div id="deals-panel" role="tabpanel" aria-label={args.tabs.find((tab) => tab.id === args.activeId)?.label}>
        <p>Content of the {args.activeId} tab.</p>
      </div>
    </>
  ),
} satisfies Meta<typeof UrlTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tablist', { name: 'Deals' })).toBeVisible();
    const active = canvas.getByRole('tab', { name: 'Active' });
    await expect(active).toHaveAttribute('aria-selected', 'true');
    await expect(active).toHaveAttribute('href', '/deals/active');
    await expect(active).toHaveAttribute('aria-controls', 'deals-panel');
    await expect(canvas.getByRole('tab', { name: 'Offers' })).toHaveAttribute('aria-selected', 'false');
  },
};

/** Tab lands on the active tab only; arrows move between tabs (wrapping), Enter follows the link. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.keyboard('{Tab}');
    await expect(canvas.getByRole('tab', { name: 'Active' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Ended' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Offers' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Ended' })).toHaveFocus();
  },
};

export const FirstTabActive: Story = {
  args: { activeId: 'offers' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Offers' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** The web app's router link (here a stand-in) gets the same tab semantics. */
function RouterLikeLink({ href, children, className }: AppLinkProps) {
  return (
    <a href={href} className={className} data-router-link="true">
      {children}
    </a>
  );
}

export const WithRouterLinks: Story = {
  decorators: [(Story) => <LinkProvider component={RouterLikeLink}>{Story()}</LinkProvider>],
  play: async ({ canvas }) => {
    const tab = canvas.getByRole('tab', { name: 'Ended' });
    await expect(tab).toHaveAttribute('data-router-link', 'true');
    await expect(tab).toHaveAttribute('aria-selected', 'false');
  },
};

export const ManyTabs: Story = {
  args: {
    label: 'Results',
    activeId: 'creators',
    tabs: ['Overview', 'Activations', 'Content', 'Creators', 'Games'].map((label) => ({
      id: label.toLowerCase(),
      label,
      href: `/company/reporting/quests/${label.toLowerCase()}`,
    })),
  },
  globals: { theme: 'light' },
};
