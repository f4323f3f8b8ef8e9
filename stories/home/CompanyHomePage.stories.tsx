import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { MeQuery } from '../../apps/web/src/accounts/operations/accounts.operations.ts';
import { gqlData, gqlDataFor, gqlError, gqlPending, sessionPending } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';
import { CompanyHomePage } from '../../apps/web/src/home/pages/CompanyHomePage.tsx';
import { CompanyHomeQuery, type CompanyHome } from '../../apps/web/src/home/operations/company-home.operations.ts';
import { NotesQuery } from '../../apps/web/src/notes/operations/notes.operations.ts';
import {
  CompanyKeyParticipantsQuery,
  type CompanyKeyParticipantNode,
} from '../../apps/web/src/creator-management/operations/creator-management.operations.ts';

const participant: CompanyKeyParticipantNode = {
  campaignName: 'Spring keys',
  participant: {
    id: 'p-1',
    campaignId: 'k-1',
    state: 'claimedKey',
    appliedAt: '2026-03-01T08:00:00.000Z',
    agreementAcceptedAt: null,
    reviewedAt: '2026-03-01T09:00:00.000Z',
    kitSentCount: 0,
    contentExpiredAt: null,
    claim: { platform: 'Steam', claimedAt: '2026-03-02T10:00:00.000Z', contentDueAt: '2026-04-01T10:00:00.000Z' },
    submission: null,
    events: [
      { type: 'requested', at: '2026-03-01T08:00:00.000Z', by: 'USER', note: null },
      { type: 'accepted', at: '2026-03-01T09:00:00.000Z', by: 'COMPANY', note: null },
      { type: 'claimedKey', at: '2026-03-02T10:00:00.000Z', by: 'USER', note: null },
    ],
    creator: { id: 'u-1', displayName: 'AnnaPlays', completionRate: 1, country: 'SE', channels: [], authenticity: null },
  },
};
const northern = { id: 'g-1', name: 'Northern Lights' };
const fjord = { id: 'g-2', name: 'Fjord Racer' };
const anna = { id: 'u-1', displayName: 'AnnaPlays' };
const nina = { id: 'u-2', displayName: 'NordicNina' };
const figures = (hoursWatched: number) => ({ hoursWatched });
/** Every game, or only Fjord Racer when the selection holds it. */
const companyHome = (gameIds: readonly string[] | null | undefined): CompanyHome => {
  const onlyFjord = (gameIds ?? []).includes(fjord.id);
  return {
    period: { from: '2026-02-05', to: '2026-03-06' },
    selectedGames: onlyFjord ? [fjord] : [],
    gameChoices: [northern, fjord],
    liveChannels: onlyFjord ? 1 : 2,
    liveViewers: onlyFjord ? 40 : 1_240,
    live: [
      ...(onlyFjord ? [] : [{ creator: anna, provider: 'twitch' as const, title: 'Aurora run', game: northern, viewers: 1_200 }]),
      { creator: nina, provider: 'youtube' as const, title: 'Fjord laps', game: fjord, viewers: 40 },
    ],
    mostStreamedGames: [...(onlyFjord ? [] : [{ game: northern, figures: figures(4_120.5) }]), { game: fjord, figures: figures(380) }],
    biggestCreators: [...(onlyFjord ? [] : [{ creator: anna, figures: figures(2_200) }]), { creator: nina, figures: figures(95) }],
  };
};
const connection = <T,>(nodes: T[]) => ({ edges: nodes.map((node) => ({ node })), pageInfo: { hasNextPage: false, endCursor: null } });
/** The home's own data: Key run events for the timeline, and the company's notes. */
const homeNetwork = [
  gqlDataFor(CompanyHomeQuery, (variables) => ({ companyHome: companyHome(variables.gameIds) })),
  gqlData(CompanyKeyParticipantsQuery, { companyKeyParticipants: connection([participant]) }),
  gqlData(NotesQuery, { notes: connection([]) }),
];

const meta = {
  title: 'Pages/Home/Company home',
  component: CompanyHomePage,
  ...pageMeta({ url: '/home', role: 'companyOwner', network: homeNetwork }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Company home');
    await expect(await canvas.findByText('Welcome, Olivia.')).toBeVisible();
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('link', { name: 'Company members' })).toHaveAttribute('href', '/company/settings/members');
    // The newest run event first, in Stockholm time.
    const timeline = within(await canvas.findByRole('region', { name: 'Timeline' }));
    await expect((await timeline.findAllByRole('listitem'))[0]).toHaveTextContent('AnnaPlays claimed a key on Spring keys');
    await expect(await main.findByText('No notes yet')).toBeVisible();
  },
};

/** Live channels and viewers, most streamed games and biggest creators, each chart with its data table. */
export const Figures: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('1,240')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Live channels' })).toHaveTextContent('2');
    const live = within(canvas.getByRole('table', { name: 'Live channels' }));
    await expect(live.getByRole('rowheader', { name: '1. AnnaPlays (Twitch)' })).toBeInTheDocument();
    const games = within(canvas.getByRole('table', { name: 'Most streamed games' }));
    await expect(games.getByRole('rowheader', { name: '1. Northern Lights' })).toBeInTheDocument();
    await expect(within(canvas.getByRole('table', { name: 'Biggest creators' })).getAllByRole('row')).toHaveLength(3);
  },
};

/** Choosing a game narrows every figure to it, and the address keeps the choice. */
export const ChooseGames: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('1,240')).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Games selection' }));
    await userEvent.click(await canvas.findByRole('option', { name: 'Fjord Racer' }));
    // The figures already shown change once the narrowed answer arrives: wait for it, not for the tile.
    // 40, not the 1,240 shown before the games were chosen.
    await waitFor(() => expect(canvas.getByRole('group', { name: 'Live viewers' })).toHaveTextContent(/(?<![\d,])40(?!\d)/));
    const games = within(canvas.getByRole('table', { name: 'Most streamed games' }));
    await waitFor(() => expect(games.getAllByRole('row')).toHaveLength(2));
    await expect(games.getByRole('rowheader', { name: '1. Fjord Racer' })).toBeInTheDocument();
  },
};

/** A selection the server refuses (more than ten games in a hand-edited address) is said at the field. */
export const TooManyGames: Story = {
  parameters: pageAt({
    network: [
      gqlError(CompanyHomeQuery, { code: 'VALIDATION.INVALID_FIELD', message: 'Choose up to 10 games.', field: 'gameIds' }),
      ...homeNetwork,
    ],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Choose up to 10 games.')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Games selection' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Member: Story = {
  parameters: pageAt({ role: 'companyMember' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Welcome, Mattias.')).toBeVisible();
  },
};

/** Until `me` arrives the greeting uses the session's username. */
export const Loading: Story = {
  parameters: pageAt({ network: [gqlPending(MeQuery), ...homeNetwork] }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Company home');
    await expect(canvas.getByText('Welcome, northernowner.')).toBeVisible();
  },
};

/** While the session is unknown nothing of the page shows. */
export const SessionLoading: Story = {
  parameters: pageAt({ network: [sessionPending, ...homeNetwork] }),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  },
};

/** A visitor without a session is sent to log in, coming back here afterwards. */
export const SignedOut: Story = {
  parameters: pageAt({ role: 'signedOut' }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Log in');
  },
};

const widths = atEachWidth(Filled);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
