import { SettableClock } from '../../shared/testing/settable-clock.ts';
import type { PublishingDeps } from '../application/publishing-deps.ts';
import { InMemoryActivationPublishingRepository } from './in-memory-activation-publishing-repository.ts';
import { InMemoryPublisherDirectory } from './in-memory-publisher-directory.ts';
import { PUBLISHING_NOW } from './publishing-builders.ts';

export interface PublishingTestDeps extends PublishingDeps {
  activations: InMemoryActivationPublishingRepository;
  publishers: InMemoryPublisherDirectory;
  clock: SettableClock;
}

export const publishingTestDeps = (now: Date = PUBLISHING_NOW): PublishingTestDeps => ({
  activations: new InMemoryActivationPublishingRepository(),
  publishers: new InMemoryPublisherDirectory(),
  clock: new SettableClock(now),
});
