import SchemaBuilder from '@pothos/core';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { DateTimeISOResolver, JSONObjectResolver, SafeIntResolver } from 'graphql-scalars';
import { authScopes, type AuthScopes } from './auth-scopes.ts';
import type { GraphQLContext } from './context.ts';
import { forbidden, unauthenticated } from './errors.ts';

/** The most items one page of any connection holds, whatever `first` or `last` asks for. */
export const MAX_PAGE_SIZE = 100;

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  AuthScopes: AuthScopes;
  DefaultFieldNullability: false;
  DefaultInputFieldRequiredness: true;
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    /** Whole USD cents; a safe integer, so no amount is rounded on the way. */
    Cents: { Input: number; Output: number };
    /** A form's values, checked against core's valibot schema of that form (the same one the web form uses). */
    JSONObject: { Input: Record<string, unknown>; Output: Record<string, unknown> };
  };
}>({
  // scope-auth first, so no other plugin's wrapper runs before the check.
  plugins: [ScopeAuthPlugin, RelayPlugin, DataloaderPlugin],
  defaultFieldNullability: false,
  defaultInputFieldRequiredness: true,
  scopeAuth: {
    authScopes,
    unauthorizedError: (_parent, context) => (context.session ? forbidden() : unauthenticated()),
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    // Ids are the domain's own (UUIDs); no global Node refetching is offered.
    nodeQueryOptions: false,
    nodesQueryOptions: false,
  },
});

builder.addScalarType('DateTime', DateTimeISOResolver, {
  description: 'An instant, as an ISO 8601 string in UTC (`2026-11-23T09:30:00.000Z`).',
});
builder.addScalarType('Cents', SafeIntResolver, { description: 'A whole number of USD cents.' });
builder.addScalarType('JSONObject', JSONObjectResolver, {
  description: "A form's values as one object, checked on the server by core's schema of that form.",
});

builder.queryType({});
builder.mutationType({});
