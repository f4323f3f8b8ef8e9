import type { GraphQLContext } from './context.ts';
import { forbidden, unauthenticated } from './errors.ts';

/** The caller's company id, for fields scoped `companyMember`; use cases check the thing is that company's. */
export function companyIdOf(ctx: GraphQLContext): string {
  if (!ctx.session) throw unauthenticated();
  const company = ctx.session.user.company;
  if (!company) throw forbidden();
  return company.id;
}
