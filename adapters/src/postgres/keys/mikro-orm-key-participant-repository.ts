import { decodeCursor, encodeCursor } from '@lurkit/core/shared/keyset.ts';
import type { PageRequest } from '@lurkit/core/shared/page.ts';
import { STATES_BY_TAB, type KeyParticipant, type ParticipantTab } from '@lurkit/core/keys/domain/key-participant.entity.ts';
import { keyParticipantKey } from '@lurkit/core/keys/domain/key-orders.ts';
import type { ParticipantState } from '@lurkit/core/keys/domain/participation.ts';
import type { KeyParticipantRepositoryPort } from '@lurkit/core/keys/ports/key-participant-repository.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SecretCipher } from '../../security/secret-cipher.ts';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';
import { KeyParticipantEntity } from './key-participant.entity.ts';
import type { KeyCampaign } from '@lurkit/core/keys/domain/key-campaign.entity.ts';
import { KeyCampaignEntity } from './key-campaign.entity.ts';
import { keyCampaignFromRow } from './key-campaign.mapper.ts';
import { keyParticipantFromRow, keyParticipantToRow } from './key-participant.mapper.ts';

const KEY = `(floor(extract(epoch from applied_at) * 1000), id::text)`;

export class MikroOrmKeyParticipantRepository implements KeyParticipantRepositoryPort {
  readonly #em: EntityManager;
  readonly #secrets: SecretCipher;

  constructor(em: EntityManager, secrets: SecretCipher) {
    this.#em = em;
    this.#secrets = secrets;
  }

  async findById(id: string): Promise<KeyParticipant | null> {
    if (!isUuid(id)) return null;
    const row = await unitOfWork(this.#em).findOne(KeyParticipantEntity, { id });
    return row ? keyParticipantFromRow(row, this.#secrets) : null;
  }

  async findByIds(ids: readonly string[]): Promise<KeyParticipant[]> {
    const valid = ids.filter(isUuid);
    if (valid.length === 0) return [];
    return this.#rows(await unitOfWork(this.#em).find(KeyParticipantEntity, { id: { $in: valid } }));
  }

  async findByCampaignAndCreator(campaignId: string, creatorId: string): Promise<KeyParticipant | null> {
    if (!isUuid(campaignId) || !isUuid(creatorId)) return null;
    const row = await unitOfWork(this.#em).findOne(KeyParticipantEntity, { campaign: campaignId, creator: creatorId });
    return row ? keyParticipantFromRow(row, this.#secrets) : null;
  }

  /** One statement; the rows come as JSON and the ORM maps them as it maps any row it reads. */
  async findWithCampaign(
    campaignId: string,
    creatorId: string,
  ): Promise<{ campaign: KeyCampaign; participant: KeyParticipant | null } | null> {
    if (!isUuid(campaignId) || !isUuid(creatorId)) return null;
    const em = unitOfWork(this.#em);
    const [row] = await em.execute<{ campaign: object; participant: object | null }[]>(
      `select to_jsonb(k) as campaign, to_jsonb(p) as participant
       from key_campaign k left join key_participant p on p.campaign_id = k.id and p.creator_id = ?
       where k.id = ?`,
      [creatorId, campaignId],
    );
    if (!row) return null;
    return {
      campaign: keyCampaignFromRow(em.map(KeyCampaignEntity, row.campaign)),
      participant: row.participant ? keyParticipantFromRow(em.map(KeyParticipantEntity, row.participant), this.#secrets) : null,
    };
  }

  async findByCreatorAndCampaigns(creatorId: string, campaignIds: readonly string[]): Promise<KeyParticipant[]> {
    const valid = campaignIds.filter(isUuid);
    if (!isUuid(creatorId) || valid.length === 0) return [];
    return this.#rows(await unitOfWork(this.#em).find(KeyParticipantEntity, { creator: creatorId, campaign: { $in: valid } }));
  }

  async listByCampaign(campaignId: string, tab: ParticipantTab, page: PageRequest): Promise<KeyParticipant[]> {
    return this.listByCampaigns([campaignId], tab, page);
  }

  async listByCampaigns(campaignIds: readonly string[], tab: ParticipantTab, page: PageRequest): Promise<KeyParticipant[]> {
    const campaigns = campaignIds.filter(isUuid);
    if (campaigns.length === 0) return [];
    const where = ['campaign_id in (?)', 'state in (?)'];
    const params: unknown[] = [campaigns, STATES_BY_TAB[tab]];
    const after = decodeCursor(page.after, 2);
    const before = decodeCursor(page.before, 2);
    if (after) {
      where.push(`${KEY} > (?, ?)`);
      params.push(...after);
    }
    if (before) {
      where.push(`${KEY} < (?, ?)`);
      params.push(...before);
    }
    const direction = page.inverted ? 'desc' : 'asc';
    const ids = await this.#execute<{ id: string }[]>(
      `select id from key_participant where ${where.join(' and ')} order by applied_at ${direction}, id::text ${direction} limit ?`,
      [...params, page.limit],
    );
    const found = await this.findByIds(ids.map((r) => r.id));
    const byId = new Map(found.map((p) => [p.id, p]));
    return ids.flatMap((r) => byId.get(r.id) ?? []);
  }

  /** Locks the rows it answers, skipping rows another sweep holds, so overlapping sweeps never decline (and mail) twice. */
  async findStaleRequests(now: Date, limit: number): Promise<KeyParticipant[]> {
    const em = unitOfWork(this.#em);
    const rows = await em.execute<object[]>(
      `select p.* from key_participant p join key_campaign k on k.id = p.campaign_id
       where p.state = 'pending' and k.request_response_days is not null
         and p.applied_at <= ?::timestamptz - make_interval(days => k.request_response_days)
       order by p.applied_at, p.id limit ?
       for update of p skip locked`,
      [now, limit],
    );
    return this.#rows(rows.map((row) => em.map(KeyParticipantEntity, row)));
  }

  async listByCreator(creatorId: string): Promise<KeyParticipant[]> {
    if (!isUuid(creatorId)) return [];
    return this.#rows(
      await unitOfWork(this.#em).find(KeyParticipantEntity, { creator: creatorId }, { orderBy: { appliedAt: 'desc', id: 'asc' } }),
    );
  }

  async listByCreators(creatorIds: readonly string[]): Promise<KeyParticipant[]> {
    const ids = [...new Set(creatorIds.filter(isUuid))];
    if (ids.length === 0) return [];
    return this.#rows(await unitOfWork(this.#em).find(KeyParticipantEntity, { creator: { $in: ids } }));
  }

  async countByState(campaignId: string): Promise<Readonly<Partial<Record<ParticipantState, number>>>> {
    if (!isUuid(campaignId)) return {};
    const rows = await this.#execute<{ state: ParticipantState; count: string | number }[]>(
      'select state, count(*) as count from key_participant where campaign_id = ? group by state',
      [campaignId],
    );
    return Object.fromEntries(rows.map((r) => [r.state, Number(r.count)]));
  }

  async save(participant: KeyParticipant): Promise<void> {
    await unitOfWork(this.#em).upsert(KeyParticipantEntity, keyParticipantToRow(participant, this.#secrets), {
      onConflictFields: ['id'],
      onConflictAction: 'merge',
      onConflictExcludeFields: ['id'],
    });
  }

  async addIfAbsent(participant: KeyParticipant): Promise<{ participant: KeyParticipant; added: boolean }> {
    // A request at the same moment holds the unique index: this insert waits for it, then adds nothing.
    await unitOfWork(this.#em).upsert(KeyParticipantEntity, keyParticipantToRow(participant, this.#secrets), {
      onConflictFields: ['campaign', 'creator'],
      onConflictAction: 'ignore',
    });
    const stored = await this.findByCampaignAndCreator(participant.campaignId, participant.creatorId);
    if (!stored) throw new Error('A participation just added could not be read back.');
    return { participant: stored, added: stored.id === participant.id };
  }

  cursorOf(participant: KeyParticipant): string {
    return encodeCursor(keyParticipantKey(participant));
  }

  #rows(rows: Parameters<typeof keyParticipantFromRow>[0][]): KeyParticipant[] {
    return rows.map((row) => keyParticipantFromRow(row, this.#secrets));
  }

  #execute<T extends object[]>(sql: string, params: unknown[]): Promise<T> {
    return unitOfWork(this.#em).execute<T>(sql, params as never[]);
  }
}
