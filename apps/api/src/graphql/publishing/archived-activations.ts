import { archivedKey, type ArchivedActivation } from '@lurkit/core/publishing/domain/archived-activation.ts';
import { ACTIVATION_KINDS } from '@lurkit/core/publishing/domain/publish-subject.ts';
import { encodeCursor } from '@lurkit/core/shared/keyset.ts';
import { builder } from '../shared/builder.ts';
import { resolvePage } from '../shared/connection.ts';

const ArchivedActivationKindEnum = builder.enumType('ArchivedActivationKind', { values: ACTIVATION_KINDS });

const ArchivedActivationRef = builder.objectRef<ArchivedActivation>('ArchivedActivation').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: ArchivedActivationKindEnum, resolve: (a) => a.kind }),
    companyId: t.exposeID('companyId'),
    name: t.exposeString('name'),
    archivedAt: t.field({ type: 'DateTime', resolve: (a) => a.archivedAt }),
  }),
});

/** Archived activations are gone from company lists and browse; staff still see them, whatever the kind. */
builder.queryField('archivedActivations', (t) =>
  t.connection({
    type: ArchivedActivationRef,
    description: 'Staff: Key campaigns, Quests and Missions their companies deleted after they had been live, the latest first.',
    authScopes: { staff: true },
    resolve: (_root, args, ctx) =>
      resolvePage(
        args,
        (page) => ctx.scope.publishing.activations.listArchived(page),
        (a) => encodeCursor(archivedKey(a)),
      ),
  }),
);
