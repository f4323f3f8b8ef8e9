import type { StoryContext } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { TadaDocumentNode } from '../../apps/web/src/graphql.ts';
import { gqlError, gqlPending } from './network.ts';
import { pageAt } from './page.tsx';
import { expectAlert, expectLoadingLine, findPageHeading } from './play.ts';

/** The other requests a page makes beside the query a state story is about. */
type OtherRequests = ReturnType<typeof gqlPending>[];

/** A page's story while its query is on the way: the page shows its loading line. */
export const loadingStory = <Data, Variables>(query: TadaDocumentNode<Data, Variables>, others: OtherRequests = []) => ({
  parameters: pageAt({ network: [gqlPending(query), ...others] }),
  play: async ({ canvas }: StoryContext) => expectLoadingLine(canvas),
});

/** A page's story whose query the server refuses: the page shows the server's message in an alert. */
export const refusedStory = <Data, Variables>(
  query: TadaDocumentNode<Data, Variables>,
  error: { code: string; message: string },
  others: OtherRequests = [],
) => ({
  parameters: pageAt({ network: [gqlError(query, error), ...others] }),
  play: async ({ canvas }: StoryContext) => expectAlert(canvas, error.message),
});

/** A page's story whose query fails on the server: the page says something went wrong. */
export const failedStory = <Data, Variables>(query: TadaDocumentNode<Data, Variables>) => ({
  parameters: pageAt({ network: [gqlError(query, { code: 'INTERNAL', message: 'Something went wrong.' })] }),
  play: async ({ canvas }: StoryContext) => expect(await canvas.findByText(/Something went wrong/)).toBeVisible(),
});

/** A page's story while its table's query is on the way: under the page's heading, the table is busy. */
export const busyTableStory = <Data, Variables>(query: TadaDocumentNode<Data, Variables>, heading: string, table: string) => ({
  parameters: pageAt({ network: [gqlPending(query)] }),
  play: async ({ canvas }: StoryContext) => {
    await findPageHeading(canvas, heading);
    await expect(await canvas.findByRole('table', { name: table })).toHaveAttribute('aria-busy', 'true');
  },
});
