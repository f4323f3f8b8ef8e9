import type { TrackedActivationKind } from '../domain/tracked-link.ts';

export interface TrackedClick {
  readonly kind: TrackedActivationKind;
  readonly activationId: string;
  readonly creatorId: string;
  readonly at: Date;
}

/** Counted clicks on creators' tracked links (bots and prefetches are filtered before this). */
export interface TrackedClickStorePort {
  record(click: TrackedClick): Promise<void>;
}
