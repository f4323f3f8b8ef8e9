import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AppLink, LinkProvider, type AppLinkProps } from './LinkProvider.tsx';

/** Stands in for the web app's router link, to show the provider's component is used. */
function RouterLikeLink({ href, children, className }: AppLinkProps) {
  return (
    <a href={href} className={className} data-router-link="">
      {children}
    </a>
  );
}

const meta = {
  title: 'Inputs/Link provider',
  component: AppLink,
  args: { href: '/login', children: 'Log in' },
} satisfies Meta<typeof AppLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PlainAnchor: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  },
};

export const WithProvider: Story = {
  decorators: [(Story) => <LinkProvider component={RouterLikeLink}>{Story()}</LinkProvider>],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('data-router-link');
  },
};
