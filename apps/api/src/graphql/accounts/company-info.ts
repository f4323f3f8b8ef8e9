import type { CompanyInfoView } from '@lurkit/core/accounts/application/company-info.ts';
import { GetCompanyInfo } from '@lurkit/core/accounts/application/get-company-info.ts';
import { RejectCompanyInvitation } from '@lurkit/core/accounts/application/reject-company-invitation.ts';
import { UpdateCompanyInfo } from '@lurkit/core/accounts/application/update-company-info.ts';
import { COMPANY_TYPES } from '@lurkit/core/accounts/domain/company-fields.schema.ts';
import { actorId } from '../shared/actor.ts';
import { builder } from '../shared/builder.ts';
import { unwrap } from '../shared/errors.ts';

const CompanyTypeEnum = builder.enumType('CompanyType', { values: COMPANY_TYPES });

const CompanyInfo = builder.objectRef<CompanyInfoView>('CompanyInfo').implement({
  description: "The company's own details, as company settings show them.",
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    type: t.expose('type', { type: CompanyTypeEnum }),
    website: t.exposeString('website'),
    email: t.exposeString('email'),
    billingEmail: t.exposeString('billingEmail', { nullable: true }),
    isVerified: t.exposeBoolean('isVerified'),
    viewerIsOwner: t.exposeBoolean('viewerIsOwner', { description: 'Only the owner edits the company info.' }),
  }),
});

const CompanyInfoInput = builder.inputType('CompanyInfoInput', {
  fields: (t) => ({
    name: t.string(),
    type: t.string({ description: 'agency, brand, largeGameStudio, publisher or smallGameStudio' }),
    website: t.string(),
    email: t.string(),
    billingEmail: t.string(),
  }),
});

builder.queryField('companyInfo', (t) =>
  t.field({
    type: CompanyInfo,
    authScopes: { companyMember: true },
    resolve: async (_root, _args, ctx) => unwrap(await new GetCompanyInfo(ctx.scope.accounts).execute({ actorUserId: actorId(ctx) })),
  }),
);

builder.mutationFields((t) => ({
  updateCompanyInfo: t.field({
    type: CompanyInfo,
    authScopes: { companyOwner: true },
    args: { input: t.arg({ type: CompanyInfoInput }) },
    resolve: async (_root, { input }, ctx) =>
      unwrap(await new UpdateCompanyInfo(ctx.scope.accounts).execute({ actorUserId: actorId(ctx), info: input })),
  }),
  rejectCompanyInvitation: t.string({
    description: "Declines a company's member invitation; the mailed token is the authorisation. Answers the company's name.",
    authScopes: { public: true },
    args: { token: t.arg.string() },
    resolve: async (_root, { token }, ctx) => unwrap(await new RejectCompanyInvitation(ctx.scope.accounts).execute({ token })).companyName,
  }),
}));
