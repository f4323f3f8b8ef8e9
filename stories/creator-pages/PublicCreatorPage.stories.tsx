import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CreatorPageQuery } from '../../apps/web/src/creator-pages/operations/creator-pages.operations.ts';
import { ReportUsersMutation } from '../../apps/web/src/reports/operations/reports.operations.ts';
import { reportUser } from '../reports/report-user.ts';
import { gqlData, gqlError } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { loadingStory } from '../support/states.ts';
import { atEachWidth } from '../support/viewports.ts';
import { annasPublicPage } from './creator-page-fixtures.ts';
import { addedToList, addToListNetwork, addToNordicStreamers } from '../creator-lists/add-to-list.ts';
import { CLEAN_AUTHENTICITY, FLAGGED_AUTHENTICITY } from '../../ui/src/insights/authenticity-fixtures.ts';
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
    await expect(canvas.queryByRole('button', { name: /^Report/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Add to list' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Audience authenticity' })).toBeNull();
  },
};

/** A signed-in company reports the creator from the page: reason, note, sent to staff. */
export const ReportedByACompany: Story = {
  parameters: pageAt({
    role: 'companyOwner',
    network: [
      gqlData(CreatorPageQuery, { creatorPage: annasPublicPage }),
      gqlData(ReportUsersMutation, { reportUsers: { id: 'report-1', status: 'open' } }),
    ],
  }),
  play: async ({ canvas, userEvent }) => {
    await reportUser(canvas, 'Report Anna Streams');
  },
};

/** A company member adds the creator to one of the company's lists from the page. */
export const AddedToAListByACompany: Story = {
  parameters: pageAt({
    role: 'companyOwner',
    network: () => [gqlData(CreatorPageQuery, { creatorPage: annasPublicPage }), ...addToListNetwork()],
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add to list' }));
    await addToNordicStreamers(1);
    await expect(addedToList).toEqual([{ listId: 'list-1', creatorIds: [annasPublicPage.creatorId] }]);
  },
};

/** A company sees the audience's authenticity with its reasons: flagged here. */
export const FlaggedAudienceForACompany: Story = {
  parameters: pageAt({
    role: 'companyOwner',
    network: [gqlData(CreatorPageQuery, { creatorPage: { ...annasPublicPage, authenticity: FLAGGED_AUTHENTICITY } })],
  }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Anna streams cozy games');
    await expect(canvas.getByRole('region', { name: 'Audience authenticity' })).toHaveTextContent('35/100');
    await expect(canvas.getByText(/Only 2.0% of viewers were in the chat/)).toBeVisible();
  },
};

export const CleanAudienceForACompany: Story = {
  parameters: pageAt({
    role: 'companyOwner',
    network: [gqlData(CreatorPageQuery, { creatorPage: { ...annasPublicPage, authenticity: CLEAN_AUTHENTICITY } })],
  }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Anna streams cozy games');
    await expect(canvas.getByRole('region', { name: 'Audience authenticity' })).toHaveTextContent('100/100');
    await expect(canvas.getByText('Likely genuine')).toBeVisible();
  },
};

export const Owner: Story = {
  parameters: pageAt({
    role: 'creator',
    network: [gqlData(CreatorPageQuery, { creatorPage: { ...annasPublicPage, viewerIsOwner: true } })],
  }),
  play: async ({ canvas }) => expect(await canvas.findByRole('link', { name: 'Edit page' })).toHaveAttribute('href', '/anna-streams/edit'),
};

export const Loading: Story = loadingStory(CreatorPageQuery);

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
