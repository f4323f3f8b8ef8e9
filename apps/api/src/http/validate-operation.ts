import type { DocumentNode, GraphQLError as GraphQLErrorType, GraphQLSchema, ValidationRule } from 'graphql';
import { GraphQLError, validate } from '../graphql/shared/graphql-runtime.ts';
import { QUERY_TOO_COMPLEX } from '../graphql/shared/operation-limits.ts';

/**
 * The guards run first and alone: graphql's own rules (overlapping fields is quadratic in the
 * fields of one selection) then only ever see an operation of a bounded size.
 * A validation rule that throws (a bug in a rule, or a document shaped to break one) would escape
 * graphql-http as a 500; it is logged and answered as an operation refused for its size instead.
 */
export function validateWithoutFaults(
  schema: GraphQLSchema,
  document: DocumentNode,
  [guards, rules]: [ReadonlyArray<ValidationRule>, ReadonlyArray<ValidationRule>],
  logError: (error: unknown) => void,
): ReadonlyArray<GraphQLErrorType> {
  try {
    const refused = validate(schema, document, guards);
    return refused.length > 0 ? refused : validate(schema, document, rules);
  } catch (error) {
    logError(error);
    return [new GraphQLError('This operation could not be checked; send a smaller one.', { extensions: { code: QUERY_TOO_COMPLEX } })];
  }
}
