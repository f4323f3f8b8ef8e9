import type { CreatorPageLink } from '@lurkit/core/creator-pages/domain/creator-page.entity.ts';
import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { UserAccountEntity } from '../accounts/user-account.entity.ts';

/**
 * A creator's public page. The slug is stored lower-cased; its unique index decides two creators
 * taking one name at once. Links are read and written whole, so jsonb.
 */
export const CreatorPageEntity = defineEntity({
  name: 'CreatorPage',
  tableName: 'creator_page',
  properties: {
    id: p.uuid().primary(),
    creator: () => p.manyToOne(UserAccountEntity).mapToPk().deleteRule('cascade'),
    slug: p.string().length(30).unique('creator_page_slug_unique'),
    title: p.string().length(60),
    bio: p.text().nullable(),
    links: p.json<CreatorPageLink[]>(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
  indexes: [{ name: 'creator_page_creator_created_index', properties: ['creator', 'createdAt'] }],
});
export type CreatorPageRow = InferEntity<typeof CreatorPageEntity>;
