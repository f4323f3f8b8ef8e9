import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MeQuery } from '../../apps/web/src/accounts/operations/accounts.operations.ts';
import { gqlPending, sessionPending } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';
import { CompanyHomePage } from '../../apps/web/src/home/pages/CompanyHomePage.tsx';

const meta = {
  title: 'Pages/Home/Company home',
  component: CompanyHomePage,
  ...pageMeta({ url: '/home', role: 'companyOwner' }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Company home');
    await expect(await canvas.findByText('Welcome, Olivia.')).toBeVisible();
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('link', { name: 'Company members' })).toHaveAttribute('href', '/company/settings/members');
  },
};

export const Member: Story = {
  parameters: pageAt({ role: 'companyMember' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Welcome, Mattias.')).toBeVisible();
  },
};

/** Until `me` arrives the greeting uses the session's username. */
export const Loading: Story = {
  parameters: pageAt({ network: [gqlPending(MeQuery)] }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Company home');
    await expect(canvas.getByText('Welcome, northernowner.')).toBeVisible();
  },
};

/** While the session is unknown nothing of the page shows. */
export const SessionLoading: Story = {
  parameters: pageAt({ network: [sessionPending] }),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  },
};

/** A visitor without a session is sent to log in, coming back here afterwards. */
export const SignedOut: Story = {
  parameters: pageAt({ role: 'signedOut' }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Log in');
  },
};

const widths = atEachWidth(Filled);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
