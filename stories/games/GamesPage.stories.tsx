import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { graphql } from 'msw/graphql';
import { expect, waitFor } from 'storybook/test';
import { GamesPage } from '../../apps/web/src/games/pages/GamesPage.tsx';
import { GameListQuery } from '../../apps/web/src/games/operations/games.operations.ts';
import type { ResultOf } from '../../apps/web/src/graphql.ts';
import { gqlError } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';
import { gameLists } from './games-fixtures.ts';

/** Answers each list by its variable, as the server does. */
const lists = (answers: Record<string, unknown[]>) =>
  graphql
    .link('/api/gql')
    .query<ResultOf<typeof GameListQuery>, { list: string }>('GameList', ({ variables }) =>
      HttpResponse.json({ data: { gameList: (answers[variables.list] ?? []) as ResultOf<typeof GameListQuery>['gameList'] } }),
    );

const meta = {
  title: 'Pages/Public/Games',
  component: GamesPage,
  ...pageMeta({ url: '/games', network: [lists(gameLists)] }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** /games: the three lists, eight games each, with a way to each whole list. */
export const Overview: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Games');
    await expect(await canvas.findByRole('heading', { name: 'New releases' })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getAllByRole('link', { name: 'Lantern Coast' })[0]).toHaveAttribute(
        'href',
        '/games/7a1f3c2e-5b4d-4e6f-8a9b-0c1d2e3f4a5b',
      ),
    );
    await expect(canvas.getByRole('link', { name: 'See all new releases' })).toHaveAttribute('href', '/games/new-game-releases');
    await expect(canvas.getByRole('heading', { name: 'Anticipated' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Upcoming' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** /games/upcoming-games: one list whole, its tab selected. */
export const UpcomingList: Story = {
  parameters: pageAt({ url: '/games/upcoming-games' }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Upcoming games');
    await expect(canvas.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByText('Releases 1 Dec 2026')).toBeVisible();
  },
};

export const EmptyList: Story = {
  parameters: pageAt({ url: '/games/anticipated-games', network: [lists({})] }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Anticipated games');
    await expect(await canvas.findByRole('heading', { name: 'No games in this list yet' })).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: pageAt({
    url: '/games/new-game-releases',
    network: [gqlError(GameListQuery, { code: 'INTERNAL_SERVER_ERROR', message: 'Something went wrong.' })],
  }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'New releases games');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong.');
  },
};

const widths = atEachWidth(Overview);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
