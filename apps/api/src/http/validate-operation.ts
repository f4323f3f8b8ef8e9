import type { DocumentNode, GraphQLError as GraphQLErrorType, GraphQLSchema, ValidationRule } from 'graphql';
import { GraphQLError, validate } from '../graphql/shared/graphql-runtime.ts';
import { parseWithinLimits, QUERY_TOO_COMPLEX } from '../graphql/shared/operation-limits.ts';
import { documentCache } from '../graphql/shared/document-cache.ts';
import { containsNul, INVALID_CHARACTER, NUL_MESSAGE } from './nul-characters.ts';

/**
 * A validation rule that throws (a bug in a rule, or a document shaped to break one) would escape
 * graphql-http as a 500; it is logged and answered as an operation refused for its size instead.
 */
export function validateWithoutFaults(
  schema: GraphQLSchema,
  document: DocumentNode,
  rules: ReadonlyArray<ValidationRule>,
  logError: (error: unknown) => void,
): ReadonlyArray<GraphQLErrorType> {
  try {
    return validate(schema, document, rules);
  } catch (error) {
    logError(error);
    return [new GraphQLError('This operation could not be checked; send a smaller one.', { extensions: { code: QUERY_TOO_COMPLEX } })];
  }
}

/**
 * What refuses a request before graphql-http reads it: a NUL anywhere in it, or an operation over
 * the limits. Run first and alone, so graphql's own rules (overlapping fields is quadratic in the
 * fields of one selection) only ever see an operation of a bounded size. Syntax errors are left
 * to graphql-http, which answers them itself.
 */
export function refusalsOf(
  schema: GraphQLSchema,
  params: { query: string },
  guards: ReadonlyArray<ValidationRule>,
  documents: DocumentChecks,
): ReadonlyArray<GraphQLErrorType> {
  if (containsNul(params)) return [new GraphQLError(NUL_MESSAGE, { extensions: { code: INVALID_CHARACTER } })];
  let document: DocumentNode;
  try {
    document = documents.parse(params.query);
  } catch (error) {
    return error instanceof GraphQLError && error.extensions.code === QUERY_TOO_COMPLEX ? [error] : [];
  }
  return documents.validate(schema, document, guards);
}

export type DocumentChecks = ReturnType<typeof documentChecks>;

/** Parsing within the limits and validating without faults, each cached per document text and rule set. */
export const documentChecks = (logError: (error: unknown) => void) =>
  documentCache(parseWithinLimits, (schema, document, rules) => validateWithoutFaults(schema, document, rules, logError));
