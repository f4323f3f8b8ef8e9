import { err, ok, type Result } from '../../../shared/result.ts';
import type { UserRepositoryPort } from '../../ports/user-repository.port.ts';
import { StaffOnly } from '../company-review.errors.ts';

/** Read from the account itself, not the session: a flag removed by an operator takes effect at once. */
export async function requireStaff(users: UserRepositoryPort, actorUserId: string): Promise<Result<void, StaffOnly>> {
  const actor = await users.findById(actorUserId);
  return actor?.isStaff && actor.status === 'active' ? ok(undefined) : err(new StaffOnly());
}
