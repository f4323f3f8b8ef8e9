import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  ChangeMatchmakingSelectionMutation,
  ClearMatchmakingSelectionMutation,
  GenerateMatchmakingListMutation,
  InviteMatchmakingSelectionMutation,
  LoosenMatchmakingListMutation,
  MatchmakingChoicesQuery,
  MatchmakingListQuery,
  MatchmakingListsQuery,
} from '../../apps/web/src/matchmaking/operations/matchmaking.operations.ts';
import { MatchmakingPage } from '../../apps/web/src/matchmaking/pages/MatchmakingPage.tsx';
import { gqlData, gqlDataFor, gqlError } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { addedToList, addToListNetwork, addToNordicStreamers } from '../creator-lists/add-to-list.ts';
import { expectAlert, findPageHeading } from '../support/play.ts';
import { loadingStory, refusedStory } from '../support/states.ts';
import { atEachWidth } from '../support/viewports.ts';
import { emptyNordicList, matchmakingChoices, matchmakingList, matchmakingLists, withAnnaSelected } from './matchmaking-fixtures.ts';

const LISTS = '/company/creator-management/invite-creators/matchmaking';

const meta = {
  title: 'Pages/Matchmaking/Matchmaking',
  component: MatchmakingPage,
  ...pageMeta({
    url: LISTS,
    role: 'companyOwner',
    network: [
      gqlData(MatchmakingListsQuery, matchmakingLists),
      gqlData(MatchmakingListQuery, matchmakingList),
      gqlData(MatchmakingChoicesQuery, matchmakingChoices),
    ],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = loadingStory(MatchmakingListsQuery);

export const Error: Story = refusedStory(MatchmakingListsQuery, { code: 'FORBIDDEN', message: 'You are not allowed to do this.' });

export const Empty: Story = {
  parameters: pageAt({ network: [gqlData(MatchmakingListsQuery, { matchmakingLists: [] })] }),
  play: async ({ canvas }) => expect(await canvas.findByRole('heading', { name: 'No matchmaking lists yet' })).toBeVisible(),
};

/** The stored lists, each linking to its results. */
export const Lists: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Matchmaking');
    await expect(await canvas.findByRole('link', { name: /Spring Stream Quest/ })).toHaveAttribute('href', `${LISTS}/list-1`);
    await expect(canvas.getByRole('link', { name: 'Run matchmaking' })).toHaveAttribute('href', `${LISTS}/new`);
  },
};

/** The wizard from a Quest's page starts with that Quest; forward needs an objective. */
export const WizardFromQuest: Story = {
  parameters: pageAt({ url: '/campaigns/quests/quest-1/invite-creators/matchmaking/new' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Introduction' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(canvas.getByRole('radio', { name: /Spring Stream Quest/ })).toBeChecked());
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Select an objective to continue.')).toBeVisible();
  },
};

/** A brief the server refuses shows its message above the wizard. */
export const WizardRefused: Story = {
  parameters: pageAt({
    url: '/campaigns/quests/quest-1/invite-creators/matchmaking/new',
    network: [
      gqlError(GenerateMatchmakingListMutation, {
        code: 'MATCHMAKING.ACTIVATION_REQUIRED',
        message: 'Select an activation to continue.',
        field: 'activation',
      }),
      gqlData(MatchmakingChoicesQuery, matchmakingChoices),
    ],
  }),
  play: async ({ canvas }) => {
    const next = () => userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await canvas.findByRole('heading', { name: 'Introduction' });
    await next();
    await next();
    await userEvent.click(await canvas.findByRole('radio', { name: 'Awareness' }));
    await next();
    await userEvent.selectOptions(await canvas.findByLabelText('Game'), 'game-1');
    await next();
    await userEvent.type(await canvas.findByLabelText('Total budget (USD)'), '1000');
    await userEvent.click(canvas.getByRole('button', { name: 'Find creators' }));
    await expectAlert(canvas, 'Select an activation to continue.');
  },
};

/** A list's results: match score, offer, predicted CCV, cost per hour and the summary. */
export const Results: Story = {
  parameters: pageAt({ url: `${LISTS}/list-1` }),
  play: async ({ canvas }) => {
    const row = await canvas.findByRole('row', { name: /Anna Streams/ });
    await expect(within(row).getByText('Excellent')).toBeVisible();
    await expect(within(row).getByText('$400.00')).toBeVisible();
    await expect(within(canvas.getByRole('complementary', { name: 'Summary' })).getByText('$600.00')).toBeVisible();
  },
};

/** Nobody matched: the page names the filter that left everyone out, and loosening it opens the new list's results. */
export const NoMatchesLoosened: Story = {
  parameters: pageAt({
    url: `${LISTS}/list-empty`,
    network: [
      gqlDataFor(MatchmakingListQuery, ({ id }) => (id === 'list-empty' ? emptyNordicList : matchmakingList)),
      gqlData(LoosenMatchmakingListMutation, { loosenMatchmakingList: matchmakingList.matchmakingList }),
    ],
  }),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(/Locations \(SE, NO\) left everyone out/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Allow any location (2 creators)' }));
    await expect(await canvas.findByRole('row', { name: /Anna Streams/ })).toBeVisible();
  },
};

/** Each match with its audience authenticity: Anna clean, Björn flagged with the reasons. */
export const ResultsAuthenticity: Story = {
  parameters: pageAt({ url: `${LISTS}/list-1` }),
  play: async ({ canvas, userEvent }) => {
    const clean = await canvas.findByRole('row', { name: /Anna Streams/ });
    await expect(within(clean).getByText('100 · Likely genuine')).toBeVisible();
    const flagged = canvas.getByRole('row', { name: /Björn Plays/ });
    await userEvent.click(within(flagged).getByText('Why'));
    await expect(within(flagged).getByText(/Only 2.0% of viewers were in the chat/)).toBeVisible();
  },
};

/** Ticking a row stores the selection; inviting says how many were invited. */
export const SelectAndInvite: Story = {
  parameters: pageAt({
    url: `${LISTS}/list-1`,
    network: [
      gqlData(ChangeMatchmakingSelectionMutation, { changeMatchmakingSelection: withAnnaSelected }),
      gqlData(InviteMatchmakingSelectionMutation, {
        inviteMatchmakingSelection: { invited: 1, lines: [{ line: 1, target: 'cr-1', outcome: 'INVITED' }] },
      }),
      gqlData(MatchmakingListQuery, matchmakingList),
    ],
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Select Anna Streams' }));
    await expect(await canvas.findByRole('button', { name: 'Invite selected (1)' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Invite selected (1)' }));
    await expect(await within(document.body).findByText('One creator invited.')).toBeInTheDocument();
  },
};

/** A failed selection change says so (spec 8), and the rows stay as they were. */
export const UpdateFailed: Story = {
  parameters: pageAt({
    url: `${LISTS}/list-1`,
    network: [
      gqlError(ChangeMatchmakingSelectionMutation, {
        code: 'MATCHMAKING.CREATOR_NOT_IN_RESULTS',
        message: 'Only creators in the results can be selected.',
      }),
      gqlData(MatchmakingListQuery, matchmakingList),
    ],
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Select Anna Streams' }));
    await expectAlert(canvas, 'Unable to update selected rows.');
    await expect(canvas.getByRole('checkbox', { name: 'Select Anna Streams' })).not.toBeChecked();
  },
};

/** A failed clear says so (spec 8). */
export const ClearFailed: Story = {
  parameters: pageAt({
    url: `${LISTS}/list-1`,
    network: [
      gqlError(ClearMatchmakingSelectionMutation, { code: 'MATCHMAKING.LIST_NOT_FOUND', message: 'This matchmaking list does not exist.' }),
      gqlData(MatchmakingListQuery, { matchmakingList: withAnnaSelected }),
    ],
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Clear selection' }));
    await expectAlert(canvas, 'Unable to clear selected rows.');
  },
};

const widths = atEachWidth(Lists);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
const resultWidths = atEachWidth(Results);
export const ResultsPhone = resultWidths.phone;
export const ResultsDesktop = resultWidths.desktop;
const wizardWidths = atEachWidth(WizardFromQuest);
export const WizardPhone = wizardWidths.phone;

/** The selected matches go to a creator list. */
export const AddSelectedToList: Story = {
  parameters: pageAt({
    url: `${LISTS}/list-1`,
    network: () => [gqlData(MatchmakingListQuery, { matchmakingList: withAnnaSelected }), ...addToListNetwork()],
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add selected to list' }));
    await addToNordicStreamers(1);
    await expect(addedToList).toEqual([{ listId: 'list-1', creatorIds: ['cr-1'] }]);
  },
};
