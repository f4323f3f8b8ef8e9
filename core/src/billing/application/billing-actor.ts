import { err, ok, type Result } from '../../shared/result.ts';
import { NotBillingMember, NotBillingOwner } from '../domain/billing.errors.ts';
import type { BillingMembership } from '../ports/billing-company-directory.port.ts';
import type { BillingDeps } from './billing-deps.ts';

export async function billingMember(
  deps: Pick<BillingDeps, 'directory'>,
  actorUserId: string,
): Promise<Result<BillingMembership, NotBillingMember>> {
  const membership = await deps.directory.membershipOf(actorUserId);
  return membership ? ok(membership) : err(new NotBillingMember());
}

export async function billingOwner(
  deps: Pick<BillingDeps, 'directory'>,
  actorUserId: string,
): Promise<Result<BillingMembership, NotBillingMember | NotBillingOwner>> {
  const membership = await billingMember(deps, actorUserId);
  if (!membership.ok) return membership;
  return membership.value.isOwner ? membership : err(new NotBillingOwner());
}
