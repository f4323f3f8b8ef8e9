import type { CodeItem } from '@lurkit/core/codes/domain/code-item.entity.ts';
import type { Code } from '@lurkit/core/codes/domain/code.entity.ts';
import type { CodeRequest } from '@lurkit/core/codes/domain/code-request.entity.ts';
import { describeCodeEventRepositoryContract } from '@lurkit/core/codes/ports/code-event-repository.contract.ts';
import { describeCodeItemRepositoryContract } from '@lurkit/core/codes/ports/code-item-repository.contract.ts';
import { describeCodeRepositoryContract } from '@lurkit/core/codes/ports/code-repository.contract.ts';
import { describeCodeRequestRepositoryContract } from '@lurkit/core/codes/ports/code-request-repository.contract.ts';
import { aCode, aCodeItem } from '@lurkit/core/codes/testing/builders.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { parentRows } from '../../testing/parent-rows.ts';
import { useTestDatabase } from '../../testing/test-database.ts';
import { testSecrets } from '../../testing/test-secrets.ts';
import { CodesKeyCodes } from './codes-key-codes.ts';
import { CodesQuestKitCodes } from './codes-quest-kit-codes.ts';
import { describeQuestKitCodesContract } from '@lurkit/core/quests/ports/quest-kit-codes.contract.ts';
import {
  MikroOrmCodeEventRepository,
  MikroOrmCodeItemRepository,
  MikroOrmCodeRequestRepository,
} from './mikro-orm-code-item-repositories.ts';
import { MikroOrmCodeRepository } from './mikro-orm-code-repository.ts';
import { MikroOrmItemImageStore } from './mikro-orm-item-image-store.ts';
import { describeItemImageStoreContract } from '@lurkit/core/codes/ports/item-image-store.contract.ts';

const db = useTestDatabase();

/** The contracts make ids up; these create the company and item rows the codes point at. */
class ItemsWithParents extends MikroOrmCodeItemRepository {
  readonly #em: EntityManager;
  constructor(em: EntityManager) {
    super(em);
    this.#em = em;
  }
  override async save(item: CodeItem): Promise<void> {
    await parentRows(this.#em).company(item.companyId);
    await super.save(item);
  }
}

// Calls racing on one item (the contract's "at the same moment" case) share one parent row's creation.
const ensuring = new Map<string, Promise<void>>();
function ensureItem(em: EntityManager, itemId: string, companyId: string): Promise<void> {
  let ensured = ensuring.get(itemId);
  if (!ensured) {
    const items = new ItemsWithParents(em);
    ensured = (async () => {
      if (!(await items.findById(itemId))) await items.save(aCodeItem({ id: itemId, companyId }));
    })();
    ensuring.set(itemId, ensured);
  }
  return ensured;
}

class CodesWithParents extends MikroOrmCodeRepository {
  readonly #em: EntityManager;
  constructor(em: EntityManager) {
    super(em, testSecrets);
    this.#em = em;
  }
  override async saveAll(codes: readonly Code[]): Promise<void> {
    for (const code of codes) await ensureItem(this.#em, code.itemId, code.companyId);
    await super.saveAll(codes);
  }
}

class RequestsWithParents extends MikroOrmCodeRequestRepository {
  readonly #em: EntityManager;
  constructor(em: EntityManager) {
    super(em);
    this.#em = em;
  }
  override async save(request: CodeRequest): Promise<void> {
    await ensureItem(this.#em, request.itemId, request.companyId);
    await super.save(request);
  }
  override async addOpen(request: CodeRequest): Promise<boolean> {
    await ensureItem(this.#em, request.itemId, request.companyId);
    return super.addOpen(request);
  }
}

describeCodeItemRepositoryContract('PostgreSQL', async () => ({ repo: new ItemsWithParents(db().orm.em.fork()) }));
describeCodeRepositoryContract('PostgreSQL', async () => ({ repo: new CodesWithParents(db().orm.em.fork()) }));
describeCodeRequestRepositoryContract('PostgreSQL', async () => ({ repo: new RequestsWithParents(db().orm.em.fork()) }));
describeItemImageStoreContract('PostgreSQL', async () => {
  const em = db().orm.em.fork();
  return {
    store: new MikroOrmItemImageStore(em),
    aCompany: async () => {
      const id = globalThis.crypto.randomUUID();
      await parentRows(em).company(id);
      return id;
    },
  };
});

describeCodeEventRepositoryContract('PostgreSQL', async () => {
  const em = db().orm.em.fork();
  return {
    repo: new MikroOrmCodeEventRepository(em),
    aStoredCode: async () => {
      const item = aCodeItem({ id: globalThis.crypto.randomUUID(), companyId: globalThis.crypto.randomUUID() });
      const code = aCode(item, { id: globalThis.crypto.randomUUID() });
      await new CodesWithParents(em).saveAll([code]);
      return { codeId: code.id, companyId: item.companyId, userId: 'user-1' };
    },
  };
});

describeQuestKitCodesContract('Code Manager on PostgreSQL', async () => {
  const em = db().orm.em.fork();
  const codes = new CodesWithParents(em);
  return {
    kit: new CodesQuestKitCodes({ items: new MikroOrmCodeItemRepository(em), codes }),
    givenItem: async (companyId, platform, values) => {
      const id = globalThis.crypto.randomUUID();
      const item = aCodeItem({ id, companyId, name: `Game ${id}`, game: `Game ${id}` });
      await new ItemsWithParents(em).save(item);
      const at = (i: number) => new Date(Date.UTC(2025, 0, 1, 0, i));
      await codes.saveAll(values.map((value, i) => aCode(item, { id: globalThis.crypto.randomUUID(), value, platform, addedAt: at(i) })));
      return id;
    },
  };
});

describe('codes at rest', () => {
  it('stores values sealed: the table holds no code in clear, and a value is unique per item', async () => {
    const em = db().orm.em.fork();
    const item = aCodeItem({ id: globalThis.crypto.randomUUID(), companyId: globalThis.crypto.randomUUID() });
    const codes = new CodesWithParents(em);
    await codes.saveAll([aCode(item, { id: globalThis.crypto.randomUUID(), value: 'PLAIN-SECRET-1' })]);
    const rows = await em.getConnection().execute<{ value_sealed: string }[]>('select value_sealed from code where item_id = ?', [item.id]);
    expect(JSON.stringify(rows)).not.toContain('PLAIN-SECRET-1');
    await expect(codes.saveAll([aCode(item, { id: globalThis.crypto.randomUUID(), value: 'PLAIN-SECRET-1' })])).rejects.toThrow();
  });

  it('hands a Key campaign one code per claim, never the same twice, and only from its own company', async () => {
    const em = db().orm.em.fork();
    const item = aCodeItem({ id: globalThis.crypto.randomUUID(), companyId: globalThis.crypto.randomUUID() });
    await new CodesWithParents(em).saveAll(
      Array.from({ length: 5 }, (_, i) => aCode(item, { id: globalThis.crypto.randomUUID(), value: `KEY-${i}`, platform: 'Steam' })),
    );
    const keyCodes = (fork: EntityManager) =>
      new CodesKeyCodes({
        items: new MikroOrmCodeItemRepository(fork),
        codes: new MikroOrmCodeRepository(fork, testSecrets),
        requests: new MikroOrmCodeRequestRepository(fork),
        events: new MikroOrmCodeEventRepository(fork),
      });
    const request = {
      companyId: item.companyId,
      codeItemId: item.id,
      campaignId: 'campaign-1',
      platform: 'steam',
      creatorId: 'creator',
      at: new Date(),
    };
    // Each claim in its own transaction, as requests are: the row locks decide, not memory.
    const taken = await Promise.all(
      Array.from({ length: 20 }, () =>
        db()
          .orm.em.fork()
          .transactional((tx) => keyCodes(tx).takeKey({ ...request, creatorId: globalThis.crypto.randomUUID() })),
      ),
    );
    const granted = taken.filter((t): t is string => t !== null);
    expect(granted).toHaveLength(5);
    expect(new Set(granted).size).toBe(5);
    expect(await keyCodes(em).takeKey({ ...request, companyId: globalThis.crypto.randomUUID() })).toBeNull();
    expect(await keyCodes(em).availableKeys(item.companyId, item.id)).toEqual({ Steam: 0 });
    expect(await keyCodes(em).requestMoreKeys(request)).toBe(true);
    expect(await keyCodes(em).requestMoreKeys({ ...request, platform: 'STEAM' })).toBe(false);
  });

  it('replaces a bad key from stock: two replacements at once never get the same code, the bad one is marked, nothing with stock empty', async () => {
    const em = db().orm.em.fork();
    const item = aCodeItem({ id: globalThis.crypto.randomUUID(), companyId: globalThis.crypto.randomUUID() });
    const ids = Array.from({ length: 5 }, () => globalThis.crypto.randomUUID());
    await new CodesWithParents(em).saveAll(ids.map((id, i) => aCode(item, { id, value: `REPLACE-${i}`, platform: 'Steam' })));
    const keyCodes = (fork: EntityManager) =>
      new CodesKeyCodes({
        items: new MikroOrmCodeItemRepository(fork),
        codes: new MikroOrmCodeRepository(fork, testSecrets),
        requests: new MikroOrmCodeRequestRepository(fork),
        events: new MikroOrmCodeEventRepository(fork),
      });
    const request = {
      companyId: item.companyId,
      codeItemId: item.id,
      campaignId: 'campaign-1',
      platform: 'Steam',
      at: new Date('2026-03-01T12:00:00Z'),
    };
    const bad = await keyCodes(em).takeKey({ ...request, creatorId: 'creator' });
    // Six replacements at once for four codes left, each in its own transaction as requests are.
    const replaced = await Promise.all(
      Array.from({ length: 6 }, () =>
        db()
          .orm.em.fork()
          .transactional((tx) => keyCodes(tx).replaceKey({ ...request, creatorId: 'creator', badCode: bad!, markedBy: 'member' })),
      ),
    );
    const granted = replaced.filter((r): r is string => r !== null);
    expect(granted).toHaveLength(4);
    expect(new Set([bad, ...granted]).size).toBe(5);
    const badId = (await new MikroOrmCodeRepository(em, testSecrets).findByValue(item.companyId, bad!))!.id;
    const events = await new MikroOrmCodeEventRepository(em).listByCode(badId);
    expect(events.map((e) => [e.type, e.userId])).toEqual(Array.from({ length: 4 }, () => ['markedBad', 'member']));
    expect(await keyCodes(em).replaceKey({ ...request, creatorId: 'creator', badCode: bad!, markedBy: 'member' })).toBeNull();
    expect(await new MikroOrmCodeEventRepository(em).listByCode(badId)).toHaveLength(4);
  });
});
