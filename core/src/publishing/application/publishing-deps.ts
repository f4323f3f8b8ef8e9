import type { ClockPort } from '../../shared/clock.port.ts';
import type { ActivationPublishingRepositoryPort } from '../ports/activation-publishing-repository.port.ts';
import type { PublisherDirectoryPort } from '../ports/publisher-directory.port.ts';

export interface PublishingDeps {
  activations: ActivationPublishingRepositoryPort;
  publishers: PublisherDirectoryPort;
  clock: ClockPort;
}
