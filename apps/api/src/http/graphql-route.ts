import { createHandler } from 'graphql-http/lib/use/express';
import type { ExecutionArgs, ExecutionResult, GraphQLError, GraphQLSchema, ValidationRule } from 'graphql';
import { execute, getOperationAST, NoSchemaIntrospectionCustomRule } from '../graphql/shared/graphql-runtime.ts';
import type { Response } from 'express';
import type { GraphQLContext } from '../graphql/shared/context.ts';
import { formatGraphQLError } from '../graphql/shared/errors.ts';
import { documentCache } from '../graphql/shared/document-cache.ts';
import { localsOf } from './request-locals.ts';

/** Carries a failed mutation's result out of its transaction, so the transaction rolls back. */
class MutationFailed extends Error {
  readonly result: ExecutionResult;
  constructor(result: ExecutionResult) {
    super('mutation failed');
    this.result = result;
  }
}

/**
 * Every mutation runs in one transaction: its saves and the jobs it queues commit together, and any
 * error (a domain refusal or a fault) rolls all of it back, so nothing is half-saved. Its data is
 * then withheld too, since none of it was kept.
 */
async function executeOperation(args: ExecutionArgs): Promise<ExecutionResult> {
  const operation = getOperationAST(args.document, args.operationName);
  if (operation?.operation !== 'mutation') return execute(args);
  const context = args.contextValue as GraphQLContext;
  try {
    return await context.scope.transaction(async (scope) => {
      const result = await execute({ ...args, contextValue: { ...context, scope } });
      if (result.errors?.length) throw new MutationFailed(result);
      return result;
    });
  } catch (error) {
    // A request that never ran (bad variables) keeps its data-less shape, so it answers 400.
    if (error instanceof MutationFailed)
      return 'data' in error.result ? { errors: error.result.errors, data: null } : { errors: error.result.errors };
    throw error;
  }
}

/**
 * GraphQL over HTTP; the operation name arrives as `?name=` for logs and is not trusted for anything.
 * In production the schema is not introspectable and errors suggest no field names: the checked-in
 * apps/api/schema.graphql serves tools, and an attacker learns nothing by guessing.
 */
export function graphqlRoute(schema: GraphQLSchema, logError: (error: unknown) => void, { production = false } = {}) {
  const formatError = (error: Readonly<GraphQLError | Error>) => formatGraphQLError(error, logError, { hideSuggestions: production });
  const documents = documentCache();
  let productionRules: ValidationRule[] | undefined;
  return createHandler<GraphQLContext>({
    schema,
    parse: (source) => documents.parse(typeof source === 'string' ? source : source.body),
    validate: (schema, document, rules) => documents.validate(schema, document, rules),
    // One array for every request, so the document cache recognises the rule set at a glance.
    validationRules: (_req, _args, specifiedRules) =>
      production ? (productionRules ??= [...specifiedRules, NoSchemaIntrospectionCustomRule]) : specifiedRules,
    execute: (args) => executeOperation(args),
    context: (req) => {
      const locals = localsOf(req.context.res as Response);
      return { scope: locals.scope, session: locals.session };
    },
    formatError,
    // A result without data never ran (its variables did not fit): a bad request, answered 400.
    onOperation: (_req, _args, result) =>
      'data' in result
        ? undefined
        : [
            JSON.stringify({ errors: (result.errors ?? []).map(formatError) }),
            { status: 400, statusText: 'Bad Request', headers: { 'content-type': 'application/graphql-response+json; charset=utf-8' } },
          ],
  });
}
