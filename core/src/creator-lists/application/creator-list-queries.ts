import type { PageRequest } from '../../shared/page.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import type { CreatorList, CreatorListMember, CreatorListSummary } from '../domain/creator-list.entity.ts';
import { CreatorListEmpty, type CreatorListNotFound } from '../domain/creator-lists.errors.ts';
import { loadList, type CreatorListsDeps } from './creator-lists-deps.ts';

/** The Lists page: the company's lists by name with their counts. */
export class ListCreatorLists {
  private readonly deps: Pick<CreatorListsDeps, 'lists'>;

  constructor(deps: Pick<CreatorListsDeps, 'lists'>) {
    this.deps = deps;
  }

  execute(input: { companyId: string }): Promise<CreatorListSummary[]> {
    return this.deps.lists.listByCompany(input.companyId);
  }
}

/** One list of the company's with its count (the list's creators page header). */
export class ViewCreatorList {
  private readonly deps: Pick<CreatorListsDeps, 'lists'>;

  constructor(deps: Pick<CreatorListsDeps, 'lists'>) {
    this.deps = deps;
  }

  async execute(input: { companyId: string; listId: string }): Promise<Result<CreatorListSummary, CreatorListNotFound>> {
    const loaded = await loadList(this.deps, input.listId, input.companyId);
    if (!loaded.ok) return loaded;
    return ok({ list: loaded.value, creatorCount: await this.deps.lists.countMembers(loaded.value.id) });
  }
}

/** One list of the company's, with one page of its creators. */
export class ListCreatorListMembers {
  private readonly deps: Pick<CreatorListsDeps, 'lists'>;

  constructor(deps: Pick<CreatorListsDeps, 'lists'>) {
    this.deps = deps;
  }

  async execute(input: {
    companyId: string;
    listId: string;
    page: PageRequest;
  }): Promise<Result<{ list: CreatorList; members: CreatorListMember[] }, CreatorListNotFound>> {
    const loaded = await loadList(this.deps, input.listId, input.companyId);
    if (!loaded.ok) return loaded;
    return ok({ list: loaded.value, members: await this.deps.lists.listMembers(loaded.value.id, input.page) });
  }
}

/** Every creator on one of the company's lists: what "invite the whole list" sends; an empty list is refused. */
export class CreatorListMemberIds {
  private readonly deps: Pick<CreatorListsDeps, 'lists'>;

  constructor(deps: Pick<CreatorListsDeps, 'lists'>) {
    this.deps = deps;
  }

  async execute(input: { companyId: string; listId: string }): Promise<Result<string[], CreatorListNotFound | CreatorListEmpty>> {
    const loaded = await loadList(this.deps, input.listId, input.companyId);
    if (!loaded.ok) return loaded;
    const ids = await this.deps.lists.memberIds(loaded.value.id);
    return ids.length > 0 ? ok(ids) : err(new CreatorListEmpty());
  }
}
