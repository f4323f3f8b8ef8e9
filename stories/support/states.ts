import type { StoryContext } from '@storybook/react-vite';
import type { TadaDocumentNode } from '../../apps/web/src/graphql.ts';
import { gqlError, gqlPending } from './network.ts';
import { pageAt } from './page.tsx';
import { expectAlert, expectLoadingLine } from './play.ts';

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
