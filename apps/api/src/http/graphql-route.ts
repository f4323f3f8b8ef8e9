import { createHandler } from 'graphql-http/lib/use/express';
import type { ExecutionArgs, ExecutionResult, GraphQLSchema } from 'graphql';
import { execute, getOperationAST } from '../graphql/shared/graphql-runtime.ts';
import type { Response } from 'express';
import type { GraphQLContext } from '../graphql/shared/context.ts';
import { formatGraphQLError } from '../graphql/shared/errors.ts';
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
    if (error instanceof MutationFailed) return { errors: error.result.errors, data: null };
    throw error;
  }
}

/** GraphQL over HTTP; the operation name arrives as `?name=` for logs and is not trusted for anything. */
export function graphqlRoute(schema: GraphQLSchema, logError: (error: unknown) => void) {
  return createHandler<GraphQLContext>({
    schema,
    execute: (args) => executeOperation(args),
    context: (req) => {
      const locals = localsOf(req.context.res as Response);
      return { scope: locals.scope, session: locals.session };
    },
    formatError: (error) => formatGraphQLError(error, logError),
  });
}
