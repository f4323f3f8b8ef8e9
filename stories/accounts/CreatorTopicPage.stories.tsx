import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CreatorTopicQuery, FollowTopicMutation } from '../../apps/web/src/accounts/operations/creator-topics.operations.ts';
import { CreatorTopicPage } from '../../apps/web/src/accounts/pages/CreatorTopicPage.tsx';
import { BrowseKeyCampaignsQuery } from '../../apps/web/src/keys/operations/creator-key-campaigns.operations.ts';
import { browsePage } from '../keys/key-fixtures.ts';
import { gqlData, gqlError } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { loadingStory } from '../support/states.ts';
import { atEachWidth } from '../support/viewports.ts';

const rpg = (following: boolean) => ({ creatorTopic: { id: 'rpg', name: 'RPG', following } });

const meta = {
  title: 'Pages/Creator topics/Topic',
  component: CreatorTopicPage,
  ...pageMeta({
    url: '/user/topics/rpg',
    role: 'creator',
    network: [
      gqlData(CreatorTopicQuery, rpg(true)),
      gqlData(BrowseKeyCampaignsQuery, browsePage(3)),
      gqlData(FollowTopicMutation, { followTopic: { id: 'rpg', name: 'RPG', following: false } }),
    ],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A followed topic: Unfollow, and the open Key campaigns in the genre. */
export const Following: Story = {
  play: async ({ canvas, userEvent }) => {
    await findPageHeading(canvas, 'RPG');
    await expect(canvas.getByText('Following')).toBeVisible();
    const campaigns = within(canvas.getByRole('region', { name: 'Open Key campaigns in RPG' }));
    await expect((await campaigns.findAllByRole('link')).length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Unfollow RPG' }));
    await expect(await within(document.body).findByText('You no longer follow RPG.')).toBeInTheDocument();
    await expect(await canvas.findByRole('button', { name: 'Follow RPG' })).toBeVisible();
  },
};

export const NotFollowing: Story = {
  parameters: pageAt({
    network: [
      gqlData(CreatorTopicQuery, rpg(false)),
      gqlData(BrowseKeyCampaignsQuery, browsePage(0)),
      gqlData(FollowTopicMutation, { followTopic: { id: 'rpg', name: 'RPG', following: true } }),
    ],
  }),
  play: async ({ canvas, userEvent }) => {
    await findPageHeading(canvas, 'RPG');
    await expect(canvas.getByText('Not following')).toBeVisible();
    await expect(await canvas.findByText('No Key campaigns right now')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Follow RPG' }));
    await expect(await within(document.body).findByText('You follow RPG.')).toBeInTheDocument();
  },
};

/** Unfollowing the last genre is refused: the reason shows on the page and nothing changes. */
export const LastTopicRefused: Story = {
  parameters: pageAt({
    network: [
      gqlData(CreatorTopicQuery, rpg(true)),
      gqlData(BrowseKeyCampaignsQuery, browsePage(1)),
      gqlError(FollowTopicMutation, {
        code: 'PROFILE.LAST_TOPIC',
        field: 'topic',
        message: 'RPG is the only genre you follow, and you need at least one: follow another before unfollowing it.',
      }),
    ],
  }),
  play: async ({ canvas, userEvent }) => {
    await findPageHeading(canvas, 'RPG');
    await userEvent.click(canvas.getByRole('button', { name: 'Unfollow RPG' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('RPG is the only genre you follow');
    await expect(canvas.getByRole('button', { name: 'Unfollow RPG' })).toBeVisible();
  },
};

export const Loading: Story = loadingStory(CreatorTopicQuery);

export const UnknownTopic: Story = {
  parameters: pageAt({
    url: '/user/topics/farming',
    network: [gqlError(CreatorTopicQuery, { code: 'PROFILE.TOPIC_NOT_FOUND', field: 'topic', message: 'There is no such topic.' })],
  }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Page not found');
  },
};

const widths = atEachWidth(Following);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
