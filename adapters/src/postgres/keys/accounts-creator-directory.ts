import type { CreatorDirectoryPort, CreatorProfile } from '@lurkit/core/keys/ports/creator-directory.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { UserAccountEntity } from '../accounts/user-account.entity.ts';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';

/**
 * Creators as the keys context reads them. A User-type account has asked for creator access but not
 * got it yet (spec 2): it may request keys and waits for access; company users are not creators.
 */
export class AccountsCreatorDirectory implements CreatorDirectoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async findCreator(creatorId: string): Promise<CreatorProfile | null> {
    if (!isUuid(creatorId)) return null;
    const row = await unitOfWork(this.#em).findOne(UserAccountEntity, { id: creatorId, userType: { $in: ['Creator', 'User'] } });
    if (!row) return null;
    return { id: row.id, email: row.email, displayName: row.displayName, hasFullCreatorAccess: row.userType === 'Creator' };
  }
}
