import type { GraphQLContext } from './context.ts';
import { unauthenticated } from './errors.ts';

/**
 * The signed-in user's id, for use cases that take the actor. Fields that call it declare a scope
 * that already requires a session; the throw only guards a field declared without one.
 */
export function actorId(ctx: GraphQLContext): string {
  if (!ctx.session) throw unauthenticated();
  return ctx.session.user.id;
}
