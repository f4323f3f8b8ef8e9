import { GetCompanyPageSettings, publicCompanyPage } from '@lurkit/core/accounts/company-page/application/get-company-page-settings.ts';
import { SaveCompanyPageSettings } from '@lurkit/core/accounts/company-page/application/save-company-page-settings.ts';
import type { CompanyPage } from '@lurkit/core/accounts/company-page/domain/company-page.entity.ts';
import type { CompanyPageLink } from '@lurkit/core/accounts/company-page/domain/company-page.schema.ts';
import { PublicCompanyRef } from '../explore/index.ts';
import { CompanyPageRef } from '../programs/index.ts';
import { actorId } from '../shared/actor.ts';
import { builder } from '../shared/builder.ts';
import { unwrap } from '../shared/errors.ts';

const CompanyPageLinkRef = builder.objectRef<CompanyPageLink>('CompanyPageLink').implement({
  fields: (t) => ({ label: t.exposeString('label'), url: t.exposeString('url') }),
});

const CompanyPageSettingsRef = builder.objectRef<CompanyPage>('CompanyPageSettings').implement({
  description: 'What a company shows on its public page (/company/{id}); a company that saved none has the defaults.',
  fields: (t) => ({
    companyId: t.exposeID('companyId'),
    description: t.exposeString('description'),
    logoUrl: t.exposeString('logoUrl', { description: "'' for none." }),
    bannerUrl: t.exposeString('bannerUrl', { description: "'' for none." }),
    links: t.field({ type: [CompanyPageLinkRef], resolve: (page) => [...page.links] }),
    showPrograms: t.exposeBoolean('showPrograms'),
    showKeyCampaigns: t.exposeBoolean('showKeyCampaigns'),
    showQuests: t.exposeBoolean('showQuests'),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', nullable: true, description: 'Null until the company first saves its page.' }),
  }),
});

const CompanyPageLinkInput = builder.inputType('CompanyPageLinkInput', {
  fields: (t) => ({ label: t.string(), url: t.string() }),
});

const CompanyPageSettingsInput = builder.inputType('CompanyPageSettingsInput', {
  fields: (t) => ({
    description: t.string(),
    logoUrl: t.string(),
    bannerUrl: t.string(),
    links: t.field({ type: [CompanyPageLinkInput] }),
    showPrograms: t.boolean(),
    showKeyCampaigns: t.boolean(),
    showQuests: t.boolean(),
  }),
});

builder.objectField(PublicCompanyRef, 'page', (t) =>
  t.field({
    type: CompanyPageSettingsRef,
    description: "The company's own words, pictures and links, and which kinds of campaign its page shows.",
    resolve: (company, _args, ctx) => publicCompanyPage(ctx.scope.companyPages, company.id),
  }),
);

builder.objectField(CompanyPageRef, 'settings', (t) =>
  t.field({
    type: CompanyPageSettingsRef,
    description: "The company's own words, pictures and links, as its custom domain shows them.",
    resolve: (company, _args, ctx) => publicCompanyPage(ctx.scope.companyPages, company.id),
  }),
);

builder.queryField('companyPageSettings', (t) =>
  t.field({
    type: CompanyPageSettingsRef,
    description: "The page settings form's values; only the company's members may read them.",
    authScopes: { companyMember: true },
    args: { companyId: t.arg.id({ required: true }) },
    resolve: async (_root, { companyId }, ctx) =>
      unwrap(await new GetCompanyPageSettings(ctx.scope.companyPages).execute({ actorUserId: actorId(ctx), companyId: String(companyId) })),
  }),
);

builder.mutationField('saveCompanyPageSettings', (t) =>
  t.field({
    type: CompanyPageSettingsRef,
    description: 'Saves the page settings whole, or nothing when a field is invalid (the error names it).',
    authScopes: { companyMember: true },
    args: { companyId: t.arg.id({ required: true }), input: t.arg({ type: CompanyPageSettingsInput, required: true }) },
    resolve: async (_root, { companyId, input }, ctx) =>
      unwrap(
        await new SaveCompanyPageSettings(ctx.scope.companyPages).execute({
          actorUserId: actorId(ctx),
          companyId: String(companyId),
          settings: input,
        }),
      ),
  }),
);
