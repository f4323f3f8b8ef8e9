import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  CreateCreatorPageMutation,
  CreatorPageQuery,
  DeleteCreatorPageMutation,
  MyCreatorPagesQuery,
} from '../../apps/web/src/creator-pages/operations/creator-pages.operations.ts';
import { clickButton, expectFieldError, fillFields } from '../../ui/src/story-helpers/form-play.ts';
import { gqlData, gqlError } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { loadingStory, refusedStory } from '../support/states.ts';
import { atEachWidth } from '../support/viewports.ts';
import { annasPages, annasPublicPage, sixPages } from './creator-page-fixtures.ts';
import { CreatorPagesPage } from '../../apps/web/src/creator-pages/pages/CreatorPagesPage.tsx';

const meta = {
  title: 'Pages/Creator pages/Creator pages',
  component: CreatorPagesPage,
  ...pageMeta({ url: '/user/creator-pages', role: 'creator', network: [gqlData(MyCreatorPagesQuery, { myCreatorPages: annasPages })] }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Error: Story = refusedStory(MyCreatorPagesQuery, { code: 'FORBIDDEN', message: 'You are not allowed to do this.' });

export const Empty: Story = {
  parameters: pageAt({ network: [gqlData(MyCreatorPagesQuery, { myCreatorPages: [] })] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No creator pages yet' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create page' })).toBeVisible();
  },
};

export const Filled: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Creator pages');
    await expect(await canvas.findByRole('link', { name: 'Anna streams cozy games' })).toHaveAttribute('href', '/anna-streams');
    await expect(canvas.getByRole('heading', { name: 'Your pages (2 of 6)' })).toBeVisible();
  },
};

export const Loading: Story = loadingStory(MyCreatorPagesQuery);

/** A name another creator has (2013) shows at the name field. */
const ninjaPage = { ...annasPages[1]!, id: 'page-ninja', slug: 'ninja', title: 'Ninja fan page', bio: null, links: [] };

/** A new page opens its setup steps at /{slug}/onboarding. */
export const CreatedThenSetUp: Story = {
  parameters: pageAt({
    network: [
      gqlData(CreateCreatorPageMutation, { createCreatorPage: ninjaPage }),
      gqlData(MyCreatorPagesQuery, { myCreatorPages: annasPages }),
      gqlData(CreatorPageQuery, { creatorPage: { ...annasPublicPage, viewerIsOwner: true, page: ninjaPage } }),
    ],
  }),
  play: async (context) => {
    await context.canvas.findByRole('link', { name: 'Anna streams cozy games' });
    await fillFields(context, { 'Page name': 'ninja', Title: 'Ninja fan page' });
    await clickButton(context, 'Create page');
    await findPageHeading(context.canvas, 'Set up Ninja fan page');
  },
};

export const NameTaken: Story = {
  parameters: pageAt({
    network: [
      gqlError(CreateCreatorPageMutation, { code: '2013', field: 'slug', message: 'This name is already taken. Choose another.' }),
      gqlData(MyCreatorPagesQuery, { myCreatorPages: annasPages }),
    ],
  }),
  play: async (context) => {
    await context.canvas.findByRole('link', { name: 'Anna streams cozy games' });
    await fillFields(context, { 'Page name': 'ninja', Title: 'Ninja fan page' });
    await clickButton(context, 'Create page');
    await expectFieldError(context.canvas, 'Page name', 'This name is already taken. Choose another.');
  },
};

/** With six pages the form gives way to the limit (spec 9, code 2015). */
export const AtTheLimit: Story = {
  parameters: pageAt({ network: [gqlData(MyCreatorPagesQuery, { myCreatorPages: sixPages })] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/You have 6 pages, the most a creator can have/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Create page' })).toBeNull();
  },
};

export const Delete: Story = {
  parameters: pageAt({
    network: [
      gqlData(DeleteCreatorPageMutation, { deleteCreatorPage: 'page-2' }),
      gqlData(MyCreatorPagesQuery, { myCreatorPages: annasPages }),
    ],
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Speedruns with Anna' }));
    await userEvent.click(within(document.body).getByRole('button', { name: 'Delete page' }));
    await expect(await within(document.body).findByText('Creator page deleted.')).toBeInTheDocument();
  },
};

const widths = atEachWidth(Filled);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
