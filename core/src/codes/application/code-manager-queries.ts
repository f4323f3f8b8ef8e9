import { keySpellings } from '../domain/key-spellings.ts';
import { newId } from '../../shared/ids.ts';
import type { PageRequest } from '../../shared/page.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import { availabilityOf, type Availability } from '../domain/availability.ts';
import { codeHistory, type CodeHistoryEntry } from '../domain/code-event.entity.ts';
import type { CodeItem } from '../domain/code-item.entity.ts';
import type { Code } from '../domain/code.entity.ts';
import { CodeNotFound, type CodeItemNotFound } from '../domain/codes.errors.ts';
import type { CodeEventRepositoryPort } from '../ports/code-event-repository.port.ts';
import type { PlatformStock } from '../ports/code-repository.port.ts';
import type { CodesDeps } from './codes-deps.ts';
import { loadCompanyItem } from './company-item.ts';

export interface PlatformBalance extends PlatformStock {
  readonly availability: Availability;
  /** Creators' open asks for more codes on this platform. */
  readonly openRequests: number;
}

export interface ItemWithStock {
  readonly item: CodeItem;
  readonly platforms: readonly PlatformBalance[];
}

/** The Games & items tab: each item with its codes added, claimed, available and unavailable per platform. */
export class ListCodeManagerItems {
  private readonly deps: Pick<CodesDeps, 'items' | 'codes' | 'requests'>;

  constructor(deps: Pick<CodesDeps, 'items' | 'codes' | 'requests'>) {
    this.deps = deps;
  }

  async execute(input: { companyId: string }): Promise<ItemWithStock[]> {
    const items = await this.deps.items.listByCompany(input.companyId);
    return Promise.all(items.map((item) => withStock(this.deps, item)));
  }
}

export async function withStock(deps: Pick<CodesDeps, 'codes' | 'requests'>, item: CodeItem): Promise<ItemWithStock> {
  const [stocks, requests] = await Promise.all([deps.codes.stockByPlatform(item.id), deps.requests.listOpenByItem(item.id)]);
  const key = (platform: string) => platform.trim().toLowerCase();
  const balances = new Map<string, PlatformBalance>(
    stocks.map((s) => [key(s.platform), { ...s, availability: availabilityOf(s), openRequests: 0 }]),
  );
  for (const request of requests) {
    // A platform asked for but never stocked still shows, out of codes, so the company sees the ask.
    const balance = balances.get(key(request.platform)) ?? {
      platform: request.platform,
      added: 0,
      available: 0,
      claimed: 0,
      unavailable: 0,
      availability: 'OUT' as const,
      openRequests: 0,
    };
    balances.set(key(request.platform), { ...balance, openRequests: balance.openRequests + 1 });
  }
  return { item, platforms: [...balances.values()] };
}

/** One page of an item's codes for the Codes tab; values leave masked (see RevealCode). */
export class ListItemCodes {
  private readonly deps: Pick<CodesDeps, 'items' | 'codes'>;

  constructor(deps: Pick<CodesDeps, 'items' | 'codes'>) {
    this.deps = deps;
  }

  async execute(input: { companyId: string; itemId: string; page: PageRequest }): Promise<Result<Code[], CodeItemNotFound>> {
    const item = await loadCompanyItem(this.deps, input.companyId, input.itemId);
    if (!item.ok) return item;
    return ok(await this.deps.codes.listPage(item.value.id, input.page));
  }
}

type RevealDeps = Pick<CodesDeps, 'codes' | 'clock'> & { events: CodeEventRepositoryPort };

/** A company member sees one code in full; the reveal is recorded (who, when). */
export class RevealCode {
  private readonly deps: RevealDeps;

  constructor(deps: RevealDeps) {
    this.deps = deps;
  }

  async execute(input: { companyId: string; actorUserId: string; codeId: string }): Promise<Result<string, CodeNotFound>> {
    const code = await this.deps.codes.findById(input.codeId);
    if (!code || code.companyId !== input.companyId) return err(new CodeNotFound());
    await this.deps.events.record({
      id: newId(),
      codeId: code.id,
      companyId: code.companyId,
      type: 'revealed',
      userId: input.actorUserId,
      at: this.deps.clock.now(),
    });
    return ok(code.value);
  }
}

export interface LeakedKeyTrace {
  readonly code: Code;
  readonly item: CodeItem;
  /** Added, allocated, claimed, revealed, traced: oldest first. */
  readonly events: readonly CodeHistoryEntry[];
}

type TraceDeps = Pick<CodesDeps, 'codes' | 'items' | 'clock'> & { events: CodeEventRepositoryPort };

/**
 * Leaked-key tracing: a key seen on a reseller site, pasted by the company, answers its item,
 * platform, claimant, claim date, what distributed it and every event on it. Only the company's own
 * codes are searched; the trace itself is recorded on the code.
 */
export class TraceLeakedKey {
  private readonly deps: TraceDeps;

  constructor(deps: TraceDeps) {
    this.deps = deps;
  }

  async execute(input: { companyId: string; actorUserId: string; value: string }): Promise<Result<LeakedKeyTrace, CodeNotFound>> {
    let code = null;
    for (const spelling of keySpellings(input.value)) {
      code = await this.deps.codes.findByValue(input.companyId, spelling);
      if (code) break;
    }
    if (!code) return err(new CodeNotFound());
    const item = await this.deps.items.findById(code.itemId);
    if (!item) return err(new CodeNotFound());
    await this.deps.events.record({
      id: newId(),
      codeId: code.id,
      companyId: code.companyId,
      type: 'traced',
      userId: input.actorUserId,
      at: this.deps.clock.now(),
    });
    return ok({ code, item, events: codeHistory(code, await this.deps.events.listByCode(code.id)) });
  }
}
