import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CreatorPageQuery } from '../../apps/web/src/creator-pages/operations/creator-pages.operations.ts';
import { CreatorPageOnboardingPage } from '../../apps/web/src/creator-pages/pages/CreatorPageOnboardingPage.tsx';
import { gqlData } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { failedStory, loadingStory } from '../support/states.ts';
import { atEachWidth } from '../support/viewports.ts';
import { annasPublicPage } from './creator-page-fixtures.ts';

/** Anna's page just after she created it: her channels show, but no bio or links yet. */
const newPage = {
  ...annasPublicPage,
  viewerIsOwner: true,
  page: { ...annasPublicPage.page, bio: null, links: [] },
};

const meta = {
  title: 'Pages/Creator pages/Onboarding',
  component: CreatorPageOnboardingPage,
  subcomponents: { CreatorPageOnboardingPage },
  ...pageMeta({
    url: `/${annasPublicPage.page.slug}/onboarding`,
    role: 'creator',
    network: [gqlData(CreatorPageQuery, { creatorPage: newPage })],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The channel step is done; the bio and links steps lead to the edit form, the last one to the page itself. */
export const NewPage: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, `Set up ${annasPublicPage.page.title}`);
    await expect(canvas.getByText('2 steps left to make it complete.', { exact: false })).toBeVisible();
    const steps = within(canvas.getByRole('list', { name: 'Setup steps' })).getAllByRole('listitem');
    await expect(steps).toHaveLength(4);
    await expect(within(steps[0]!).getByText('Done')).toBeVisible();
    await expect(within(steps[1]!).getByRole('link', { name: 'Write a bio' })).toHaveAttribute(
      'href',
      `/${annasPublicPage.page.slug}/edit`,
    );
    await expect(within(steps[3]!).getByRole('link', { name: 'View your page' })).toHaveAttribute('href', `/${annasPublicPage.page.slug}`);
  },
};

/** Everything filled in: only sharing is left. */
export const Complete: Story = {
  parameters: pageAt({ network: [gqlData(CreatorPageQuery, { creatorPage: { ...annasPublicPage, viewerIsOwner: true } })] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Everything is set up.', { exact: false })).toBeVisible();
  },
};

/** Somebody else's page: the setup is the owner's only, so it is "not found", as /{slug}/edit is. */
export const NotTheOwner: Story = {
  parameters: pageAt({ network: [gqlData(CreatorPageQuery, { creatorPage: annasPublicPage })] }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, /not found/i);
  },
};

export const Loading: Story = loadingStory(CreatorPageQuery);

export const Failed: Story = failedStory(CreatorPageQuery);

const widths = atEachWidth(NewPage);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
