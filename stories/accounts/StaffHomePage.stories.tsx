import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StaffHomePage } from '../../apps/web/src/accounts/pages/StaffHomePage.tsx';
import { pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';

const meta = {
  title: 'Pages/Staff/Home',
  component: StaffHomePage,
  ...pageMeta({ url: '/staff', role: 'staff' }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Staff land on one link to each review queue (spec 6), none of them back to this home. */
export const Queues: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Staff home');
    const queues = within(canvas.getByRole('navigation', { name: 'Review queues' }));
    await expect(queues.getByRole('link', { name: 'Campaigns' })).toHaveAttribute('href', '/staff/campaigns');
    await expect(queues.getByRole('link', { name: 'Disputes' })).toHaveAttribute('href', '/staff/disputes');
    await expect(queues.getByRole('link', { name: 'Reconciliation' })).toHaveAttribute('href', '/staff/reconciliation');
    await expect(queues.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
  },
};

const widths = atEachWidth(Queues);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
