import { ALLOCATION_MODES, CODE_ITEM_TYPES } from '@lurkit/core/codes/domain/code-item.schema.ts';
import type { CodeItem } from '@lurkit/core/codes/domain/code-item.entity.ts';
import { CODE_REQUEST_STATUSES, type CodeRequest } from '@lurkit/core/codes/domain/code-request.entity.ts';
import { CODE_STATUSES, type Code } from '@lurkit/core/codes/domain/code.entity.ts';
import type { SecretCipher } from '../../security/secret-cipher.ts';
import { knownValue } from '../shared/known-value.ts';
import type { CodeItemRow, CodeRequestRow } from './codes.entities.ts';

export const codeItemToRow = ({ companyId, ...item }: CodeItem): CodeItemRow => ({ ...item, company: companyId });
export const codeItemFromRow = (row: CodeItemRow): CodeItem => ({
  id: row.id,
  companyId: row.company,
  type: knownValue(CODE_ITEM_TYPES, row.type, 'type'),
  name: row.name,
  game: row.game ?? null,
  description: row.description ?? null,
  imageUrl: row.imageUrl ?? null,
  allocation: knownValue(ALLOCATION_MODES, row.allocation, 'allocation'),
  createdBy: row.createdBy,
  createdAt: row.createdAt,
});

/** Raw rows (snake case) come from the hand-written statements; entity rows from the ORM. */
export interface RawCodeRow {
  id: string;
  item_id: string;
  company_id: string;
  platform: string;
  value_sealed: string;
  status: string;
  added_by: string;
  added_at: Date | string;
  claimed_by: string | null;
  claimed_at: Date | string | null;
  distributed_by: string | null;
}

export const codeFromRaw = (row: RawCodeRow, secrets: SecretCipher): Code => ({
  id: row.id,
  itemId: row.item_id,
  companyId: row.company_id,
  platform: row.platform,
  value: secrets.decrypt(row.value_sealed),
  status: knownValue(CODE_STATUSES, row.status, 'status'),
  addedBy: row.added_by,
  addedAt: new Date(row.added_at),
  claimedBy: row.claimed_by,
  claimedAt: row.claimed_at === null ? null : new Date(row.claimed_at),
  distributedBy: row.distributed_by,
});

export const codeRequestToRow = ({ itemId, ...request }: CodeRequest): CodeRequestRow => ({ ...request, item: itemId });
export const codeRequestFromRow = (row: CodeRequestRow): CodeRequest => ({
  id: row.id,
  companyId: row.companyId,
  itemId: row.item,
  creatorId: row.creatorId,
  platform: row.platform,
  status: knownValue(CODE_REQUEST_STATUSES, row.status, 'status'),
  requestedAt: row.requestedAt,
  resolvedAt: row.resolvedAt ?? null,
});
