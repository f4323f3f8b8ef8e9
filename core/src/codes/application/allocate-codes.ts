import { err, ok, type Result } from '../../shared/result.ts';
import { platformStock, type Stock } from '../domain/availability.ts';
import { allocateCode, byAddedOrder, type Code } from '../domain/code.entity.ts';
import { InvalidCodeCount, NotEnoughUnavailableCodes, type CodeItemNotFound, type PlatformRequired } from '../domain/codes.errors.ts';
import { parsePlatformName, samePlatform } from '../domain/platform.ts';
import type { CodesDeps } from './codes-deps.ts';
import { loadCompanyItem } from './company-item.ts';
import { fulfilCodeRequests } from './fulfil-code-requests.ts';

export type AllocateCodesError = PlatformRequired | InvalidCodeCount | CodeItemNotFound | NotEnoughUnavailableCodes;

type Deps = Pick<CodesDeps, 'items' | 'codes' | 'requests' | 'clock'>;

/** Manual allocation: moves unavailable codes of a platform to available, oldest first. */
export class AllocateCodes {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: { companyId: string; itemId: string; platform: string; count: number }): Promise<Result<Stock, AllocateCodesError>> {
    const platform = parsePlatformName(input.platform);
    if (!platform.ok) return platform;
    if (!Number.isInteger(input.count) || input.count < 1) return err(new InvalidCodeCount());
    const item = await loadCompanyItem(this.deps, input.companyId, input.itemId);
    if (!item.ok) return item;

    const all = await this.deps.codes.listByItem(item.value.id);
    const unavailable = all.filter((c) => c.status === 'unavailable' && samePlatform(c.platform, platform.value)).sort(byAddedOrder);
    if (unavailable.length < input.count) return err(new NotEnoughUnavailableCodes(unavailable.length));

    const allocated: Code[] = [];
    for (const code of unavailable.slice(0, input.count)) {
      const next = allocateCode(code);
      if (next.ok) allocated.push(next.value);
    }
    await this.deps.codes.saveAll(allocated);
    await fulfilCodeRequests(this.deps, item.value.id, platform.value, this.deps.clock.now());
    const byId = new Map(allocated.map((c) => [c.id, c]));
    return ok(
      platformStock(
        all.map((c) => byId.get(c.id) ?? c),
        platform.value,
      ),
    );
  }
}
