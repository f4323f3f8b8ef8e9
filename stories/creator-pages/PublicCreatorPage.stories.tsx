import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CreatorPageQuery } from '../../apps/web/src/creator-pages/operations/creator-pages.operations.ts';
import { gqlData, gqlError, gqlPending } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { expectLoadingLine, findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';
import { annasPublicPage } from './creator-page-fixtures.ts';
import { PublicCreatorPage } from '../../apps/web/src/creator-pages/pages/PublicCreatorPage.tsx';

const meta = {
  title: 'Pages/Creator pages/Public creator page',
  component: PublicCreatorPage,
  ...pageMeta({ url: '/anna-streams', network: [gqlData(CreatorPageQuery, { creatorPage: annasPublicPage })] }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out: the page, the channels and the completion rate, no Edit. */
export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Anna streams cozy games');
    await expect(canvas.getByText('12,400 followers')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Completion rate' })).toHaveTextContent('3 on time, 0 late, 1 missing');
    await expect(canvas.queryByRole('link', { name: 'Edit page' })).toBeNull();
  },
};

export const Owner: Story = {
  parameters: pageAt({
    role: 'creator',
    network: [gqlData(CreatorPageQuery, { creatorPage: { ...annasPublicPage, viewerIsOwner: true } })],
  }),
  play: async ({ canvas }) => expect(await canvas.findByRole('link', { name: 'Edit page' })).toHaveAttribute('href', '/anna-streams/edit'),
};

export const Loading: Story = {
  parameters: pageAt({ network: [gqlPending(CreatorPageQuery)] }),
  play: async ({ canvas }) => expectLoadingLine(canvas),
};

export const UnknownName: Story = {
  parameters: pageAt({
    url: '/nobody-here',
    network: [gqlError(CreatorPageQuery, { code: 'CREATOR_PAGES.NOT_FOUND', message: 'This creator page does not exist.' })],
  }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Page not found');
  },
};

const widths = atEachWidth(SignedOut);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
