import { GraphQLError, Kind, type DocumentNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import { API_TOKEN_SCOPE_OPERATIONS } from '@lurkit/core/api-tokens/domain/api-token.schema.ts';
import type { ApiTokenCaller } from '@lurkit/core/api-tokens/application/authenticate-api-token.ts';
import { ScopeMissing } from '@lurkit/core/api-tokens/domain/api-tokens.errors.ts';
import { toGraphQLError } from '../graphql/shared/errors.ts';

/** Introspection serves GraphiQL with a token in its headers; production answers it with no schema anyway. */
const ALWAYS_ALLOWED = new Set(['__typename', '__schema', '__type']);

/** The root fields an operation selects, through its fragments. */
function rootFields(selectionSet: SelectionSetNode, document: DocumentNode, seen = new Set<string>()): string[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection.name.value];
    if (selection.kind === Kind.INLINE_FRAGMENT) return rootFields(selection.selectionSet, document, seen);
    const name = selection.name.value;
    if (seen.has(name)) return [];
    seen.add(name);
    const fragment = document.definitions.find((d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === name);
    return fragment && fragment.kind === Kind.FRAGMENT_DEFINITION ? rootFields(fragment.selectionSet, document, seen) : [];
  });
}

/** The refusal for an operation that selects a root field none of the token's scopes allows, or null. */
export function scopeRefusal(operation: OperationDefinitionNode, document: DocumentNode, token: ApiTokenCaller): GraphQLError | null {
  const allowed = new Set(token.scopes.flatMap((scope) => API_TOKEN_SCOPE_OPERATIONS[scope].operations));
  const missing = rootFields(operation.selectionSet, document).filter((field) => !ALWAYS_ALLOWED.has(field) && !allowed.has(field));
  return missing.length > 0 ? toGraphQLError(new ScopeMissing()) : null;
}
