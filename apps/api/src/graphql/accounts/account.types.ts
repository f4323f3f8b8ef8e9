import type {
  AccountView,
  CompanySummary as CompanySummaryView,
  ViewerCompany as ViewerCompanyView,
} from '@lurkit/core/accounts/application/account-view.ts';
import { USER_TYPES } from '@lurkit/core/accounts/domain/user.entity.ts';
import { profilePictureUrls } from '@lurkit/core/accounts/profile/application/profile-picture.ts';
import { builder } from '../shared/builder.ts';

export const UserTypeEnum = builder.enumType('UserType', { values: USER_TYPES });

export const CompanySummary = builder.objectRef<CompanySummaryView>('CompanySummary').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    isVerified: t.exposeBoolean('isVerified'),
  }),
});

export const ViewerCompany = builder.objectRef<ViewerCompanyView>('ViewerCompany').implement({
  description: "The signed-in person's company, with their role in it.",
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    isVerified: t.exposeBoolean('isVerified'),
    isOwner: t.exposeBoolean('isOwner', { description: 'Shown as Owner; only the owner manages members.' }),
  }),
});

export const Account = builder.objectRef<AccountView>('Account').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    username: t.exposeString('username'),
    displayName: t.exposeString('displayName'),
    email: t.exposeString('email'),
    emailVerified: t.exposeBoolean('emailVerified'),
    userType: t.expose('userType', { type: UserTypeEnum }),
    isStaff: t.exposeBoolean('isStaff'),
    company: t.expose('company', { type: ViewerCompany, nullable: true }),
    profilePictureUrl: t.string({
      nullable: true,
      description: 'Where the profile picture is served; null shows initials instead.',
      resolve: async (account, _args, ctx) => (await profilePictureUrls(ctx.scope.profile, [account.id])).get(account.id) ?? null,
    }),
  }),
});

export const Message = builder.objectRef<{ message: string }>('Message').implement({
  fields: (t) => ({ message: t.exposeString('message') }),
});
