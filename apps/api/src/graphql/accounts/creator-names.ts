import { findCreatorsByName, type CreatorNameMatch } from '@lurkit/core/accounts/application/find-creators-by-name.ts';
import { builder } from '../shared/builder.ts';

const CreatorNameMatchRef = builder.objectRef<CreatorNameMatch>('CreatorNameMatch').implement({
  description: 'A creator as a name picker shows them.',
  fields: (t) => ({
    id: t.exposeID('id'),
    username: t.exposeString('username'),
    displayName: t.exposeString('displayName'),
  }),
});

builder.queryField('creatorsByName', (t) =>
  t.field({
    type: [CreatorNameMatchRef],
    description:
      'Creators whose username or display name starts with the text (two letters at least), for the pickers where companies invite and staff grant VIP access.',
    authScopes: { $any: { companyMember: true, staff: true } },
    args: { text: t.arg.string() },
    resolve: (_root, { text }, ctx) => findCreatorsByName(ctx.scope.accounts, text),
  }),
);
