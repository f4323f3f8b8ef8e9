import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './graphql-env.d.ts';

/**
 * Typed GraphQL documents: each `graphql(...)` call is checked against apps/api/schema.graphql
 * (through the generated graphql-env.d.ts; `npm run schema` refreshes both) and carries its result
 * and variable types, so no shape is restated by hand.
 */
export const graphql = initGraphQLTada<{
  introspection: introspection;
  scalars: { DateTime: string; Cents: number; ID: string; JSONObject: Record<string, unknown> };
  // Pages read what their documents spread; masking would only add readFragment calls everywhere.
  disableMasking: true;
}>();

export type { FragmentOf, ResultOf, VariablesOf, TadaDocumentNode } from 'gql.tada';
export { readFragment } from 'gql.tada';

/** The schema's enums as string unions. */
export type UserType = ReturnType<typeof graphql.scalar<'UserType'>>;
