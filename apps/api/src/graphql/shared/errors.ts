import { GraphQLError } from 'graphql';
import type { DomainError } from '@lurkit/core/shared/domain-error.ts';
import type { Result } from '@lurkit/core/shared/result.ts';
import { domainErrorForConstraint, UNEXPECTED_ERROR_MESSAGE } from '../../error-table.ts';

/**
 * The code, the form field, and whatever else the error carries (failed publish checks, unmet
 * requirements, the platform out of keys, duplicate lines) as `details`, for the UI to show.
 */
export const toGraphQLError = (error: DomainError): GraphQLError => {
  const details = Object.fromEntries(Object.entries(error).filter(([key]) => !['code', 'message', 'field'].includes(key)));
  return new GraphQLError(error.message, {
    extensions: {
      code: error.code,
      ...(error.field ? { field: error.field } : {}),
      ...(Object.keys(details).length > 0 ? { details } : {}),
    },
  });
};

/** Resolvers return the value or raise the domain error as a GraphQL error with its stable code. */
export function unwrap<T>(result: Result<T, DomainError>): T {
  if (result.ok) return result.value;
  throw toGraphQLError(result.error);
}

export const unauthenticated = () => new GraphQLError('You need to sign in to do this.', { extensions: { code: 'UNAUTHENTICATED' } });
export const forbidden = () => new GraphQLError('You are not allowed to do this.', { extensions: { code: 'FORBIDDEN' } });

/**
 * Errors that carry a code pass through; a lost race on a unique index answers the domain error the
 * index stands for; anything else is an unexpected fault: logged by the caller, answered with a
 * generic message and no stack trace.
 */
export function formatGraphQLError(
  error: Readonly<GraphQLError | Error>,
  log: (error: unknown) => void,
  { hideSuggestions = false } = {},
): GraphQLError | Error {
  if (!isGraphQLError(error)) return error;
  if (typeof error.extensions.code === 'string') return error;
  if (!error.originalError || !error.path) {
    // Parse, validation and variable errors: the request itself is wrong (no resolver ran).
    const message = hideSuggestions ? error.message.replace(/ ?Did you mean .*$/, '') : error.message;
    const field = error.originalError ? fieldOfVariableError(error.message) : null;
    return new GraphQLError(message, {
      nodes: error.nodes,
      source: error.source,
      positions: error.positions,
      path: error.path,
      extensions: { code: error.originalError ? 'BAD_USER_INPUT' : 'GRAPHQL_VALIDATION_FAILED', ...(field ? { field } : {}) },
    });
  }
  if (isGraphQLError(error.originalError) && typeof error.originalError.extensions.code === 'string') {
    return new GraphQLError(error.originalError.message, {
      path: error.path,
      nodes: error.nodes,
      extensions: error.originalError.extensions,
    });
  }
  if (error.originalError.name === 'PothosValidationError') {
    // Pothos refuses connection arguments no page can answer (`last: -1`): the request is wrong, not the server.
    return new GraphQLError(error.originalError.message, { path: error.path, nodes: error.nodes, extensions: { code: 'BAD_USER_INPUT' } });
  }
  const raced = domainErrorForConstraint(error.originalError);
  if (raced) return new GraphQLError(raced.message, { path: error.path, nodes: error.nodes, extensions: toGraphQLError(raced).extensions });
  log(error.originalError);
  return new GraphQLError(UNEXPECTED_ERROR_MESSAGE, {
    path: error.path,
    nodes: error.nodes,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  });
}

/**
 * The field a variable's value broke its type at (a platform outside the vocabulary's enum): the
 * variable itself (`platform`) or the path inside it (`values.keys.0.platform`), dots between keys
 * and indexes as core's fields are named.
 */
export function fieldOfVariableError(message: string): string | null {
  const variable = /^Variable "\$(\w+)" got invalid value/.exec(message);
  if (!variable) return null;
  const at = /.* at "([\w.[\]]+)"; /.exec(message);
  return (at?.[1] ?? variable[1]!).replace(/\[(\d+)\]/g, '.$1');
}

/**
 * Duck-typed on purpose: graphql ships CommonJS and ESM builds, and an error made by one fails
 * `instanceof` against the other (the test runner loads both).
 */
function isGraphQLError(error: unknown): error is GraphQLError {
  return error instanceof Error && error.name === 'GraphQLError' && 'extensions' in error;
}
