import { RegisterCompany } from '@lurkit/core/accounts/application/register-company.ts';
import { RegisterCompanyMember } from '@lurkit/core/accounts/application/register-company-member.ts';
import { RegisterCreator } from '@lurkit/core/accounts/application/register-creator.ts';
import { USER_TYPES } from '@lurkit/core/accounts/domain/user.entity.ts';
import { builder } from '../shared/builder.ts';
import { unwrap } from '../shared/errors.ts';
import { UserTypeEnum } from './account.types.ts';

const Registration = builder.objectRef<{ userId: string; userType: (typeof USER_TYPES)[number] }>('Registration').implement({
  fields: (t) => ({
    userId: t.exposeID('userId'),
    userType: t.expose('userType', { type: UserTypeEnum }),
  }),
});

/** Field contents are checked by the use case, so every client gets the spec's codes, not GraphQL type errors. */
const RegisterCompanyInput = builder.inputType('RegisterCompanyInput', {
  fields: (t) => ({
    companyName: t.string(),
    companyType: t.string({ description: 'agency, brand, largeGameStudio, publisher or smallGameStudio' }),
    website: t.string(),
    email: t.string(),
    username: t.string(),
    password: t.string(),
    acceptTerms: t.boolean(),
  }),
});

const RegisterCreatorInput = builder.inputType('RegisterCreatorInput', {
  fields: (t) => ({
    email: t.string(),
    username: t.string(),
    password: t.string(),
    acceptTerms: t.boolean(),
  }),
});

/** The account's fields only: the invitation names the company. */
const RegisterCompanyMemberInput = builder.inputType('RegisterCompanyMemberInput', {
  fields: (t) => ({
    invitationToken: t.string(),
    email: t.string(),
    username: t.string(),
    password: t.string(),
    acceptTerms: t.boolean(),
  }),
});

builder.mutationFields((t) => ({
  registerCompany: t.field({
    type: Registration,
    authScopes: { public: true },
    args: { input: t.arg({ type: RegisterCompanyInput }) },
    resolve: async (_root, { input }, ctx) =>
      unwrap(await new RegisterCompany(ctx.scope.accounts).execute({ ...input, clientIp: ctx.clientIp })),
  }),
  registerCompanyMember: t.field({
    type: Registration,
    authScopes: { public: true },
    args: { input: t.arg({ type: RegisterCompanyMemberInput }) },
    resolve: async (_root, { input }, ctx) =>
      unwrap(await new RegisterCompanyMember(ctx.scope.accounts).execute({ ...input, clientIp: ctx.clientIp })),
  }),
  registerCreator: t.field({
    type: Registration,
    authScopes: { public: true },
    args: { input: t.arg({ type: RegisterCreatorInput }) },
    resolve: async (_root, { input }, ctx) =>
      unwrap(await new RegisterCreator(ctx.scope.accounts).execute({ ...input, clientIp: ctx.clientIp })),
  }),
}));
