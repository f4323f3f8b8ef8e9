import type { PageRequest } from '../../shared/page.ts';
import type { ArchivedActivation } from '../domain/archived-activation.ts';
import type { PublishableActivation } from '../domain/publishable-activation.entity.ts';

/**
 * Loads an activation's publish state with the facts the checks need, and saves the state back.
 * The adapter reads the quest, key campaign or mission tables; save writes only the publish columns.
 */
export interface ActivationPublishingRepositoryPort {
  findById(id: string): Promise<PublishableActivation | null>;
  save(activation: PublishableActivation): Promise<void>;
  /** Removes a never-published activation with everything hanging on it; false when it is not there. */
  delete(id: string): Promise<boolean>;
  /** Staff's view of what companies archived, the latest first. */
  listArchived(page: PageRequest): Promise<ArchivedActivation[]>;
}
