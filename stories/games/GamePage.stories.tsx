import type { Meta, StoryObj } from '@storybook/react-vite';
import { GamePage } from '../../apps/web/src/games/pages/GamePage.tsx';
import { AddGameFeedMutation, GameFeedsQuery, PublicGameQuery } from '../../apps/web/src/games/operations/games.operations.ts';
import { expect, userEvent } from 'storybook/test';
import { gqlData, gqlError } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { loadingStory } from '../support/states.ts';
import { atEachWidth } from '../support/viewports.ts';
import { GAME_ID, publicGame } from './games-fixtures.ts';

const meta = {
  title: 'Pages/Public/Game',
  component: GamePage,
  ...pageMeta({ url: `/games/${GAME_ID}`, network: [gqlData(PublicGameQuery, { catalogueGame: publicGame })] }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor on a game: its facts, its news first, and the way in for creators. */
export const News: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Lantern Coast');
    await expect(canvas.getByText('Pc, Playstation, Xbox (Steam, PlayStation 5, Xbox Series X|S)')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'News (2)' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('link', { name: 'Patch 1.2: Night Harbour & photo mode' })).toHaveAttribute(
      'href',
      `/games/${GAME_ID}/news/2b3c4d5e-6f70-4182-93a4-b5c6d7e8f901`,
    );
    await expect(canvas.getByRole('link', { name: 'Join Lurkit as a creator' })).toHaveAttribute('href', '/register/creator');
  },
};

/** Spec section 8: a game whose feeds have no articles. */
export const NoArticles: Story = {
  parameters: pageAt({ network: [gqlData(PublicGameQuery, { catalogueGame: { ...publicGame, news: [] } })] }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Lantern Coast');
    await expect(canvas.getByRole('heading', { name: 'Feed has no articles' })).toBeVisible();
  },
};

export const Streams: Story = {
  parameters: pageAt({ url: `/games/${GAME_ID}/streams` }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Lantern Coast');
    await expect(canvas.getByRole('tab', { name: 'Streams (1)' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('heading', { name: 'First night in the harbour' })).toBeVisible();
    await expect(canvas.getByText('212 average viewers')).toBeVisible();
  },
};

export const NoVideos: Story = {
  parameters: pageAt({ url: `/games/${GAME_ID}/videos` }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Lantern Coast');
    await expect(canvas.getByRole('heading', { name: 'No videos of this game yet' })).toBeVisible();
  },
};

/** A company user adds a feed (spec 5's rules at the fields; the server's refusal at the URL). */
export const CompanyAddsFeed: Story = {
  parameters: pageAt({
    role: 'companyMember',
    network: [
      gqlData(PublicGameQuery, { catalogueGame: publicGame }),
      gqlError(AddGameFeedMutation, { code: 'GAMES.FEED_ALREADY_ADDED', message: 'This game already has this feed.', field: 'url' }),
      gqlData(GameFeedsQuery, {
        gameFeeds: [
          { id: 'f1', url: 'https://news.example/rss', fetchedAt: '2026-05-30T10:00:00.000Z', lastError: null },
          {
            id: 'f2',
            url: 'https://broken.example/rss',
            fetchedAt: '2026-05-30T10:00:00.000Z',
            lastError: 'The feed is not readable RSS or Atom',
          },
        ],
      }),
    ],
  }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Lantern Coast');
    // A broken feed shows its recorded error instead of breaking the page.
    await expect(await canvas.findByText(/could not be read \(The feed is not readable RSS or Atom\)/)).toBeVisible();
    const form = canvas.getByRole('form', { name: 'Add a news feed to Lantern Coast' });
    await expect(form).toBeVisible();
    await userEvent.type(canvas.getByLabelText('RSS feed URL'), 'https://news.example/rss');
    await userEvent.click(canvas.getByLabelText('I am authorised to share this feed on Lurkit'));
    await userEvent.click(canvas.getByRole('button', { name: 'Add feed' }));
    await expect(await canvas.findByText('This game already has this feed.')).toBeVisible();
    await expect(canvas.getByLabelText('RSS feed URL')).toHaveValue('https://news.example/rss');
  },
};

/** Creators and visitors read the news; only companies add feeds. */
export const CreatorSeesNoFeedForm: Story = {
  parameters: pageAt({ role: 'creator' }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Lantern Coast');
    await expect(canvas.queryByRole('form', { name: /Add a news feed/ })).toBeNull();
  },
};

export const Loading: Story = loadingStory(PublicGameQuery);

export const UnknownGame: Story = {
  parameters: pageAt({ network: [gqlError(PublicGameQuery, { code: 'GAMES.GAME_NOT_FOUND', message: 'There is no such game.' })] }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Page not found');
  },
};

const widths = atEachWidth(News);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
