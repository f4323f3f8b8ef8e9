import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MeQuery } from '../../apps/web/src/accounts/operations/accounts.operations.ts';
import { gqlData, gqlPending, sessionPending } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';
import { CompanyHomePage } from '../../apps/web/src/home/pages/CompanyHomePage.tsx';
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
    creator: { id: 'u-1', displayName: 'AnnaPlays', completionRate: 1, country: 'SE', channels: [] },
  },
};
const connection = <T,>(nodes: T[]) => ({ edges: nodes.map((node) => ({ node })), pageInfo: { hasNextPage: false, endCursor: null } });
/** The home's own data: Key run events for the timeline, and the company's notes. */
const homeNetwork = [
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
