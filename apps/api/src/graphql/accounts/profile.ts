import { GetUserProfile } from '@lurkit/core/accounts/profile/application/get-user-profile.ts';
import { RemoveProfilePicture } from '@lurkit/core/accounts/profile/application/profile-picture.ts';
import { SaveAddress } from '@lurkit/core/accounts/profile/application/save-address.ts';
import { SaveNotificationSettings } from '@lurkit/core/accounts/profile/application/save-notification-settings.ts';
import { SavePersonalInfo } from '@lurkit/core/accounts/profile/application/save-personal-info.ts';
import { addCalendarMonths, CHANGE_LOCK_MONTHS } from '@lurkit/core/accounts/profile/domain/change-locks.ts';
import { SaveCreatorOnboarding } from '@lurkit/core/accounts/profile/application/save-creator-onboarding.ts';
import type { CreatorOnboarding, UserProfile } from '@lurkit/core/accounts/profile/domain/user-profile.entity.ts';
import { actorId } from '../shared/actor.ts';
import { builder } from '../shared/builder.ts';
import type { GraphQLContext } from '../shared/context.ts';
import { unwrap } from '../shared/errors.ts';
import { AddressInput, AddressRef } from '../shared/address-input.ts';

/** When a locked field may change again; null when it is free now (never set, or the lock ran out). */
const lockedUntil = (changedAt: Date | null, months: number, ctx: GraphQLContext): Date | null => {
  if (!changedAt) return null;
  const until = addCalendarMonths(changedAt, months);
  return until.getTime() > ctx.scope.profile.clock.now().getTime() ? until : null;
};

const ProfileLinksRef = builder.objectRef<UserProfile['links']>('ProfileLinks').implement({
  fields: (t) => ({
    discord: t.exposeString('discord', { nullable: true }),
    facebook: t.exposeString('facebook', { nullable: true }),
    instagram: t.exposeString('instagram', { nullable: true }),
    other: t.exposeString('other', { nullable: true }),
  }),
});

const RssFeedRef = builder.objectRef<UserProfile['rssFeeds'][number]>('RssFeed').implement({
  fields: (t) => ({
    url: t.exposeString('url'),
    authorizedAt: t.field({ type: 'DateTime', resolve: (f) => f.authorizedAt }),
  }),
});

const EmailNotificationsRef = builder.objectRef<UserProfile['emailNotifications']>('EmailNotifications').implement({
  description: 'Which notification emails the person gets; the in-app notifications come either way.',
  fields: (t) => ({
    invitations: t.exposeBoolean('invitations'),
    deadlineReminders: t.exposeBoolean('deadlineReminders'),
    campaignUpdates: t.exposeBoolean('campaignUpdates'),
  }),
});

const CreatorOnboardingRef = builder.objectRef<CreatorOnboarding>('CreatorOnboarding').implement({
  description: 'What creator onboarding asked: interests (genres, content types) and hardware.',
  fields: (t) => ({
    genres: t.stringList({ resolve: (o) => [...o.genres] }),
    contentTypes: t.stringList({ resolve: (o) => [...o.contentTypes] }),
    hardware: t.stringList({ resolve: (o) => [...o.hardware] }),
    completedAt: t.field({ type: 'DateTime', resolve: (o) => o.completedAt }),
  }),
});

const UserProfileRef = builder.objectRef<UserProfile>('UserProfile').implement({
  description: 'Spec 3 "User profile" beyond the account fields, and the address.',
  fields: (t) => ({
    country: t.exposeString('country', { nullable: true, description: 'ISO 3166-1 alpha-2.' }),
    countryLockedUntil: t.field({
      type: 'DateTime',
      nullable: true,
      resolve: (p, _args, ctx) => lockedUntil(p.countryChangedAt, CHANGE_LOCK_MONTHS.country, ctx),
    }),
    language: t.exposeString('language', { nullable: true, description: 'ISO 639-1.' }),
    languageLockedUntil: t.field({
      type: 'DateTime',
      nullable: true,
      resolve: (p, _args, ctx) => lockedUntil(p.languageChangedAt, CHANGE_LOCK_MONTHS.language, ctx),
    }),
    description: t.exposeString('description', { nullable: true }),
    links: t.field({ type: ProfileLinksRef, resolve: (p) => p.links }),
    rssFeeds: t.field({ type: [RssFeedRef], resolve: (p) => p.rssFeeds }),
    emailNotifications: t.field({ type: EmailNotificationsRef, resolve: (p) => p.emailNotifications }),
    address: t.field({ type: AddressRef, nullable: true, resolve: (p) => p.address }),
    onboarding: t.field({
      type: CreatorOnboardingRef,
      nullable: true,
      description: 'Null until the creator finishes onboarding.',
      resolve: (p) => p.onboarding,
    }),
  }),
});

const ProfileLinksInput = builder.inputType('ProfileLinksInput', {
  fields: (t) => ({
    discord: t.string({ required: false }),
    facebook: t.string({ required: false }),
    instagram: t.string({ required: false }),
    other: t.string({ required: false }),
  }),
});
const RssFeedInput = builder.inputType('RssFeedInput', {
  fields: (t) => ({ url: t.string(), authorized: t.boolean({ description: 'The person confirms they may share this feed.' }) }),
});
const PersonalInfoInput = builder.inputType('PersonalInfoInput', {
  fields: (t) => ({
    country: t.string({ description: 'ISO 3166-1 alpha-2, or empty for none yet.' }),
    language: t.string({ description: 'ISO 639-1, or empty for none yet.' }),
    description: t.string({ required: false }),
    links: t.field({ type: ProfileLinksInput }),
    rssFeeds: t.field({ type: [RssFeedInput] }),
  }),
});
const NotificationSettingsInput = builder.inputType('NotificationSettingsInput', {
  fields: (t) => ({ invitations: t.boolean(), deadlineReminders: t.boolean(), campaignUpdates: t.boolean() }),
});

const CreatorOnboardingInput = builder.inputType('CreatorOnboardingInput', {
  fields: (t) => ({ genres: t.stringList(), contentTypes: t.stringList(), hardware: t.stringList() }),
});

builder.queryField('myProfile', (t) =>
  t.field({
    type: UserProfileRef,
    description: "The signed-in person's profile, for the settings tabs.",
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => new GetUserProfile(ctx.scope.profile).execute({ userId: actorId(ctx) }),
  }),
);

builder.mutationField('savePersonalInfo', (t) =>
  t.field({
    type: UserProfileRef,
    description: 'The Personal Info tab (country locked a year and language three months once set).',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: PersonalInfoInput }) },
    resolve: async (_root, { input }, ctx) =>
      unwrap(await new SavePersonalInfo(ctx.scope.profile).execute({ userId: actorId(ctx), form: input })),
  }),
);

builder.mutationField('saveAddress', (t) =>
  t.field({
    type: UserProfileRef,
    description: 'The Address tab: saves the address to the profile.',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: AddressInput }) },
    resolve: async (_root, { input }, ctx) =>
      unwrap(await new SaveAddress(ctx.scope.profile).execute({ userId: actorId(ctx), form: input })),
  }),
);

builder.mutationField('saveNotificationSettings', (t) =>
  t.field({
    type: UserProfileRef,
    description: 'The Notifications tab: which notification emails to get.',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: NotificationSettingsInput }) },
    resolve: async (_root, { input }, ctx) =>
      unwrap(await new SaveNotificationSettings(ctx.scope.profile).execute({ userId: actorId(ctx), form: input })),
  }),
);

builder.mutationField('removeProfilePicture', (t) =>
  t.boolean({
    description: 'Removes the profile picture (initials are shown instead); a new one is uploaded to /api/profile-picture.',
    authScopes: { signedIn: true },
    resolve: async (_root, _args, ctx) => {
      await new RemoveProfilePicture(ctx.scope.profile).execute({ userId: actorId(ctx) });
      return true;
    },
  }),
);

builder.mutationField('saveCreatorOnboarding', (t) =>
  t.field({
    type: UserProfileRef,
    description: '/creator/onboarding: interests and hardware, saved together or not at all.',
    // Spec 2 lists interests and hardware with gaining creator access too: a User on the way may answer them.
    authScopes: { $any: { creatorWithAccess: true, userType: 'User' } },
    args: { input: t.arg({ type: CreatorOnboardingInput }) },
    resolve: async (_root, { input }, ctx) =>
      unwrap(await new SaveCreatorOnboarding(ctx.scope.profile).execute({ userId: actorId(ctx), form: input })),
  }),
);
