import { newId } from '../../shared/ids.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import { stockOfPlatform, type Stock } from '../domain/availability.ts';
import {
  InvalidCodeCount,
  NotEnoughUnavailableCodes,
  type CodeItemNotFound,
  type PlatformRequired,
  type PlatformUnknown,
} from '../domain/codes.errors.ts';
import { parsePlatformName } from '../domain/platform.ts';
import type { CodeEventRepositoryPort } from '../ports/code-event-repository.port.ts';
import type { CodesDeps } from './codes-deps.ts';
import { loadCompanyItem } from './company-item.ts';
import { fulfilCodeRequests } from './fulfil-code-requests.ts';

export type AllocateCodesError = PlatformRequired | PlatformUnknown | InvalidCodeCount | CodeItemNotFound | NotEnoughUnavailableCodes;

type Deps = Pick<CodesDeps, 'items' | 'codes' | 'requests' | 'clock'> & { events: CodeEventRepositoryPort };

/**
 * Manual allocation: moves unavailable codes of a platform to available, oldest first, all or none,
 * and records who allocated each (leaked-key tracing shows it).
 */
export class AllocateCodes {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: {
    companyId: string;
    actorUserId: string;
    itemId: string;
    platform: string;
    count: number;
  }): Promise<Result<Stock, AllocateCodesError>> {
    const platform = parsePlatformName(input.platform);
    if (!platform.ok) return platform;
    if (!Number.isInteger(input.count) || input.count < 1) return err(new InvalidCodeCount());
    const item = await loadCompanyItem(this.deps, input.companyId, input.itemId);
    if (!item.ok) return item;

    const { codes, events, clock } = this.deps;
    const before = stockOfPlatform(await codes.stockByPlatform(item.value.id), platform.value);
    if (before.unavailable < input.count) return err(new NotEnoughUnavailableCodes(before.unavailable));
    const moved = await codes.allocate(item.value.id, platform.value, input.count);
    // Someone allocated some of them meanwhile: the error rolls the caller's transaction back, so none move.
    if (moved.length < input.count) return err(new NotEnoughUnavailableCodes(moved.length));
    const now = clock.now();
    await events.recordAll(
      moved.map((codeId) => ({
        id: newId(),
        codeId,
        companyId: item.value.companyId,
        type: 'allocated' as const,
        userId: input.actorUserId,
        at: now,
      })),
    );
    await fulfilCodeRequests(this.deps, item.value.id, platform.value, now);
    return ok(stockOfPlatform(await codes.stockByPlatform(item.value.id), platform.value));
  }
}
