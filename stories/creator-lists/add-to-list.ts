import { expect, userEvent, within } from 'storybook/test';
import { AddCreatorsToListMutation, CreatorListsQuery } from '../../apps/web/src/creator-lists/operations/creator-lists.operations.ts';
import { gqlData, gqlDataFor } from '../support/network.ts';
import { creatorLists } from './creator-list-fixtures.ts';

/** What the last story's "Add to list" sent: the list and the creators. */
export const addedToList: { listId: string; creatorIds: string[] }[] = [];

/**
 * The company's lists and the add mutation, recording what it is sent (the list starts empty for each
 * story). Spread inside a story's `network: () => [...]` so it is fresh every time.
 */
export function addToListNetwork() {
  addedToList.length = 0;
  return [
    gqlDataFor(AddCreatorsToListMutation, ({ listId, creatorIds }) => {
      addedToList.push({ listId: String(listId), creatorIds: [...creatorIds].map(String) });
      return { addCreatorsToList: { added: [...creatorIds].map(String), alreadyOnList: [], notFound: [] } };
    }),
    gqlData(CreatorListsQuery, creatorLists),
  ];
}

type Queries = ReturnType<typeof within>;

/**
 * Opens "Add to list" for the creator (`rowLabel`) or creators already picked in the table's selection
 * or by a row's own button, chooses "Nordic streamers" and adds; the toast names how many were added.
 */
export async function addToNordicStreamers(count: number) {
  const dialog = within(await within(document.body).findByRole('dialog', { name: 'Add to creator list' }));
  await userEvent.selectOptions(await dialog.findByLabelText('Creator list'), 'Nordic streamers (2)');
  await userEvent.click(dialog.getByRole('button', { name: count === 1 ? 'Add one creator' : `Add ${count} creators` }));
  const added = count === 1 ? 'One creator' : `${count} creators`;
  await expect(await within(document.body).findByText(`${added} added to Nordic streamers.`)).toBeInTheDocument();
}

/** Selects these rows of the table, presses the bulk "Add to list" and adds them to Nordic streamers. */
export async function addRowsToList(canvas: Queries, table: Queries, rowLabels: readonly string[], creators = rowLabels.length) {
  for (const label of rowLabels) await userEvent.click(await table.findByRole('checkbox', { name: `Select ${label}` }));
  await userEvent.click(within(canvas.getByRole('region', { name: 'Bulk actions' })).getByRole('button', { name: 'Add to list' }));
  await addToNordicStreamers(creators);
}
