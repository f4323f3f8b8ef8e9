import type { ApiToken } from '@lurkit/core/api-tokens/domain/api-token.entity.ts';
import { CreateApiToken, type CreatedApiToken } from '@lurkit/core/api-tokens/application/create-api-token.ts';
import { ListApiTokens } from '@lurkit/core/api-tokens/application/list-api-tokens.ts';
import { RevokeApiToken } from '@lurkit/core/api-tokens/application/revoke-api-token.ts';
import type { GraphQLContext } from '../shared/context.ts';
import { actorId } from '../shared/actor.ts';
import { builder } from '../shared/builder.ts';
import { companyIdOf } from '../shared/company.ts';
import { unwrap } from '../shared/errors.ts';

const ApiTokenRef = builder.objectRef<ApiToken>('ApiToken').implement({
  description: 'A company API token; its value is shown once, when it is created, and never stored.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    scopes: t.stringList({ resolve: (token) => [...token.scopes], description: 'read:activations, write:codes, ...' }),
    hint: t.exposeString('hint', { description: "The value's first characters, to tell tokens apart." }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime', nullable: true, description: 'To the minute.' }),
  }),
});

const CreatedApiTokenRef = builder.objectRef<CreatedApiToken>('CreatedApiToken').implement({
  fields: (t) => ({
    token: t.field({ type: ApiTokenRef, resolve: (created) => created.token }),
    value: t.exposeString('value', { description: 'Send as `Authorization: Bearer <value>`; answered this once.' }),
  }),
});

const actor = (ctx: GraphQLContext) => ({ companyId: companyIdOf(ctx), actorUserId: actorId(ctx) });

builder.queryField('apiTokens', (t) =>
  t.field({
    type: [ApiTokenRef],
    description: "The company's live API tokens, newest first; owners only (API_TOKENS.OWNER_ONLY).",
    authScopes: { companyMember: true },
    resolve: async (_root, _args, ctx) => unwrap(await new ListApiTokens(ctx.scope.apiTokens).execute(actor(ctx))),
  }),
);

builder.mutationFields((t) => ({
  createApiToken: t.field({
    type: CreatedApiTokenRef,
    description: 'An owner creates a named token with scopes; errors at name and scopes.',
    authScopes: { companyMember: true },
    args: { name: t.arg.string(), scopes: t.arg.stringList() },
    resolve: async (_root, { name, scopes }, ctx) =>
      unwrap(await new CreateApiToken(ctx.scope.apiTokens).execute({ ...actor(ctx), form: { name, scopes } })),
  }),
  revokeApiToken: t.field({
    type: ApiTokenRef,
    description: 'An owner revokes a token; the next call with it is refused.',
    authScopes: { companyMember: true },
    args: { id: t.arg.id() },
    resolve: async (_root, { id }, ctx) =>
      unwrap(await new RevokeApiToken(ctx.scope.apiTokens).execute({ ...actor(ctx), tokenId: String(id) })),
  }),
}));
