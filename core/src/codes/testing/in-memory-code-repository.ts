import { encodeCursor, keysetPage } from '../../shared/keyset.ts';
import type { PageRequest } from '../../shared/page.ts';
import { byAddedOrder, type Code, type CodeStatus } from '../domain/code.entity.ts';
import { samePlatform } from '../domain/platform.ts';
import type { PastedLine } from '../domain/code-paste.ts';
import type { AddStagedCodes, CodeRepositoryPort, PlatformStock, StagedCodesAdded, TakeCodes } from '../ports/code-repository.port.ts';
import { FIRST_REPEATED_LINES } from '../domain/code-paste.ts';

const newestFirst = (code: Code) => [-code.addedAt.getTime(), code.id] as const;

export class InMemoryCodeRepository implements CodeRepositoryPort {
  readonly #codes = new Map<string, Code>();
  readonly #staged = new Map<string, Map<string, PastedLine>>();
  readonly #stagedAt = new Map<string, Date>();

  /** How many files are staged and not yet discarded (a test's "nothing left behind"). */
  get stagedImports(): number {
    return this.#staged.size;
  }

  #all(): Code[] {
    return [...this.#codes.values()];
  }

  async listByItem(itemId: string): Promise<Code[]> {
    return this.#all()
      .filter((c) => c.itemId === itemId)
      .map((c) => structuredClone(c));
  }

  async existingValues(itemId: string, values: readonly string[]): Promise<ReadonlySet<string>> {
    const wanted = new Set(values);
    return new Set(
      this.#all()
        .filter((c) => c.itemId === itemId && wanted.has(c.value))
        .map((c) => c.value),
    );
  }

  async saveAll(codes: readonly Code[]): Promise<void> {
    for (const code of codes) this.#codes.set(code.id, structuredClone(code));
  }

  async replaceIfStatus(codes: readonly Code[], expected: CodeStatus): Promise<boolean> {
    if (codes.some((c) => this.#codes.get(c.id)?.status !== expected)) return false;
    await this.saveAll(codes);
    return true;
  }

  async takeAvailable(take: TakeCodes): Promise<Code[] | null> {
    const available = this.#all()
      .filter((c) => c.itemId === take.itemId && c.status === 'available' && samePlatform(c.platform, take.platform))
      .sort(byAddedOrder);
    if (available.length < take.count) return null;
    const taken = available.slice(0, take.count).map((c) => ({
      ...c,
      status: 'claimed' as const,
      claimedBy: take.creatorId,
      claimedAt: take.at,
      distributedBy: take.distributedBy,
    }));
    await this.saveAll(taken);
    return taken.map((c) => structuredClone(c));
  }

  async allocate(itemId: string, platform: string, count: number): Promise<string[]> {
    const unavailable = this.#all()
      .filter((c) => c.itemId === itemId && c.status === 'unavailable' && samePlatform(c.platform, platform))
      .sort(byAddedOrder)
      .slice(0, count);
    await this.saveAll(unavailable.map((c) => ({ ...c, status: 'available' as const })));
    return unavailable.map((c) => c.id);
  }

  async stockByPlatform(itemId: string): Promise<PlatformStock[]> {
    const stocks = new Map<string, { platform: string; added: number; available: number; claimed: number; unavailable: number }>();
    for (const code of this.#all()
      .filter((c) => c.itemId === itemId)
      .sort(byAddedOrder)) {
      const key = code.platform.trim().toLowerCase();
      const stock = stocks.get(key) ?? { platform: code.platform, added: 0, available: 0, claimed: 0, unavailable: 0 };
      stock.added += 1;
      stock[code.status] += 1;
      stocks.set(key, stock);
    }
    return [...stocks.values()].sort((a, b) => a.platform.localeCompare(b.platform));
  }

  async listPage(itemId: string, page: PageRequest): Promise<Code[]> {
    return keysetPage(
      this.#all().filter((c) => c.itemId === itemId),
      newestFirst,
      page,
    ).map((c) => structuredClone(c));
  }

  cursorOf(code: Code): string {
    return encodeCursor(newestFirst(code));
  }

  async findByValue(companyId: string, value: string): Promise<Code | null> {
    const found = this.#all().find((c) => c.companyId === companyId && c.value === value);
    return found ? structuredClone(found) : null;
  }

  async findById(id: string): Promise<Code | null> {
    const found = this.#codes.get(id);
    return found ? structuredClone(found) : null;
  }

  async listDistributedBy(companyId: string, distributedBy: string): Promise<Code[]> {
    return this.#all()
      .filter((c) => c.companyId === companyId && c.distributedBy === distributedBy)
      .sort(byAddedOrder)
      .map((c) => structuredClone(c));
  }

  async deleteAllUnclaimed(ids: readonly string[]): Promise<boolean> {
    const unique = [...new Set(ids)];
    if (unique.length === 0 || unique.some((id) => (this.#codes.get(id)?.status ?? 'claimed') === 'claimed')) return false;
    for (const id of unique) this.#codes.delete(id);
    return true;
  }

  async deleteUnclaimed(id: string): Promise<boolean> {
    const code = this.#codes.get(id);
    if (!code || code.status === 'claimed') return false;
    return this.#codes.delete(id);
  }

  async stageImport(importId: string, lines: readonly PastedLine[], at: Date): Promise<PastedLine[]> {
    const staged = this.#staged.get(importId) ?? new Map<string, PastedLine>();
    this.#staged.set(importId, staged);
    this.#stagedAt.set(importId, at);
    const repeats: PastedLine[] = [];
    for (const line of lines) {
      if (staged.has(line.code)) repeats.push(line);
      else staged.set(line.code, line);
    }
    return repeats;
  }

  async addStaged(add: AddStagedCodes): Promise<StagedCodesAdded> {
    const lines = [...(this.#staged.get(add.importId)?.values() ?? [])].sort((a, b) => a.line - b.line);
    const held = new Set(this.#all().flatMap((c) => (c.itemId === add.itemId ? [c.value] : [])));
    const existing = lines.filter((line) => held.has(line.code));
    const added = lines.filter((line) => !held.has(line.code));
    added.forEach((line, index) => {
      const id = globalThis.crypto.randomUUID();
      this.#codes.set(id, {
        id,
        itemId: add.itemId,
        companyId: add.companyId,
        platform: add.platform,
        value: line.code,
        status: add.status,
        addedBy: add.addedBy,
        addedAt: new Date(add.at.getTime() + index),
        claimedBy: null,
        claimedAt: null,
        distributedBy: null,
      });
    });
    return { added: added.length, alreadyExisting: existing.length, firstExisting: existing.slice(0, FIRST_REPEATED_LINES) };
  }

  async discardImport(importId: string): Promise<void> {
    this.#staged.delete(importId);
    this.#stagedAt.delete(importId);
  }

  async discardStaleImports(before: Date): Promise<number> {
    const stale = [...this.#stagedAt].filter(([, at]) => at < before).map(([id]) => id);
    for (const id of stale) await this.discardImport(id);
    return stale.length;
  }
}
