import type { ClockPort } from '../../shared/clock.port.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import type { CreatorList } from '../domain/creator-list.entity.ts';
import { CreatorListNotFound } from '../domain/creator-lists.errors.ts';
import type { CreatorListRepositoryPort } from '../ports/creator-list-repository.port.ts';
import type { CreatorLookupPort } from '../ports/creator-lookup.port.ts';
import type { PlatformVipRepositoryPort } from '../ports/platform-vip-repository.port.ts';
import type { VipActivationDirectoryPort } from '../ports/vip-activation-directory.port.ts';
import type { VipGrantRepositoryPort } from '../ports/vip-grant-repository.port.ts';

export interface CreatorListsDeps {
  lists: CreatorListRepositoryPort;
  vipGrants: VipGrantRepositoryPort;
  /** VIP access set by staff for every activation. */
  platformVip: PlatformVipRepositoryPort;
  creators: CreatorLookupPort;
  activations: VipActivationDirectoryPort;
  clock: ClockPort;
}

/** Another company's list answers "not found", like a missing one. */
export async function loadList(
  deps: Pick<CreatorListsDeps, 'lists'>,
  listId: string,
  companyId: string,
): Promise<Result<CreatorList, CreatorListNotFound>> {
  const list = await deps.lists.findById(listId);
  return list && list.companyId === companyId ? ok(list) : err(new CreatorListNotFound());
}
