import type { TrackedClick, TrackedClickStorePort } from '@lurkit/core/attribution/ports/tracked-click-store.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { unitOfWork } from '../shared/unit-of-work.ts';

/** One row per counted click on a Key campaign's or Quest's tracked link. */
export class MikroOrmTrackedClicks implements TrackedClickStorePort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async record(click: TrackedClick): Promise<void> {
    await unitOfWork(this.#em).execute(
      'insert into activation_click (activation_kind, activation_id, creator_id, clicked_at) values (?, ?, ?, ?)',
      [click.kind, click.activationId, click.creatorId, click.at],
    );
  }
}
