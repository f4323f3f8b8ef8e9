import type { QuestActor } from '@lurkit/core/quests/application/quest-actor.ts';
import type { GraphQLContext } from '../shared/context.ts';
import { unauthenticated } from '../shared/errors.ts';

/** A company member acts for their company; anyone else as the creator they are. */
export function questActorOf(ctx: GraphQLContext): QuestActor {
  if (!ctx.session) throw unauthenticated();
  const { company, id } = ctx.session.user;
  return company ? { party: 'COMPANY', companyId: company.id } : { party: 'CREATOR', creatorId: id };
}
