import { SetCustomDomain } from '@lurkit/core/programs/application/custom-domain.ts';
import { builder } from '../shared/builder.ts';
import { companyIdOf } from '../shared/company.ts';
import { unwrap } from '../shared/errors.ts';

builder.queryField('companyCustomDomain', (t) =>
  t.string({
    nullable: true,
    description: "Page settings: the custom domain the company's page is served on, or null.",
    authScopes: { companyMember: true },
    resolve: (_root, _args, ctx) => ctx.scope.programs.domains.findByCompany(companyIdOf(ctx)),
  }),
);

builder.mutationField('setCompanyCustomDomain', (t) =>
  t.string({
    nullable: true,
    description:
      "Page settings: serve the company's page (/company/{id} and /campaigns) on this domain as / and /campaigns. Empty removes it. The company's owner decides.",
    authScopes: { companyOwner: true },
    args: { domain: t.arg.string() },
    resolve: async (_root, { domain }, ctx) =>
      unwrap(
        await new SetCustomDomain(ctx.scope.programs).execute({
          companyId: companyIdOf(ctx),
          domain,
          appHost: new URL(ctx.scope.quests.appUrl).hostname,
        }),
      ),
  }),
);
