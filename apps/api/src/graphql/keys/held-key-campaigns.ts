import { builder } from '../shared/builder.ts';
import { resolvePage } from '../shared/connection.ts';
import { KeyCampaignRef } from './key-campaign.types.ts';

builder.queryField('heldKeyCampaigns', (t) =>
  t.connection({
    type: KeyCampaignRef,
    description: "Staff: Key campaigns held for account review (a company's first publish), longest waiting first.",
    authScopes: { staff: true },
    resolve: (_root, args, ctx) => {
      const { campaigns } = ctx.scope.keys;
      return resolvePage(
        args,
        (page) => campaigns.listHeld(page),
        (c) => campaigns.cursorOf(c, 'held'),
      );
    },
  }),
);
