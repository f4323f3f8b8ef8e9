import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { CompanyEntity } from '../accounts/company.entity.ts';
import { CreatorPostEntity } from './statistics.entities.ts';

/**
 * A post on a company's stream or video shortlist. The unique (company, post) index decides a double
 * add; a post the platform deleted leaves the shortlists with it.
 */
export const ShortlistEntryEntity = defineEntity({
  name: 'ShortlistEntry',
  tableName: 'shortlist_entry',
  properties: {
    id: p.uuid().primary(),
    company: () => p.manyToOne(CompanyEntity).mapToPk().deleteRule('cascade'),
    kind: p.string().length(8),
    post: () => p.manyToOne(CreatorPostEntity).mapToPk().deleteRule('cascade'),
    addedByUserId: p.uuid(),
    addedAt: p.datetime(),
  },
  uniques: [{ name: 'shortlist_entry_company_post_unique', properties: ['company', 'post'] }],
  indexes: [{ name: 'shortlist_entry_company_kind_added_index', properties: ['company', 'kind', 'addedAt'] }],
});
export type ShortlistEntryRow = InferEntity<typeof ShortlistEntryEntity>;

export const shortlistEntities = [ShortlistEntryEntity];
