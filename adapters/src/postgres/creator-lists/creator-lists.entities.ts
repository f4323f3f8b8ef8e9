import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { CompanyEntity } from '../accounts/company.entity.ts';
import { UserAccountEntity } from '../accounts/user-account.entity.ts';

/** A company's named list of creators. The unique index on the lower-cased name decides a race the use case's check can lose. */
export const CreatorListEntity = defineEntity({
  name: 'CreatorList',
  tableName: 'creator_list',
  properties: {
    id: p.uuid().primary(),
    company: () => p.manyToOne(CompanyEntity).mapToPk().deleteRule('cascade'),
    name: p.string().length(80),
    createdAt: p.datetime(),
  },
  indexes: [
    {
      name: 'creator_list_company_name_unique',
      expression: 'create unique index "creator_list_company_name_unique" on "creator_list" ("company_id", lower("name"))',
    },
  ],
});
export type CreatorListRow = InferEntity<typeof CreatorListEntity>;

/** One creator on one list, once: the primary key makes bulk adds idempotent (`on conflict do nothing`). */
export const CreatorListMemberEntity = defineEntity({
  name: 'CreatorListMember',
  tableName: 'creator_list_member',
  properties: {
    list: () => p.manyToOne(CreatorListEntity).mapToPk().primary().deleteRule('cascade'),
    creator: () => p.manyToOne(UserAccountEntity).mapToPk().primary().deleteRule('cascade'),
    addedAt: p.datetime(),
  },
  indexes: [
    { name: 'creator_list_member_creator_index', properties: ['creator'] },
    { name: 'creator_list_member_list_added_index', properties: ['list', 'addedAt'] },
  ],
});
export type CreatorListMemberRow = InferEntity<typeof CreatorListMemberEntity>;

/**
 * VIP access one company granted one creator for one activation (polymorphic, so no foreign key to
 * it, as for invitations). One grant per activation per creator.
 */
export const VipGrantEntity = defineEntity({
  name: 'VipGrant',
  tableName: 'vip_grant',
  properties: {
    id: p.uuid().primary(),
    company: () => p.manyToOne(CompanyEntity).mapToPk().deleteRule('cascade').index('vip_grant_company_id_index'),
    activationType: p.string().length(24),
    activationId: p.uuid(),
    creator: () => p.manyToOne(UserAccountEntity).mapToPk().deleteRule('cascade').index('vip_grant_creator_id_index'),
    waivesLocationAndLanguage: p.boolean(),
    grantedBy: p.string().length(64),
    grantedAt: p.datetime(),
  },
  uniques: [{ name: 'vip_grant_activation_creator_unique', properties: ['activationType', 'activationId', 'creator'] }],
});
export type VipGrantRow = InferEntity<typeof VipGrantEntity>;

/** VIP access staff set for one creator, for every activation. */
export const PlatformVipEntity = defineEntity({
  name: 'PlatformVip',
  tableName: 'platform_vip',
  properties: {
    creator: () => p.manyToOne(UserAccountEntity).mapToPk().deleteRule('cascade').primary(),
    waivesLocationAndLanguage: p.boolean(),
    grantedBy: p.string().length(64),
    grantedAt: p.datetime(),
  },
});
export type PlatformVipRow = InferEntity<typeof PlatformVipEntity>;

export const creatorListsEntities = [CreatorListEntity, CreatorListMemberEntity, VipGrantEntity, PlatformVipEntity];
