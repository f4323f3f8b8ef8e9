import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  CreateCreatorListMutation,
  CreatorListCreatorsQuery,
  CreatorListsQuery,
  RemoveCreatorsFromListMutation,
} from '../../apps/web/src/creator-lists/operations/creator-lists.operations.ts';
import { clickButton, expectFieldError, fillFields } from '../../ui/src/story-helpers/form-play.ts';
import { gqlData, gqlError } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { expectLeaveHeld, findPageHeading } from '../support/play.ts';
import { loadingStory, refusedStory } from '../support/states.ts';
import { atEachWidth } from '../support/viewports.ts';
import { creatorLists, nordicCreators } from './creator-list-fixtures.ts';
import { CreatorListsPage } from '../../apps/web/src/creator-lists/pages/CreatorListsPage.tsx';
import { addedToList, addToListNetwork } from './add-to-list.ts';

const meta = {
  title: 'Pages/Creator lists/Creator lists',
  component: CreatorListsPage,
  ...pageMeta({
    url: '/company/creator-lists',
    role: 'companyOwner',
    network: [gqlData(CreatorListsQuery, creatorLists), gqlData(CreatorListCreatorsQuery, nordicCreators)],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = loadingStory(CreatorListsQuery);

export const Error: Story = refusedStory(CreatorListsQuery, { code: 'FORBIDDEN', message: 'You are not allowed to do this.' });

export const Empty: Story = {
  parameters: pageAt({ network: [gqlData(CreatorListsQuery, { creatorLists: [] })] }),
  play: async ({ canvas }) => expect(await canvas.findByRole('heading', { name: 'No creator lists yet' })).toBeVisible(),
};

/** The Lists tab: each list with its count and a link to its creators. */
export const Lists: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Creator lists');
    await expect(await canvas.findByRole('link', { name: 'Nordic streamers' })).toHaveAttribute(
      'href',
      '/company/creator-lists/creators?list=list-1',
    );
    await expect(canvas.getByRole('tab', { name: 'Lists' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** A name the company already uses is refused at the field. */
export const CreateTaken: Story = {
  parameters: pageAt({
    network: [
      gqlError(CreateCreatorListMutation, {
        code: 'CREATOR_LISTS.NAME_TAKEN',
        message: 'You already have a creator list with this name.',
        field: 'name',
      }),
      gqlData(CreatorListsQuery, creatorLists),
    ],
  }),
  play: async (context) => {
    await context.canvas.findByRole('link', { name: 'Nordic streamers' });
    await fillFields(context, { 'New list name': 'nordic streamers' });
    await clickButton(context, 'Create list');
    await expectFieldError(context.canvas, 'New list name', 'You already have a creator list with this name.');
  },
};

/** A new name typed for a list but not saved holds the move to the Creators tab; once the rename is cancelled nothing is held. */
export const RenameLeaveHeld: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('link', { name: 'Nordic streamers' });
    await userEvent.click(canvas.getByRole('button', { name: 'Rename Nordic streamers' }));
    await userEvent.type(canvas.getByLabelText('New name for Nordic streamers'), ' 2');
    await expectLeaveHeld(userEvent, () => userEvent.click(canvas.getByRole('tab', { name: 'Creators' })));
    await expect(canvas.getByLabelText('New name for Nordic streamers')).toHaveValue('Nordic streamers 2');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(canvas.getByRole('tab', { name: 'Creators' }));
    await expect(await canvas.findByRole('tab', { name: 'Creators', selected: true })).toBeVisible();
  },
};

/** The Creators tab shows the chosen list; creators are removed in bulk. */
export const Creators: Story = {
  parameters: pageAt({
    url: '/company/creator-lists/creators?list=list-1',
    network: [
      gqlData(RemoveCreatorsFromListMutation, { removeCreatorsFromList: ['cr-2'] }),
      gqlData(CreatorListsQuery, creatorLists),
      gqlData(CreatorListCreatorsQuery, nordicCreators),
    ],
  }),
  play: async ({ canvas }) => {
    const table = within(await canvas.findByRole('table', { name: 'Creators on Nordic streamers' }));
    await expect(await table.findByText('Anna Streams')).toBeVisible();
    // Each creator's audience authenticity: Anna clean, Björn flagged with the reasons.
    await expect(table.getByText('100 · Likely genuine')).toBeVisible();
    await userEvent.click(table.getByText('Why'));
    await expect(table.getByRole('list', { name: 'Authenticity reasons for Björn Plays' })).toBeVisible();
    await userEvent.click(table.getByRole('checkbox', { name: 'Select Björn Plays' }));
    await userEvent.click(within(canvas.getByRole('region', { name: 'Bulk actions' })).getByRole('button', { name: 'Remove from list' }));
    await expect(await within(document.body).findByText('One creator removed from Nordic streamers.')).toBeInTheDocument();
  },
};

/** A list's creators go to another list from the same table. */
export const CreatorsAddToAnotherList: Story = {
  parameters: pageAt({
    url: '/company/creator-lists/creators?list=list-1',
    network: () => [gqlData(CreatorListCreatorsQuery, nordicCreators), ...addToListNetwork()],
  }),
  play: async ({ canvas }) => {
    const table = within(await canvas.findByRole('table', { name: 'Creators on Nordic streamers' }));
    await userEvent.click(await table.findByRole('checkbox', { name: 'Select Anna Streams' }));
    await userEvent.click(within(canvas.getByRole('region', { name: 'Bulk actions' })).getByRole('button', { name: 'Add to list' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Add to creator list' }));
    await userEvent.selectOptions(await dialog.findByLabelText('Creator list'), 'Cosy games (0)');
    await userEvent.click(dialog.getByRole('button', { name: 'Add one creator' }));
    await expect(await within(document.body).findByText('One creator added to Cosy games.')).toBeInTheDocument();
    await expect(addedToList).toEqual([{ listId: 'list-2', creatorIds: ['cr-1'] }]);
  },
};

const widths = atEachWidth(Lists);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
const creatorWidths = atEachWidth(Creators);
export const CreatorsPhone = creatorWidths.phone;
