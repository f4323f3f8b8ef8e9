import { randomUUID } from 'node:crypto';
import type { Code, CodeStatus } from '@lurkit/core/codes/domain/code.entity.ts';
import type { PastedLine } from '@lurkit/core/codes/domain/code-paste.ts';
import { FIRST_REPEATED_LINES } from '@lurkit/core/codes/domain/code-paste.ts';
import type {
  AddStagedCodes,
  CodeRepositoryPort,
  PlatformStock,
  StagedCodesAdded,
  TakeCodes,
} from '@lurkit/core/codes/ports/code-repository.port.ts';
import { decodeCursor, encodeCursor } from '@lurkit/core/shared/keyset.ts';
import type { PageRequest } from '@lurkit/core/shared/page.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SecretCipher } from '../../security/secret-cipher.ts';
import { boundExecute } from '../shared/bound-query.ts';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';
import { codeFromRaw, type RawCodeRow } from './codes.mappers.ts';

/** Rows per insert: each column travels as one bound array, so a chunk bounds memory, not parameters. */
const INSERT_CHUNK = 20_000;
const COLUMNS = 'id, item_id, company_id, platform, value_sealed, status, added_by, added_at, claimed_by, claimed_at, distributed_by';
const newestFirst = (code: Code) => [-code.addedAt.getTime(), code.id] as const;

export class MikroOrmCodeRepository implements CodeRepositoryPort {
  readonly #em: EntityManager;
  readonly #secrets: SecretCipher;

  constructor(em: EntityManager, secrets: SecretCipher) {
    this.#em = em;
    this.#secrets = secrets;
  }

  async listByItem(itemId: string): Promise<Code[]> {
    if (!isUuid(itemId)) return [];
    return this.#codes(await this.#execute<RawCodeRow[]>(`select ${COLUMNS} from code where item_id = ?`, [itemId]));
  }

  async existingValues(itemId: string, values: readonly string[]): Promise<ReadonlySet<string>> {
    if (!isUuid(itemId) || values.length === 0) return new Set();
    const byHash = new Map(values.map((v) => [this.#secrets.lookupHash(v), v]));
    const rows = await this.#bound<{ value_hash: string }[]>(
      'select value_hash from code where item_id = ? and value_hash = any(?::text[])',
      [itemId, [...byHash.keys()]],
    );
    return new Set(rows.map((row) => byHash.get(row.value_hash)!));
  }

  /**
   * One array a column, bound by the server and unnested into rows: inlining 100,000 rows of values
   * into SQL text in JavaScript cost more than PostgreSQL's whole insert.
   */
  async saveAll(codes: readonly Code[]): Promise<void> {
    for (let i = 0; i < codes.length; i += INSERT_CHUNK) {
      const chunk = codes.slice(i, i + INSERT_CHUNK);
      const column = <T>(pick: (code: Code) => T) => chunk.map(pick);
      await this.#bound(
        `insert into code (id, item_id, company_id, platform, value_sealed, value_hash, status, added_by, added_at, claimed_by, claimed_at, distributed_by)
         select * from unnest(?::uuid[], ?::uuid[], ?::uuid[], ?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?::timestamptz[], ?::text[], ?::timestamptz[], ?::text[])
         on conflict (id) do update set status = excluded.status, platform = excluded.platform, claimed_by = excluded.claimed_by,
           claimed_at = excluded.claimed_at, distributed_by = excluded.distributed_by`,
        [
          column((c) => c.id),
          column((c) => c.itemId),
          column((c) => c.companyId),
          column((c) => c.platform),
          column((c) => this.#secrets.encrypt(c.value)),
          column((c) => this.#secrets.lookupHash(c.value)),
          column((c) => c.status),
          column((c) => c.addedBy),
          column((c) => c.addedAt),
          column((c) => c.claimedBy),
          column((c) => c.claimedAt),
          column((c) => c.distributedBy),
        ],
      );
    }
  }

  async replaceIfStatus(codes: readonly Code[], expected: CodeStatus): Promise<boolean> {
    if (codes.length === 0) return true;
    const ids = codes.map((c) => c.id).filter(isUuid);
    // Lock the rows, then check: a concurrent claim waits here and sees the new status.
    const rows = await this.#execute<{ status: string }[]>('select status from code where id in (?) for update', [ids]);
    if (rows.length !== codes.length || rows.some((r) => r.status !== expected)) return false;
    await this.saveAll(codes);
    return true;
  }

  /** One statement picks and claims, skipping rows another claim holds; a short take is put back. */
  async takeAvailable(take: TakeCodes): Promise<Code[] | null> {
    if (!isUuid(take.itemId) || take.count < 1) return null;
    const rows = await this.#execute<RawCodeRow[]>(
      `with picked as (
         select id from code where item_id = ? and lower(platform) = lower(?) and status = 'available'
         order by added_at, id for update skip locked limit ?
       )
       update code set status = 'claimed', claimed_by = ?, claimed_at = ?, distributed_by = ?
       from picked where code.id = picked.id
       returning ${COLUMNS.split(', ')
         .map((c) => `code.${c}`)
         .join(', ')}`,
      [take.itemId, take.platform.trim(), take.count, take.creatorId, take.at, take.distributedBy],
    );
    if (rows.length < take.count) {
      if (rows.length > 0) {
        await this.#execute(
          `update code set status = 'available', claimed_by = null, claimed_at = null, distributed_by = null where id in (?)`,
          [rows.map((r) => r.id)],
        );
      }
      return null;
    }
    return this.#codes(rows).sort((a, b) => a.addedAt.getTime() - b.addedAt.getTime() || (a.id < b.id ? -1 : 1));
  }

  async allocate(itemId: string, platform: string, count: number): Promise<string[]> {
    if (!isUuid(itemId) || count < 1) return [];
    const rows = await this.#execute<{ id: string }[]>(
      `with picked as (
         select id from code where item_id = ? and lower(platform) = lower(?) and status = 'unavailable'
         order by added_at, id for update skip locked limit ?
       )
       update code set status = 'available' from picked where code.id = picked.id returning code.id`,
      [itemId, platform.trim(), count],
    );
    return rows.map((row) => row.id);
  }

  async stockByPlatform(itemId: string): Promise<PlatformStock[]> {
    if (!isUuid(itemId)) return [];
    const rows = await this.#execute<{ platform: string; status: string; count: string | number }[]>(
      `select min(platform) as platform, status, count(*) as count from code where item_id = ? group by lower(platform), status`,
      [itemId],
    );
    const stocks = new Map<string, { platform: string; added: number; available: number; claimed: number; unavailable: number }>();
    for (const row of rows) {
      const key = row.platform.trim().toLowerCase();
      const stock = stocks.get(key) ?? { platform: row.platform, added: 0, available: 0, claimed: 0, unavailable: 0 };
      const count = Number(row.count);
      stock.added += count;
      if (row.status === 'available' || row.status === 'claimed' || row.status === 'unavailable') stock[row.status] += count;
      stocks.set(key, stock);
    }
    return [...stocks.values()].sort((a, b) => a.platform.localeCompare(b.platform));
  }

  async listPage(itemId: string, page: PageRequest): Promise<Code[]> {
    if (!isUuid(itemId)) return [];
    const key = '(-floor(extract(epoch from added_at) * 1000), id::text)';
    const where = ['item_id = ?'];
    const params: unknown[] = [itemId];
    const after = decodeCursor(page.after, 2);
    const before = decodeCursor(page.before, 2);
    if (after) {
      where.push(`${key} > (?, ?)`);
      params.push(...after);
    }
    if (before) {
      where.push(`${key} < (?, ?)`);
      params.push(...before);
    }
    const direction = page.inverted ? 'asc' : 'desc';
    const idDirection = page.inverted ? 'desc' : 'asc';
    return this.#codes(
      await this.#execute<RawCodeRow[]>(
        `select ${COLUMNS} from code where ${where.join(' and ')} order by added_at ${direction}, id::text ${idDirection} limit ?`,
        [...params, page.limit],
      ),
    );
  }

  cursorOf(code: Code): string {
    return encodeCursor(newestFirst(code));
  }

  async findByValue(companyId: string, value: string): Promise<Code | null> {
    if (!isUuid(companyId)) return null;
    const [row] = await this.#execute<RawCodeRow[]>(`select ${COLUMNS} from code where company_id = ? and value_hash = ? limit 1`, [
      companyId,
      this.#secrets.lookupHash(value),
    ]);
    return row ? codeFromRaw(row, this.#secrets) : null;
  }

  async findById(id: string): Promise<Code | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.#execute<RawCodeRow[]>(`select ${COLUMNS} from code where id = ?`, [id]);
    return row ? codeFromRaw(row, this.#secrets) : null;
  }

  async deleteUnclaimed(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    // One conditional statement: a claim holding the row lock makes this wait, then see it claimed.
    const rows = await this.#execute<{ id: string }[]>(`delete from code where id = ? and status <> 'claimed' returning id`, [id]);
    return rows.length === 1;
  }

  async deleteAllUnclaimed(ids: readonly string[]): Promise<boolean> {
    const unique = [...new Set(ids)];
    if (unique.length === 0 || !unique.every(isUuid)) return false;
    // The lock waits for a claim under way and then reads the claimed row, so the count sees it.
    const rows = await this.#execute<{ id: string }[]>(
      `with selected as (select id, status from code where id in (?) for update)
       delete from code where id in (?) and (select count(*) from selected where status <> 'claimed') = ? returning id`,
      [unique, unique, unique.length],
    );
    return rows.length === unique.length;
  }

  async stageImport(importId: string, lines: readonly PastedLine[], at: Date): Promise<PastedLine[]> {
    if (!isUuid(importId) || lines.length === 0) return [];
    const kept = await this.#bound<{ line: number }[]>(
      `insert into code_import_line (import_id, line, value_sealed, value_hash, staged_at)
       select ?::uuid, l.*, ?::timestamptz from unnest(?::int[], ?::text[], ?::text[]) as l
       on conflict (import_id, value_hash) do nothing returning line`,
      [
        importId,
        at,
        lines.map((l) => l.line),
        lines.map((l) => this.#secrets.encrypt(l.code)),
        lines.map((l) => this.#secrets.lookupHash(l.code)),
      ],
    );
    const keptLines = new Set(kept.map((row) => row.line));
    return lines.filter((l) => !keptLines.has(l.line));
  }

  /**
   * One statement reads the staged rows into code in PostgreSQL: the file's codes never come back
   * through the process, and the unique index skips those the item holds. Rows go in the order of
   * their keyed hash, with ids of one random prefix counting up in that order, so every index of code
   * grows at its end instead of at a million random places (for an item's first file, the common
   * large one): several times faster. They share one added time, as a pasted list does.
   */
  async addStaged(add: AddStagedCodes): Promise<StagedCodesAdded> {
    if (!isUuid(add.importId) || !isUuid(add.itemId)) return { added: 0, alreadyExisting: 0, firstExisting: [] };
    const prefix = randomUUID().slice(0, 24);
    const [counts] = await this.#bound<{ added: string; staged: string }[]>(
      `with added as (
         insert into code (id, item_id, company_id, platform, value_sealed, value_hash, status, added_by, added_at, claimed_by, claimed_at, distributed_by)
         select (? || lpad(to_hex(row_number() over (order by value_hash)), 12, '0'))::uuid, ?::uuid, ?::uuid, ?, value_sealed, value_hash, ?, ?, ?::timestamptz, null, null, null
         from code_import_line where import_id = ? order by value_hash
         on conflict (item_id, value_hash) do nothing
         returning 1
       )
       select (select count(*) from added) as added, (select count(*) from code_import_line where import_id = ?) as staged`,
      [prefix, add.itemId, add.companyId, add.platform, add.status, add.addedBy, add.at, add.importId, add.importId],
    );
    const added = Number(counts?.added ?? 0);
    const alreadyExisting = Number(counts?.staged ?? 0) - added;
    if (alreadyExisting === 0) return { added, alreadyExisting, firstExisting: [] };
    const existing = await this.#bound<{ line: number; value_sealed: string }[]>(
      `select l.line, l.value_sealed from code_import_line l join code c on c.item_id = ? and c.value_hash = l.value_hash
       where l.import_id = ? and c.id::text not like ? order by l.line limit ?`,
      [add.itemId, add.importId, `${prefix}%`, FIRST_REPEATED_LINES],
    );
    return {
      added,
      alreadyExisting,
      firstExisting: existing.map((r) => ({ line: r.line, code: this.#secrets.decrypt(r.value_sealed) })),
    };
  }

  async discardImport(importId: string): Promise<void> {
    if (!isUuid(importId)) return;
    await this.#bound('delete from code_import_line where import_id = ?', [importId]);
  }

  async discardStaleImports(before: Date): Promise<number> {
    // A file is judged by its newest batch: one still arriving keeps its older batches.
    const [row] = await this.#bound<{ files: string }[]>(
      `with gone as (
         delete from code_import_line where import_id in (
           select import_id from code_import_line group by import_id having max(staged_at) < ?::timestamptz
         ) returning import_id
       )
       select count(distinct import_id) as files from gone`,
      [before],
    );
    return Number(row?.files ?? 0);
  }

  async listDistributedBy(companyId: string, distributedBy: string): Promise<Code[]> {
    if (!isUuid(companyId)) return [];
    return this.#codes(
      await this.#execute<RawCodeRow[]>(`select ${COLUMNS} from code where company_id = ? and distributed_by = ? order by added_at, id`, [
        companyId,
        distributedBy,
      ]),
    );
  }

  #codes(rows: RawCodeRow[]): Code[] {
    return rows.map((row) => codeFromRaw(row, this.#secrets));
  }

  #execute<T extends object[]>(sql: string, params: unknown[]): Promise<T> {
    return unitOfWork(this.#em).execute<T>(sql, params as never[]);
  }

  #bound<T extends object[]>(sql: string, params: unknown[]): Promise<T> {
    return boundExecute(this.#em)<T>(sql, params);
  }
}
