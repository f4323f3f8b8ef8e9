import { SettableClock } from '../../shared/testing/settable-clock.ts';
import type { PublishingDeps } from '../application/publishing-deps.ts';
import { InMemoryActivationPublishingRepository } from './in-memory-activation-publishing-repository.ts';
import { InMemoryPublisherDirectory } from './in-memory-publisher-directory.ts';
import type { PublishableActivation } from '../domain/publishable-activation.entity.ts';
import { aPublisher, PUBLISHING_NOW } from './publishing-builders.ts';

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

/** The activation stored, and its company's user (user-1) asking about it. */
export async function ownedActivation(activation: PublishableActivation) {
  const deps = publishingTestDeps();
  await deps.activations.save(activation);
  deps.publishers.add(aPublisher());
  return { deps, input: { activationId: activation.id, actorUserId: 'user-1' } };
}
