import { GraphQLError } from 'graphql';
import { isDiscoverable, type CreatorProgram } from '@lurkit/core/programs/domain/creator-program.entity.ts';
import { CreatorProgramRef } from './creator-program.types.ts';
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

interface CompanyPageView {
  id: string;
  name: string;
  program: CreatorProgram | null;
}

export const CompanyPageRef = builder.objectRef<CompanyPageView>('CompanyPage').implement({
  description: "A company's public page (/company/{id}, or / on its custom domain): its name and discoverable Creator Program.",
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    program: t.expose('program', { type: CreatorProgramRef, nullable: true }),
  }),
});

builder.queryField('companyPage', (t) =>
  t.field({
    type: CompanyPageRef,
    description: "A company's public page; anyone may open it (it is what its custom domain serves).",
    authScopes: { public: true },
    args: { companyId: t.arg.id() },
    resolve: async (_root, { companyId }, ctx) => {
      const company = await ctx.scope.accounts.companies.findById(String(companyId));
      if (!company) throw new GraphQLError('The company does not exist.', { extensions: { code: 'COMPANY.NOT_FOUND' } });
      const program = await ctx.scope.programs.programs.findByCompany(company.id);
      // A hidden program is reached by its link only, so the public page leaves it out.
      return { id: company.id, name: company.name, program: program && isDiscoverable(program) ? program : null };
    },
  }),
);
