import type { VideoVisibility } from '../domain/content-submission.ts';
import type { OfferPlatform } from '../domain/offer.schema.ts';
import type { VideoVisibilityPort } from '../ports/video-visibility.port.ts';

/** Videos a test has put on the platforms; anything else is not found. */
export class FakeVideoVisibility implements VideoVisibilityPort {
  readonly #videos = new Map<string, VideoVisibility>();

  set(platform: OfferPlatform, url: string, visibility: VideoVisibility): void {
    this.#videos.set(`${platform} ${url}`, visibility);
  }

  async visibilityOf(platform: OfferPlatform, url: string): Promise<VideoVisibility | null> {
    return this.#videos.get(`${platform} ${url}`) ?? null;
  }
}
