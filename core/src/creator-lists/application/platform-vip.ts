import * as v from 'valibot';
import { parseInput, type InvalidField } from '../../shared/invalid-field.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import { VipCreatorNotFound } from '../domain/creator-lists.errors.ts';
import type { PlatformVip } from '../domain/platform-vip.entity.ts';
import type { CreatorListsDeps } from './creator-lists-deps.ts';

const platformVipSchema = v.object({
  creatorId: v.pipe(v.string(), v.nonEmpty()),
  waivesLocationAndLanguage: v.optional(v.boolean(), false),
});

/**
 * Staff set (or change the waiver of) a creator's platform-wide VIP access. Who may call it is the
 * API's staff scope; the use case trusts `grantedBy` to be a staff user.
 */
export class SetPlatformVip {
  private readonly deps: Pick<CreatorListsDeps, 'platformVip' | 'creators' | 'clock'>;

  constructor(deps: Pick<CreatorListsDeps, 'platformVip' | 'creators' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: { grantedBy: string; form: unknown }): Promise<Result<PlatformVip, InvalidField | VipCreatorNotFound>> {
    const parsed = parseInput(platformVipSchema, input.form);
    if (!parsed.ok) return parsed;
    const { creatorId, waivesLocationAndLanguage } = parsed.value;
    if ((await this.deps.creators.existingCreatorIds([creatorId])).length === 0) return err(new VipCreatorNotFound());
    const vip: PlatformVip = { creatorId, waivesLocationAndLanguage, grantedBy: input.grantedBy, grantedAt: this.deps.clock.now() };
    await this.deps.platformVip.save(vip);
    return ok(vip);
  }
}

/** Staff take platform VIP back; answers whether there was one. */
export class RevokePlatformVip {
  private readonly deps: Pick<CreatorListsDeps, 'platformVip'>;

  constructor(deps: Pick<CreatorListsDeps, 'platformVip'>) {
    this.deps = deps;
  }

  async execute(input: { creatorId: string }): Promise<{ revoked: boolean }> {
    const found = await this.deps.platformVip.find(input.creatorId);
    if (found) await this.deps.platformVip.delete(input.creatorId);
    return { revoked: found !== null };
  }
}

/** The staff page's list, and a creator's own answer. */
export class PlatformVipQueries {
  private readonly deps: Pick<CreatorListsDeps, 'platformVip'>;

  constructor(deps: Pick<CreatorListsDeps, 'platformVip'>) {
    this.deps = deps;
  }

  all(): Promise<PlatformVip[]> {
    return this.deps.platformVip.list();
  }

  ofCreator(creatorId: string): Promise<PlatformVip | null> {
    return this.deps.platformVip.find(creatorId);
  }
}
