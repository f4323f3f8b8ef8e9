import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { CreatorHomeQuestsPage } from '../../apps/web/src/insights/pages/CreatorHomeQuestsPage.tsx';
import { MyQuestDealsQuery, type QuestDeal } from '../../apps/web/src/quests/operations/creator-quests.operations.ts';
import { aRun, connection } from '../quests/quest-fixtures.ts';
import { gqlData, gqlDataFor } from '../support/network.ts';
import { failedStory, busyTableStory } from '../support/states.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';

const deal = (id: string, name: string, changes: Partial<QuestDeal>): QuestDeal => ({
  ...aRun({ id, ...(changes as object) }),
  quest: { id: `quest-${id}`, name },
});

/** An offer the company answers, a counter bid due from Anna soon, and an active deal whose content is due later. */
const byTab: Record<string, QuestDeal[]> = {
  offers: [
    deal('run-a', 'Harbour Lights stream', { status: 'INITIAL_BID', partyToAct: 'COMPANY', dueAt: '2030-03-04T12:00:00.000Z' }),
    deal('run-b', 'Fjord Fishers launch streams', { status: 'COUNTER_BID', partyToAct: 'CREATOR', dueAt: '2030-03-05T12:00:00.000Z' }),
  ],
  active: [
    deal('run-c', 'Snow Circuit video', {
      status: 'CONTENTPRODUCTION',
      tab: 'active',
      partyToAct: 'CREATOR',
      dueAt: '2030-03-20T12:00:00.000Z',
      agreedAmount: { cents: 50_000 },
    }),
  ],
  review: [],
  ended: [],
};

const meta = {
  title: 'Pages/Home/Creator home Quests',
  component: CreatorHomeQuestsPage,
  subcomponents: { CreatorHomeQuestsPage },
  ...pageMeta({
    url: '/creator/home/quests',
    role: 'creator',
    network: [gqlDataFor(MyQuestDealsQuery, ({ tab }) => ({ myQuestDeals: connection(byTab[tab] ?? []) }))],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Deals waiting on Anna lead, nearest due first; the one waiting on the company comes last. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Your Quests');
    await expect(canvas.getByRole('tab', { name: 'Quests' })).toHaveAttribute('aria-selected', 'true');
    const table = await canvas.findByRole('table', { name: 'Open Quest deals' });
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['Fjord Fishers launch streams', 'Snow Circuit video', 'Harbour Lights stream']),
    );
    await expect(within(table).getByRole('link', { name: 'Snow Circuit video' })).toHaveAttribute(
      'href',
      '/campaigns/quests/quest-1/run-c',
    );
    await expect(canvas.getByText('2 waiting on you.')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: pageAt({ network: [gqlData(MyQuestDealsQuery, { myQuestDeals: connection([]) })] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No open Quest deals' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse Quests' })).toHaveAttribute('href', '/campaigns/quests/browse');
  },
};

export const Loading: Story = busyTableStory(MyQuestDealsQuery, 'Your Quests', 'Open Quest deals');

export const Failed: Story = failedStory(MyQuestDealsQuery);

const widths = atEachWidth(Filled);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
