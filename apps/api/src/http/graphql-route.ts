import { createHandler } from 'graphql-http/lib/use/express';
import type { GraphQLSchema } from 'graphql';
import type { Response } from 'express';
import type { GraphQLContext } from '../graphql/shared/context.ts';
import { formatGraphQLError } from '../graphql/shared/errors.ts';
import { localsOf } from './request-locals.ts';

/** GraphQL over HTTP; the operation name arrives as `?name=` for logs and is not trusted for anything. */
export function graphqlRoute(schema: GraphQLSchema, logError: (error: unknown) => void) {
  return createHandler<GraphQLContext>({
    schema,
    context: (req) => {
      const locals = localsOf(req.context.res as Response);
      return { scope: locals.scope, session: locals.session };
    },
    formatError: (error) => formatGraphQLError(error, logError),
  });
}
