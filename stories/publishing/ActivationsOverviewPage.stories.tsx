import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ActivationsOverviewPage } from '../../apps/web/src/publishing/pages/ActivationsOverviewPage.tsx';
import { CompanyKeyCampaignsQuery } from '../../apps/web/src/keys/operations/company-key-campaigns.operations.ts';
import { CompanyMissionsQuery } from '../../apps/web/src/missions/operations/company-missions.operations.ts';
import { CompanyQuestsQuery } from '../../apps/web/src/quests/operations/company-quests.operations.ts';
import { gqlData, gqlDataFor, gqlError } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';
import { missionListItem } from '../missions/mission-fixtures.ts';
import { aQuest, connection } from '../quests/quest-fixtures.ts';

const noKeys = { companyKeyCampaigns: { edges: [], pageInfo: { hasNextPage: false, endCursor: null } } };
const missions = [
  missionListItem(),
  missionListItem({ id: 'mission-2', status: 'upcoming' }),
  missionListItem({ id: 'mission-3', status: 'ended' }),
];
const quests = [aQuest(), aQuest({ id: 'quest-2', status: 'past' }), aQuest({ id: 'quest-3', status: 'ended' })];

const network = [
  gqlData(CompanyKeyCampaignsQuery, noKeys),
  gqlData(CompanyMissionsQuery, { companyMissions: missions }),
  gqlDataFor(CompanyQuestsQuery, ({ ended }) => ({
    companyQuests: connection(quests.filter((q) => ['ended', 'past'].includes(q.status) === Boolean(ended))),
  })),
];

const meta = {
  title: 'Pages/Company/Activations',
  component: ActivationsOverviewPage,
  ...pageMeta({ url: '/company/activations', role: 'companyOwner', network }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const expectTiles = async (region: HTMLElement, active: string, ended: string) => {
  const tiles = within(region);
  // Active and ended come from different answers, so each waits for its own.
  await waitFor(() => expect(tiles.getByRole('group', { name: 'Active' })).toHaveTextContent(`Active${active}`));
  await waitFor(() => expect(tiles.getByRole('group', { name: 'Ended' })).toHaveTextContent(`Ended${ended}`));
};

/** Overview: Keys, Missions and Quests, each active and ended, with the way to their lists. */
export const Overview: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Activations');
    await expectTiles(canvas.getByRole('region', { name: 'Keys' }), '0', '0');
    await expectTiles(canvas.getByRole('region', { name: 'Missions' }), '2', '1');
    await expectTiles(canvas.getByRole('region', { name: 'Quests' }), '1', '2');
    await expect(canvas.getByRole('link', { name: 'Ended missions' })).toHaveAttribute('href', '/company/activations/missions/ended');
    await expect(canvas.getByRole('link', { name: 'All Quests' })).toHaveAttribute('href', '/company/activations/quests');
  },
};

/** The create-activation wizard, the same as on each list: a pre-launch Key campaign is named here first. */
export const CreateAPreLaunchCampaign: Story = {
  play: async ({ canvas, userEvent }) => {
    await findPageHeading(canvas, 'Activations');
    await expect(canvas.getByRole('button', { name: 'Game promotion Quest' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: /Paid mission/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Pre-launch campaign' }));
    await expect(await canvas.findByLabelText('Pre-launch campaign name')).toBeVisible();
  },
};

/** A list that cannot be read shows a dash instead of a count; the others still show. */
export const OneListFails: Story = {
  parameters: pageAt({
    network: [gqlError(CompanyQuestsQuery, { code: 'INTERNAL', message: 'Something went wrong.' }), ...network],
  }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Activations');
    await expectTiles(canvas.getByRole('region', { name: 'Quests' }), '–', '–');
    await expectTiles(canvas.getByRole('region', { name: 'Missions' }), '2', '1');
  },
};

const widths = atEachWidth(Overview);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
