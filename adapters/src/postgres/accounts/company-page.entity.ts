import type { CompanyPageLink } from '@lurkit/core/accounts/company-page/domain/company-page.schema.ts';
import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { CompanyEntity } from './company.entity.ts';

/** A company's public page settings (/company/{id}/page-settings); no row means the defaults. */
export const CompanyPageEntity = defineEntity({
  name: 'CompanyPage',
  tableName: 'company_page',
  properties: {
    company: () => p.manyToOne(CompanyEntity).mapToPk().primary().deleteRule('cascade'),
    description: p.text(),
    logoUrl: p.string().length(2048),
    bannerUrl: p.string().length(2048),
    links: p.json<CompanyPageLink[]>(),
    showPrograms: p.boolean(),
    showKeyCampaigns: p.boolean(),
    showQuests: p.boolean(),
    updatedAt: p.datetime(),
  },
});

export type CompanyPageRow = InferEntity<typeof CompanyPageEntity>;
