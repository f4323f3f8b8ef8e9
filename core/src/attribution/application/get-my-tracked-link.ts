import { err, ok, type Result } from '../../shared/result.ts';
import { TrackedLinkNotFound } from '../domain/attribution.errors.ts';
import { steamStoreUrl, utmStoreUrl, type TrackedActivationKind } from '../domain/tracked-link.ts';
import type { AttributionDeps } from './attribution-deps.ts';

/** The creator's own link of an activation: what they share, and the store page it opens. */
export interface MyTrackedLink {
  readonly kind: TrackedActivationKind;
  readonly activationId: string;
  readonly creatorId: string;
  /** Where the link ends up, with the UTM parameters Steam records. */
  readonly storeUrl: string;
}

/**
 * A creator sees their tracked link once they are in (a claimed key, an accepted run) and the
 * activation has a Steam game. Anyone else (another creator, a company) is refused: there is no link
 * of theirs to show, and a link of someone else's is not theirs to share.
 */
export class GetMyTrackedLink {
  private readonly deps: Pick<AttributionDeps, 'targets'>;
  constructor(deps: Pick<AttributionDeps, 'targets'>) {
    this.deps = deps;
  }

  async execute(input: {
    creatorId: string;
    kind: TrackedActivationKind;
    activationId: string;
  }): Promise<Result<MyTrackedLink, TrackedLinkNotFound>> {
    const target = await this.deps.targets.find(input.kind, input.activationId, input.creatorId);
    if (!target || !target.creatorIsIn || target.steamAppId === null) return err(new TrackedLinkNotFound());
    return ok({
      kind: target.kind,
      activationId: target.activationId,
      creatorId: target.creatorId,
      storeUrl: utmStoreUrl(steamStoreUrl(target.steamAppId), { campaign: target.activationId, content: target.creatorId }),
    });
  }
}
