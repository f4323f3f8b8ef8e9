import type { Meta, StoryObj } from '@storybook/react-vite';
import { ExplorePage } from '../../apps/web/src/explore/pages/ExplorePage.tsx';
import { HttpResponse } from 'msw';
import { graphql } from 'msw/graphql';
import { expect, userEvent, waitFor } from 'storybook/test';
import {
  FeaturedCreatorsQuery,
  PublicCreatorProgramsQuery,
  PublicKeyCampaignsQuery,
  PublicQuestsQuery,
  type FeaturedCreatorsPage,
  type PublicCreatorProgramsPage,
  type PublicKeyCampaignsPage,
  type PublicQuestsPage,
} from '../../apps/web/src/explore/operations/explore.operations.ts';
import { gqlData, gqlError, gqlPending } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';

const end = { hasNextPage: false, endCursor: null };
const DEMO_STUDIO = '2c4e6a8b-0d1f-4a3b-9c5d-7e9f1a3b5c7d';
const keys: PublicKeyCampaignsPage = {
  edges: [
    {
      node: {
        id: '5f0c3a52-3a0e-4b8e-9a56-0d1f3e2c9a11',
        name: 'Moonlight Drifters launch keys',
        gameName: 'Moonlight Drifters',
        companyId: DEMO_STUDIO,
        companyName: 'Demo Studio',
        cover: null,
        genres: ['Adventure'],
        platforms: ['Steam', 'PlayStation'],
        startDate: '2026-11-01T09:00:00.000Z',
        endDate: '2026-12-31T22:59:00.000Z',
        status: 'live',
      },
    },
    {
      node: {
        id: '8d7c2b1a-4f5e-4d3c-8b2a-1c0d9e8f7a62',
        name: 'Harbor Lights waitlist',
        gameName: 'Harbor Lights',
        companyId: DEMO_STUDIO,
        companyName: 'Demo Studio',
        cover: null,
        genres: [],
        platforms: ['Steam'],
        startDate: '2027-01-15T09:00:00.000Z',
        endDate: null,
        status: 'upcoming',
      },
    },
  ],
  pageInfo: { hasNextPage: true, endCursor: 'c2' },
};
const moreKeys: PublicKeyCampaignsPage = {
  edges: [{ node: { ...keys.edges[0]!.node, id: '1b2c3d4e-5f60-4718-9a0b-c1d2e3f4a5b6', name: 'Neon Alley DLC keys' } }],
  pageInfo: end,
};
const quests: PublicQuestsPage = {
  edges: [
    {
      node: {
        id: '0a1b2c3d-4e5f-4607-8192-a3b4c5d6e7f8',
        name: 'Launch week stream',
        kind: 'gamePromotion',
        companyId: DEMO_STUDIO,
        companyName: 'Demo Studio',
        cover: null,
        platforms: ['Twitch'],
        startDate: '2026-11-20T09:00:00.000Z',
        endDate: '2026-12-20T22:59:00.000Z',
        status: 'live',
      },
    },
  ],
  pageInfo: end,
};
const programs: PublicCreatorProgramsPage = {
  edges: [
    {
      node: {
        id: '9e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a',
        name: 'Demo Studio Creators',
        description: 'Early builds, a direct line to the team and monthly Missions.',
        companyId: DEMO_STUDIO,
        companyName: 'Demo Studio',
      },
    },
  ],
  pageInfo: end,
};
const creators: FeaturedCreatorsPage = {
  edges: [
    {
      node: {
        slug: 'democreator',
        title: 'Cozy games, every evening',
        creatorName: 'Demo Creator',
        followers: 12400,
        providers: ['twitch', 'youtube'],
      },
    },
  ],
  pageInfo: end,
};

const filled = [
  gqlData(PublicKeyCampaignsQuery, { publicKeyCampaigns: keys }),
  gqlData(PublicQuestsQuery, { publicQuests: quests }),
  gqlData(PublicCreatorProgramsQuery, { publicCreatorPrograms: programs }),
  gqlData(FeaturedCreatorsQuery, { featuredCreators: creators }),
];

const meta = {
  title: 'Pages/Public/Explore',
  component: ExplorePage,
  ...pageMeta({ url: '/explore', network: filled }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: every list but Quests, with the way in. */
export const Visitor: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Explore Lurkit');
    await expect(await canvas.findByRole('link', { name: 'Moonlight Drifters launch keys' })).toHaveAttribute(
      'href',
      '/campaigns/5f0c3a52-3a0e-4b8e-9a56-0d1f3e2c9a11',
    );
    await expect(canvas.getByText('Starts 15 Jan 2027', { exact: false })).toBeVisible();
    // Every company name leads to the company's public page, not into the sign-in wall.
    for (const company of canvas.getAllByRole('link', { name: 'Demo Studio' })) {
      await expect(company).toHaveAttribute('href', `/company/${DEMO_STUDIO}`);
    }
    // Spec 6: Quests are for signed-in creators with access only.
    await expect(canvas.queryByRole('region', { name: 'Quests' })).toBeNull();
    await expect(await canvas.findByRole('link', { name: 'Demo Studio Creators' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Demo Creator' })).toHaveAttribute('href', '/democreator');
    await expect(canvas.getByText('12,400 followers')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Join as a creator' })[0]).toHaveAttribute('href', '/register/creator');
  },
};

/** "Load more" reads the next page after the cursor the first page ended on. */
export const LoadMore: Story = {
  parameters: pageAt({
    network: [
      graphql
        .link('/api/gql')
        .query('PublicKeyCampaigns', ({ variables }) =>
          HttpResponse.json({ data: { publicKeyCampaigns: variables.after === 'c2' ? moreKeys : keys } }),
        ),
      ...filled.slice(1),
    ],
  }),
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Moonlight Drifters launch keys' });
    await userEvent.click(canvas.getByRole('button', { name: 'Load more key campaigns' }));
    await expect(await canvas.findByRole('link', { name: 'Neon Alley DLC keys' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Load more key campaigns' })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: pageAt({
    network: [
      gqlData(PublicKeyCampaignsQuery, { publicKeyCampaigns: { edges: [], pageInfo: end } }),
      gqlData(PublicQuestsQuery, { publicQuests: { edges: [], pageInfo: end } }),
      gqlData(PublicCreatorProgramsQuery, { publicCreatorPrograms: { edges: [], pageInfo: end } }),
      gqlData(FeaturedCreatorsQuery, { featuredCreators: { edges: [], pageInfo: end } }),
    ],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No Key campaigns right now' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'No creator pages yet' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: pageAt({ network: [gqlPending(PublicKeyCampaignsQuery), ...filled.slice(1)] }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Explore Lurkit');
    const section = canvas.getByRole('region', { name: 'Key campaigns' });
    await expect(section).toHaveTextContent('Loading…');
  },
};

export const Failed: Story = {
  parameters: pageAt({
    role: 'creator',
    network: [
      gqlError(PublicQuestsQuery, { code: 'INTERNAL_SERVER_ERROR', message: 'Something went wrong. Please try again later.' }),
      ...filled,
    ],
  }),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Quests' })).toHaveTextContent('Something went wrong'));
  },
};

/** Signed in, the page is the same lists without the sign-up lines. */
export const SignedInCreator: Story = {
  parameters: pageAt({ role: 'creator' }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Explore Lurkit');
    await expect(await canvas.findByRole('link', { name: 'Launch week stream' })).toHaveAttribute(
      'href',
      '/campaigns/quests/0a1b2c3d-4e5f-4607-8192-a3b4c5d6e7f8',
    );
    await expect(canvas.queryByText('to request keys and bid on Quests', { exact: false })).toBeNull();
  },
};

const widths = atEachWidth(Visitor);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
