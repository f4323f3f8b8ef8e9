import { ListCompanyKeyParticipants, type CompanyKeyParticipant } from '@lurkit/core/keys/application/key-campaign-queries.ts';
import { builder } from '../shared/builder.ts';
import { companyIdOf } from '../shared/company.ts';
import { resolvePage } from '../shared/connection.ts';
import { KeyParticipantRef } from './key-campaign.types.ts';
import { ParticipantTabEnum } from './company-key-campaigns.ts';

const CompanyKeyParticipantRef = builder.objectRef<CompanyKeyParticipant>('CompanyKeyParticipant').implement({
  description: "A creator on one of the company's Key campaigns, as creator management lists them.",
  fields: (t) => ({
    participant: t.expose('participant', { type: KeyParticipantRef }),
    campaignName: t.exposeString('campaignName'),
  }),
});

builder.queryField('companyKeyParticipants', (t) =>
  t.connection({
    type: CompanyKeyParticipantRef,
    description: "Creator management, Keys: one tab (pending, active, ended) across all the company's Key campaigns.",
    authScopes: { companyMember: true },
    args: { tab: t.arg({ type: ParticipantTabEnum }) },
    resolve: (_root, args, ctx) => {
      const { participants } = ctx.scope.keys;
      return resolvePage(
        args,
        (page) =>
          new ListCompanyKeyParticipants(ctx.scope.keys).execute({
            companyId: companyIdOf(ctx),
            tab: args.tab,
            page,
          }),
        (row: CompanyKeyParticipant) => participants.cursorOf(row.participant),
      );
    },
  }),
);
