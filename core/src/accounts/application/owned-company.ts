import { err, ok, type Result } from '../../shared/result.ts';
import { memberOf, type Company } from '../domain/company.entity.ts';
import { NotCompanyMember, NotCompanyOwner } from '../domain/company.errors.ts';
import type { AccountsDeps } from './accounts-deps.ts';

export async function loadActorCompany(
  deps: Pick<AccountsDeps, 'companies'>,
  actorUserId: string,
): Promise<Result<Company, NotCompanyMember>> {
  const company = await deps.companies.findByMemberUserId(actorUserId);
  return company ? ok(company) : err(new NotCompanyMember());
}

/** Member management is the owner's (spec: the owner deletes members, edits titles, invites). */
export async function loadOwnedCompany(
  deps: Pick<AccountsDeps, 'companies'>,
  actorUserId: string,
): Promise<Result<Company, NotCompanyMember | NotCompanyOwner>> {
  const company = await loadActorCompany(deps, actorUserId);
  if (!company.ok) return company;
  return memberOf(company.value, actorUserId)?.isOwner ? company : err(new NotCompanyOwner());
}
