import type { VideoVisibility } from '../domain/content-submission.ts';
import type { OfferPlatform } from '../domain/offer.schema.ts';

/** Asks the platform how a submitted video is shown; null when it cannot be found. */
export interface VideoVisibilityPort {
  visibilityOf(platform: OfferPlatform, url: string): Promise<VideoVisibility | null>;
}
