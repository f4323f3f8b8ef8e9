import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { CompanyEntity } from '../accounts/company.entity.ts';

/**
 * A game or item in a company's Code Manager. The same type, name and game twice is refused by the
 * use case and, under a race, by the unique index (mapped to "Item already in Code Manager").
 */
export const CodeItemEntity = defineEntity({
  name: 'CodeItem',
  tableName: 'code_item',
  properties: {
    id: p.uuid().primary(),
    company: () => p.manyToOne(CompanyEntity).mapToPk().deleteRule('cascade').index('code_item_company_id_index'),
    type: p.string().length(16),
    name: p.string().length(120),
    game: p.string().length(120).nullable(),
    description: p.text().nullable(),
    imageUrl: p.string().length(2048).nullable(),
    allocation: p.string().length(8),
    createdBy: p.string().length(64),
    createdAt: p.datetime(),
  },
  indexes: [
    {
      name: 'code_item_same_item_unique',
      expression:
        'create unique index "code_item_same_item_unique" on "code_item" ("company_id", "type", lower(trim("name")), lower(trim(coalesce("game", \'\'))))',
    },
  ],
});
export type CodeItemRow = InferEntity<typeof CodeItemEntity>;

/** A code, sealed; the keyed hash makes a value unique per item and findable without decrypting. */
export const CodeEntity = defineEntity({
  name: 'Code',
  tableName: 'code',
  properties: {
    id: p.uuid().primary(),
    item: () => p.manyToOne(CodeItemEntity).mapToPk().deleteRule('cascade'),
    companyId: p.uuid(),
    platform: p.string().length(80),
    valueSealed: p.text(),
    valueHash: p.string().length(64),
    status: p.string().length(16),
    addedBy: p.string().length(64),
    addedAt: p.datetime(),
    claimedBy: p.string().length(64).nullable(),
    claimedAt: p.datetime().nullable(),
    distributedBy: p.string().length(64).nullable(),
  },
  uniques: [{ name: 'code_item_value_unique', properties: ['item', 'valueHash'] }],
  indexes: [
    { name: 'code_company_value_index', properties: ['companyId', 'valueHash'] },
    {
      name: 'code_stock_index',
      expression: 'create index "code_stock_index" on "code" ("item_id", lower("platform"), "status", "added_at", "id")',
    },
  ],
});
export type CodeRow = InferEntity<typeof CodeEntity>;

/**
 * A line of a code file on its way in, sealed like a code: a file is staged line batch by line
 * batch, each committed on its own, and only a whole accepted file moves into code.
 */
export const CodeImportLineEntity = defineEntity({
  name: 'CodeImportLine',
  tableName: 'code_import_line',
  properties: {
    importId: p.uuid().primary(),
    // Keyed by the code, so a repeat within the file is found as it is staged, not in one sort at the end.
    valueHash: p.string().length(64).primary(),
    line: p.integer(),
    valueSealed: p.text(),
    stagedAt: p.datetime(),
  },
});

export const CodeRequestEntity = defineEntity({
  name: 'CodeRequest',
  tableName: 'code_request',
  properties: {
    id: p.uuid().primary(),
    companyId: p.uuid(),
    item: () => p.manyToOne(CodeItemEntity).mapToPk().deleteRule('cascade').index('code_request_item_id_index'),
    creatorId: p.string().length(64),
    platform: p.string().length(80),
    status: p.string().length(16),
    requestedAt: p.datetime(),
    resolvedAt: p.datetime().nullable(),
  },
  indexes: [
    {
      name: 'code_request_open_unique',
      expression:
        'create unique index "code_request_open_unique" on "code_request" ("item_id", "creator_id", lower(trim("platform"))) where "status" = \'open\'',
    },
  ],
});
export type CodeRequestRow = InferEntity<typeof CodeRequestEntity>;

export const CodeEventEntity = defineEntity({
  name: 'CodeEvent',
  tableName: 'code_event',
  properties: {
    id: p.uuid().primary(),
    code: () => p.manyToOne(CodeEntity).mapToPk().deleteRule('cascade').index('code_event_code_id_index'),
    companyId: p.uuid(),
    type: p.string().length(16),
    userId: p.string().length(64),
    at: p.datetime(),
  },
});

/**
 * Item images, whole, in the database (at most 5 MB each): no data directory to configure, back up
 * or share between app instances, and an image is stored in the same transaction as anything else.
 */
export const CodeItemImageEntity = defineEntity({
  name: 'CodeItemImage',
  tableName: 'code_item_image',
  properties: {
    id: p.uuid().primary(),
    company: () => p.manyToOne(CompanyEntity).mapToPk().deleteRule('cascade').index('code_item_image_company_id_index'),
    contentType: p.string().length(32),
    width: p.integer(),
    height: p.integer(),
    bytes: p.blob(),
    uploadedBy: p.string().length(64),
    uploadedAt: p.datetime(),
  },
});

export const codesEntities = [CodeItemEntity, CodeEntity, CodeImportLineEntity, CodeRequestEntity, CodeEventEntity, CodeItemImageEntity];
