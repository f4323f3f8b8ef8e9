import { steamStoreUrl, utmStoreUrl, type TrackedActivationKind } from '../domain/tracked-link.ts';
import type { AttributionDeps } from './attribution-deps.ts';

export interface FollowActivationLinkInput {
  kind: TrackedActivationKind;
  activationId: string;
  creatorId: string;
  /** Decided at the edge (a bot's user agent, a prefetch): sent on, never counted. */
  fromBot: boolean;
}

/**
 * A click on a creator's tracked link of a Key campaign or Quest: counted while the creator is in,
 * then sent on to the game's Steam store page tagged with the activation and the creator. Null when
 * the link leads nowhere (no such activation, or no Steam game known for it).
 */
export class FollowActivationLink {
  private readonly deps: Pick<AttributionDeps, 'targets' | 'clicks' | 'clock'>;
  constructor(deps: Pick<AttributionDeps, 'targets' | 'clicks' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: FollowActivationLinkInput): Promise<{ url: string; counted: boolean } | null> {
    const target = await this.deps.targets.find(input.kind, input.activationId, input.creatorId);
    if (!target || target.steamAppId === null) return null;
    const counted = !input.fromBot && target.creatorIsIn;
    if (counted)
      await this.deps.clicks.record({
        kind: target.kind,
        activationId: target.activationId,
        creatorId: target.creatorId,
        at: this.deps.clock.now(),
      });
    return { url: utmStoreUrl(steamStoreUrl(target.steamAppId), { campaign: target.activationId, content: target.creatorId }), counted };
  }
}
