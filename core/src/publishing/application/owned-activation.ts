import { err, ok, type Result } from '../../shared/result.ts';
import type { PublishableActivation } from '../domain/publishable-activation.entity.ts';
import { ActivationNotFound, NotActivationOwner } from '../domain/publishing.errors.ts';
import type { Publisher } from '../ports/publisher-directory.port.ts';
import type { PublishingDeps } from './publishing-deps.ts';

export interface OwnedActivation {
  activation: PublishableActivation;
  publisher: Publisher;
}

/** The activation and its publisher, when the actor is a company user of the owning company. */
export async function loadOwnedActivation(
  deps: Pick<PublishingDeps, 'activations' | 'publishers'>,
  activationId: string,
  actorUserId: string,
): Promise<Result<OwnedActivation, ActivationNotFound | NotActivationOwner>> {
  const activation = await deps.activations.findById(activationId);
  // An archived activation is gone for its company: kept only for results and staff.
  if (!activation || activation.archivedAt) return err(new ActivationNotFound());
  const publisher = await deps.publishers.findPublisher(actorUserId);
  if (!publisher || publisher.companyId !== activation.companyId) return err(new NotActivationOwner());
  return ok({ activation, publisher });
}
