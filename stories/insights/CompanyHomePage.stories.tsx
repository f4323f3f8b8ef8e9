import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { MeQuery } from '../../apps/web/src/accounts/operations/accounts.operations.ts';
import { gqlData, gqlDataFor, gqlError, gqlPending, sessionPending } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';
import { CompanyHomePage } from '../../apps/web/src/insights/pages/CompanyHomePage.tsx';
import { CompanyHomeQuery, type CompanyHome } from '../../apps/web/src/insights/operations/company-home.operations.ts';
import { NotesQuery } from '../../apps/web/src/notes/operations/notes.operations.ts';
import { CompanyRunEventsQuery, type CompanyRunEvent } from '../../apps/web/src/reporting/operations/run-timeline.operations.ts';

const event = (id: string, at: string, changes: Partial<CompanyRunEvent>): CompanyRunEvent => ({
  id,
  at,
  activationType: 'KEY',
  activationId: 'k-1',
  activationName: 'Spring keys',
  creatorId: 'u-1',
  creatorName: 'AnnaPlays',
  type: 'claimedKey',
  by: 'USER',
  ...changes,
});
/** Newest first, as the server merges them: a Key campaign, a Quest and a Mission. */
const runEvents: CompanyRunEvent[] = [
  event('e-1', '2026-03-02T10:00:00.000Z', {}),
  event('e-2', '2026-03-02T08:30:00.000Z', {
    activationType: 'MISSION',
    activationId: 'm-1',
    activationName: 'Clip the aurora',
    creatorId: 'u-2',
    creatorName: 'NordicNina',
    type: 'contentAccepted',
    by: 'SYSTEM',
  }),
  event('e-3', '2026-03-01T16:45:00.000Z', {
    activationType: 'QUEST',
    activationId: 'q-1',
    activationName: 'Launch week quest',
    creatorId: 'u-2',
    creatorName: 'NordicNina',
    type: 'accepted',
    by: 'COMPANY',
  }),
];
const olderEvent = event('e-4', '2026-02-27T09:00:00.000Z', { type: 'created' });
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
/** The home's own data: the timeline's run events (a second page after the first), and the company's notes. */
const homeNetwork = [
  gqlDataFor(CompanyHomeQuery, (variables) => ({ companyHome: companyHome(variables.gameIds) })),
  gqlDataFor(CompanyRunEventsQuery, (variables) =>
    variables.after
      ? { companyRunEvents: connection([olderEvent]) }
      : { companyRunEvents: { ...connection(runEvents), pageInfo: { hasNextPage: true, endCursor: 'e-3' } } },
  ),
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
    // The newest run event first, in Stockholm time, of every activation type.
    const timeline = within(await canvas.findByRole('region', { name: 'Timeline' }));
    const items = await timeline.findAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('2 Mar 2026, 11:00 CETAnnaPlays claimed a key on the Key campaign Spring keys');
    await expect(items[1]).toHaveTextContent('NordicNina had the content accepted on the Mission Clip the aurora (automatically)');
    await expect(items[2]).toHaveTextContent('NordicNina had the offer accepted on the Quest Launch week quest (by your company)');
    await expect(await main.findByText('No notes yet')).toBeVisible();
  },
};

/** Older events come a page at a time, after the ones shown. */
export const TimelineMore: Story = {
  play: async ({ canvas, userEvent }) => {
    const timeline = within(await canvas.findByRole('region', { name: 'Timeline' }));
    await userEvent.click(await timeline.findByRole('button', { name: 'Show older events' }));
    await expect(await timeline.findByText(/AnnaPlays asked for a key/)).toBeVisible();
    await expect(timeline.getAllByRole('listitem')).toHaveLength(4);
    await expect(timeline.queryByRole('button', { name: 'Show older events' })).not.toBeInTheDocument();
  },
};

export const TimelineEmpty: Story = {
  parameters: pageAt({ network: [gqlData(CompanyRunEventsQuery, { companyRunEvents: connection([]) }), ...homeNetwork] }),
  play: async ({ canvas }) => {
    const timeline = within(await canvas.findByRole('region', { name: 'Timeline' }));
    await expect(await timeline.findByText('Nothing has happened yet')).toBeVisible();
  },
};

export const TimelineLoading: Story = {
  parameters: pageAt({ network: [gqlPending(CompanyRunEventsQuery), ...homeNetwork] }),
  play: async ({ canvas }) => {
    const timeline = within(await canvas.findByRole('region', { name: 'Timeline' }));
    await expect(await timeline.findByRole('status')).toHaveTextContent('Loading the timeline…');
  },
};

export const TimelineError: Story = {
  parameters: pageAt({
    network: [gqlError(CompanyRunEventsQuery, { code: 'INTERNAL', message: 'The timeline could not be loaded.' }), ...homeNetwork],
  }),
  play: async ({ canvas }) => {
    const timeline = within(await canvas.findByRole('region', { name: 'Timeline' }));
    await expect(await timeline.findByText('The timeline could not be loaded.')).toBeVisible();
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
