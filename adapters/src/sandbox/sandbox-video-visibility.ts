import { VIDEO_VISIBILITIES, type VideoVisibility } from '@lurkit/core/quests/domain/content-submission.ts';
import type { VideoVisibilityPort } from '@lurkit/core/quests/ports/video-visibility.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SandboxVideoEntity } from '../postgres/payments/payments.entities.ts';
import { knownValue } from '../postgres/shared/known-value.ts';
import { unitOfWork } from '../postgres/shared/unit-of-work.ts';

/**
 * The video platforms played locally: a video is unlisted (as a creator uploads for a review) until a
 * developer makes it public on /dev/videos. The default while no YouTube or Twitch API key is set.
 */
export class SandboxVideoVisibility implements VideoVisibilityPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async visibilityOf(_platform: string, url: string): Promise<VideoVisibility | null> {
    const row = await unitOfWork(this.#em).findOne(SandboxVideoEntity, { url });
    return row ? knownValue(VIDEO_VISIBILITIES, row.visibility, 'visibility') : 'unlisted';
  }

  async set(url: string, visibility: VideoVisibility): Promise<void> {
    await unitOfWork(this.#em).execute(
      `insert into sandbox_video (url, visibility, updated_at) values (?, ?, now()) on conflict (url) do update set visibility = excluded.visibility, updated_at = now()`,
      [url, visibility],
    );
  }
}
