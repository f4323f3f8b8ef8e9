import type { ArchivedActivation } from '@lurkit/core/publishing/domain/archived-activation.ts';
import type { PageRequest } from '@lurkit/core/shared/page.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { keysetClause, msOf } from '../quests/keyset-sql.ts';
import { unitOfWork } from '../shared/unit-of-work.ts';
import { knownValue } from '../shared/known-value.ts';
import { ACTIVATION_KINDS } from '@lurkit/core/publishing/domain/publish-subject.ts';

/** Every kind's archived rows in one list; the kind is the table the row came from. */
const ARCHIVED = `(
  select id, 'keyCampaign' as kind, company_id, name, archived_at from key_campaign where archived_at is not null
  union all select id, 'quest', company_id, name, archived_at from quest where archived_at is not null
  union all select id, 'mission', company_id, name, archived_at from mission where archived_at is not null
) archived`;

/** The SQL twin of core's archivedKey: the latest archived first. */
const ORDER_KEY = `-${msOf('archived_at')}`;

export async function listArchivedActivations(em: EntityManager, page: PageRequest): Promise<ArchivedActivation[]> {
  const keyset = keysetClause(ORDER_KEY, page);
  const where = keyset.where.length > 0 ? `where ${keyset.where.join(' and ')}` : '';
  const rows = await unitOfWork(em).execute<{ id: string; kind: string; company_id: string; name: string; archived_at: Date }[]>(
    `select * from ${ARCHIVED} ${where} order by ${keyset.order} limit ?`,
    [...keyset.params, page.limit] as never[],
  );
  return rows.map((r) => ({
    id: r.id,
    kind: knownValue(ACTIVATION_KINDS, r.kind, 'kind'),
    companyId: r.company_id,
    name: r.name,
    archivedAt: new Date(r.archived_at),
  }));
}
