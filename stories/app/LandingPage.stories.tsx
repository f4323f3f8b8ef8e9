import type { Meta, StoryObj } from '@storybook/react-vite';
import { RootPage } from '../../apps/web/src/app/pages/RootPage.tsx';
import { LandingPage } from '../../apps/web/src/app/pages/LandingPage.tsx';
import { expect, waitFor } from 'storybook/test';
import { PublicFiguresQuery } from '../../apps/web/src/explore/operations/explore.operations.ts';
import { gqlData, gqlError, gqlPending } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';

const figures = { liveKeyCampaigns: 12, openQuests: 4, creators: 1480, games: 9 };

const meta = {
  title: 'Pages/Public/Landing page',
  component: RootPage,
  subcomponents: { LandingPage },
  ...pageMeta({ url: '/', network: [gqlData(PublicFiguresQuery, { publicFigures: figures })] }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: what Lurkit is for each side, the live figures and the way in for each. */
export const Visitor: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Game companies and content creators, working together');
    await waitFor(() => expect(canvas.getByRole('group', { name: 'Creators' })).toHaveTextContent('1,480'));
    await expect(canvas.getByRole('group', { name: 'Live Key campaigns' })).toHaveTextContent('12');
    await expect(canvas.getAllByRole('link', { name: 'Join as a creator' })[0]).toHaveAttribute('href', '/register/creator');
    await expect(canvas.getByRole('link', { name: 'Register your company' })).toHaveAttribute('href', '/register/company');
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expect(canvas.getAllByRole('link', { name: 'Explore' })[0]).toHaveAttribute('href', '/explore');
  },
};

export const LoadingFigures: Story = {
  parameters: pageAt({ network: [gqlPending(PublicFiguresQuery)] }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Game companies and content creators, working together');
    await expect(canvas.getByRole('group', { name: 'Creators' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The figures could not be read: the page and its ways in still work, the figures show dashes. */
export const FiguresFailed: Story = {
  parameters: pageAt({ network: [gqlError(PublicFiguresQuery, { code: 'INTERNAL_SERVER_ERROR', message: 'Something went wrong.' })] }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Game companies and content creators, working together');
    await waitFor(() => expect(canvas.getByRole('group', { name: 'Games' })).toHaveTextContent('Games–'));
    await expect(canvas.getAllByRole('link', { name: 'Join as a creator' })[0]).toBeVisible();
  },
};

/** A signed-in creator keeps their home: `/` leads to /creator/home. */
export const SignedInCreator: Story = {
  parameters: pageAt({ role: 'creator' }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Creator home');
    await expect(canvas.queryByRole('heading', { name: 'For content creators' })).toBeNull();
  },
};

const widths = atEachWidth(Visitor);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
