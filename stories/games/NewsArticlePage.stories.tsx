import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NewsArticlePage } from '../../apps/web/src/games/pages/NewsArticlePage.tsx';
import { GameNewsArticleQuery } from '../../apps/web/src/games/operations/games.operations.ts';
import { gqlData, gqlError } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';
import { ARTICLE_ID, GAME_ID, newsArticle } from './games-fixtures.ts';

const meta = {
  title: 'Pages/Public/News article',
  component: NewsArticlePage,
  ...pageMeta({ url: `/games/${GAME_ID}/news/${ARTICLE_ID}`, network: [gqlData(GameNewsArticleQuery, newsArticle)] }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The article's sanitised HTML, its source and the way back to the game's news. */
export const Article: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Patch 1.2: Night Harbour & photo mode');
    await expect(canvas.getByText('photo mode')).toBeVisible();
    await expect(canvas.getByRole('link', { name: "Read it on the publisher's site" })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
    await expect(canvas.getByRole('link', { name: 'All news of Lantern Coast' })).toHaveAttribute('href', `/games/${GAME_ID}/news`);
    await expect(canvas.getByRole('link', { name: 'Register as a creator' })).toHaveAttribute('href', '/register/creator');
  },
};

export const UnknownArticle: Story = {
  parameters: pageAt({
    network: [gqlError(GameNewsArticleQuery, { code: 'GAMES.ARTICLE_NOT_FOUND', message: 'There is no such news article for this game.' })],
  }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Page not found');
  },
};

const widths = atEachWidth(Article);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
