import type { VideoVisibility } from '../domain/content-submission.ts';
import type { OfferPlatform } from '../domain/offer.schema.ts';

/**
 * Asks the platform how a submitted video is shown, as the creator who submitted it (their grant can
 * see their own unlisted videos); null when it cannot be found.
 */
export interface VideoVisibilityPort {
  visibilityOf(platform: OfferPlatform, url: string, creatorId: string): Promise<VideoVisibility | null>;
}
