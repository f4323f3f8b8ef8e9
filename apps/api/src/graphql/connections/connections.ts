import { ConnectionQueries, type ConnectionView } from '@lurkit/core/connections/application/connection-queries.ts';
import { DisconnectConnection } from '@lurkit/core/connections/application/disconnect-connection.ts';
import { builder } from '../shared/builder.ts';
import { unwrap } from '../shared/errors.ts';
import { actorId } from '../shared/actor.ts';

const ProviderKindEnum = builder.enumType('ConnectionProviderKind', { values: ['twitch', 'youtube', 'tiktok'] as const });

const UserConnectionRef = builder.objectRef<ConnectionView>('UserConnection').implement({
  description: 'Spec 3 "User connection": an OAuth grant to Twitch, YouTube or TikTok (never its tokens).',
  fields: (t) => ({
    id: t.exposeID('id'),
    providerId: t.exposeString('providerAccountId', { description: "The account's id at the provider." }),
    providerKind: t.field({ type: ProviderKindEnum, resolve: (c) => c.provider }),
    login: t.exposeString('login'),
    displayName: t.exposeString('displayName'),
    hasRefreshToken: t.exposeBoolean('hasRefreshToken'),
    isValid: t.exposeBoolean('isValid', { description: 'False once the provider refused the grant: the creator must authorise again.' }),
    connectedAt: t.field({ type: 'DateTime', resolve: (c) => c.connectedAt }),
  }),
});

interface LegacyMe {
  readonly userId: string;
}

const LegacyMeRef = builder.objectRef<LegacyMe>('LegacyMe').implement({
  description: "The spec's legacyMe: what the re-authorisation toast reads of the signed-in person.",
  fields: (t) => ({
    userConnections: t.field({
      type: [UserConnectionRef],
      resolve: (me, _args, ctx) => new ConnectionQueries(ctx.scope.connections).mine(me.userId),
    }),
  }),
});

builder.queryField('legacyMe', (t) =>
  t.field({
    type: LegacyMeRef,
    description: 'The signed-in person, for reAuthToastGetUserConnections (spec 7).',
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => ({ userId: actorId(ctx) }),
  }),
);

builder.mutationField('disconnectConnection', (t) =>
  t.field({
    type: 'ID',
    description: 'Deletes one of your connections; refused while a creator page shows it (spec 8).',
    authScopes: { signedIn: true },
    args: { id: t.arg.id() },
    resolve: async (_root, { id }, ctx) =>
      unwrap(await new DisconnectConnection(ctx.scope.connections).execute({ userId: actorId(ctx), connectionId: String(id) })).id,
  }),
);
