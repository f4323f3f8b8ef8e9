import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';

/** Company names are unique regardless of case. Members live in company_member. */
export const CompanyEntity = defineEntity({
  name: 'Company',
  tableName: 'company',
  properties: {
    id: p.uuid().primary(),
    name: p.string().length(100),
    type: p.string().length(32),
    website: p.string().length(2048),
    email: p.string().length(254),
    billingEmail: p.string().length(254).nullable(),
    isVerified: p.boolean(),
    createdAt: p.datetime(),
  },
  indexes: [
    { name: 'company_name_lower_unique', expression: 'create unique index "company_name_lower_unique" on "company" (lower("name"))' },
  ],
});

export type CompanyRow = InferEntity<typeof CompanyEntity>;
