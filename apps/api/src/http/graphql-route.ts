import type { Response as HttpAnswer } from 'graphql-http';
import { GraphQLError, type ExecutionArgs, type ExecutionResult, type GraphQLSchema, type ValidationRule } from 'graphql';
import { UNEXPECTED_ERROR_MESSAGE } from '../error-table.ts';
import { execute, getOperationAST, NoSchemaIntrospectionCustomRule } from '../graphql/shared/graphql-runtime.ts';
import type { Response } from 'express';
import { noNulStringsRule } from '../graphql/shared/no-nul-strings-rule.ts';
import { operationLimitRules } from '../graphql/shared/operation-limits.ts';
import { documentChecks, refusalsOf } from './validate-operation.ts';
import type { GraphQLContext } from '../graphql/shared/context.ts';
import { formatGraphQLError } from '../graphql/shared/errors.ts';
import { graphqlOverExpress } from './graphql-over-express.ts';
import { localsOf } from './request-locals.ts';
import { scopeRefusal } from './api-token-scopes.ts';

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
async function executeOperation(args: ExecutionArgs, logError: (error: unknown) => void): Promise<ExecutionResult> {
  const operation = getOperationAST(args.document, args.operationName);
  const context = args.contextValue as GraphQLContext;
  const refusal = operation && context.apiToken ? scopeRefusal(operation, args.document, context.apiToken) : null;
  if (refusal) return { data: null, errors: [refusal] };
  if (operation?.operation !== 'mutation') return execute(args);
  context.wrote?.();
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
    // The transaction itself failed to begin or commit (a lost database connection): graphql-http would
    // answer an empty 500, so it gets the same coded answer as any other fault.
    logError(error);
    return { data: null, errors: [new GraphQLError(UNEXPECTED_ERROR_MESSAGE, { extensions: { code: 'INTERNAL_SERVER_ERROR' } })] };
  }
}

/**
 * GraphQL over HTTP; the operation name arrives as `?name=` for logs and is not trusted for anything.
 * In production the schema is not introspectable and errors suggest no field names: the checked-in
 * apps/api/schema.graphql serves tools, and an attacker learns nothing by guessing.
 */
export function graphqlRoute(schema: GraphQLSchema, logError: (error: unknown) => void, { production = false } = {}) {
  const formatError = (error: Readonly<GraphQLError | Error>) => formatGraphQLError(error, logError, { hideSuggestions: production });
  const guards = [...operationLimitRules(), noNulStringsRule];
  const documents = documentChecks(logError);
  let productionRules: ValidationRule[] | undefined;
  return graphqlOverExpress<GraphQLContext>({
    schema,
    parse: (source) => documents.parse(typeof source === 'string' ? source : source.body),
    validate: (schemaToCheck, document, rules) => documents.validate(schemaToCheck, document, rules),
    // One array for every request, so the document cache recognises the rule set at a glance.
    validationRules: (_req, _args, specifiedRules) =>
      production ? (productionRules ??= [...specifiedRules, NoSchemaIntrospectionCustomRule]) : specifiedRules,
    // Refused with 400 whatever the client accepts (graphql-http answers an application/json client's invalid operation with 200).
    onSubscribe: (req, params) => {
      const refusals = refusalsOf(schema, params, guards, documents);
      return refusals.length > 0 ? badRequest(refusals.map(formatError), req.raw.get('accept')) : undefined;
    },
    execute: (args) => executeOperation(args, logError),
    context: (req) => {
      const locals = localsOf(req.context.res as Response);
      return { scope: locals.scope, session: locals.session, apiToken: locals.apiToken, clientIp: locals.clientIp, wrote: locals.wrote };
    },
    formatError,
    // A result without data never ran (its variables did not fit): a bad request, answered 400.
    onOperation: (req, _args, result) =>
      'data' in result ? undefined : badRequest((result.errors ?? []).map(formatError), req.raw.get('accept')),
  });
}

/** A 400 with the errors, in the JSON media type the client accepts. */
function badRequest(errors: ReadonlyArray<GraphQLError | Error>, accept: string | undefined): HttpAnswer {
  const type =
    accept === undefined || accept.includes('application/graphql-response+json') ? 'application/graphql-response+json' : 'application/json';
  return [JSON.stringify({ errors }), { status: 400, statusText: 'Bad Request', headers: { 'content-type': `${type}; charset=utf-8` } }];
}
