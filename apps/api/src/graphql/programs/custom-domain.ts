import { GraphQLError } from 'graphql';
import { isDiscoverable, type CreatorProgram } from '@lurkit/core/programs/domain/creator-program.entity.ts';
import {
  DOMAIN_STATUSES,
  verificationRecordName,
  verificationRecordValue,
  type CustomDomain,
} from '@lurkit/core/programs/domain/domain-verification.ts';
import { CreatorProgramRef } from './creator-program.types.ts';
import { SetCustomDomain } from '@lurkit/core/programs/application/custom-domain.ts';
import { RequestDomainCheck } from '@lurkit/core/programs/application/check-custom-domain.ts';
import { builder } from '../shared/builder.ts';
import { companyIdOf } from '../shared/company.ts';
import { unwrap } from '../shared/errors.ts';
import type { GraphQLContext } from '../shared/context.ts';

const CustomDomainStatusEnum = builder.enumType('CustomDomainStatus', {
  values: DOMAIN_STATUSES,
  description: 'pending until the TXT record is found; verified while it is (only then is the page served); suspended when it disappeared.',
});

interface CustomDomainView extends CustomDomain {
  sandbox: boolean;
}

const CustomDomainRef = builder.objectRef<CustomDomainView>('CustomDomain').implement({
  description: "Page settings' custom domain and the DNS TXT record that proves the company owns it.",
  fields: (t) => ({
    domain: t.exposeString('domain'),
    status: t.expose('status', { type: CustomDomainStatusEnum }),
    recordName: t.string({ description: 'The TXT record to add: its name.', resolve: (d) => verificationRecordName(d.domain) }),
    recordValue: t.string({ description: 'The TXT record to add: its value.', resolve: (d) => verificationRecordValue(d.token) }),
    checkedAt: t.expose('checkedAt', { type: 'DateTime', nullable: true }),
    verifiedAt: t.expose('verifiedAt', { type: 'DateTime', nullable: true }),
    sandbox: t.exposeBoolean('sandbox', { description: 'True when checks ask the DNS sandbox, not the real DNS (development).' }),
  }),
});

const viewOf = (ctx: GraphQLContext, domain: CustomDomain | null): CustomDomainView | null =>
  domain && { ...domain, sandbox: ctx.scope.programs.dns.sandbox };

builder.queryField('companyCustomDomain', (t) =>
  t.field({
    type: CustomDomainRef,
    nullable: true,
    description: "Page settings: the custom domain the company's page is served on once verified, or null.",
    authScopes: { companyMember: true },
    resolve: async (_root, _args, ctx) => viewOf(ctx, await ctx.scope.programs.domains.findByCompany(companyIdOf(ctx))),
  }),
);

builder.mutationField('setCompanyCustomDomain', (t) =>
  t.field({
    type: CustomDomainRef,
    nullable: true,
    description:
      "Page settings: serve the company's page (/company/{id} and /campaigns) on this domain as / and /campaigns once its TXT record is found. Empty removes it. The company's owner decides.",
    authScopes: { companyOwner: true },
    args: { domain: t.arg.string() },
    resolve: async (_root, { domain }, ctx) =>
      viewOf(
        ctx,
        unwrap(
          await new SetCustomDomain(ctx.scope.programs).execute({
            companyId: companyIdOf(ctx),
            domain,
            appHost: new URL(ctx.scope.quests.appUrl).hostname,
          }),
        ),
      ),
  }),
);

builder.mutationField('checkCompanyCustomDomain', (t) =>
  t.field({
    type: CustomDomainRef,
    description:
      'Page settings\' "Check now": the worker looks up the domain\'s TXT record at once. Answers the domain as it is until then.',
    authScopes: { companyMember: true },
    resolve: async (_root, _args, ctx) =>
      viewOf(ctx, unwrap(await new RequestDomainCheck(ctx.scope.programs).execute({ companyId: companyIdOf(ctx) })))!,
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
