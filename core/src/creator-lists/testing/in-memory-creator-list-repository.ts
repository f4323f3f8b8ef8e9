import { encodeCursor, keysetPage, type KeysetKey } from '../../shared/keyset.ts';
import type { PageRequest } from '../../shared/page.ts';
import type { CreatorList, CreatorListMember, CreatorListSummary } from '../domain/creator-list.entity.ts';
import type { CreatorListRepositoryPort } from '../ports/creator-list-repository.port.ts';

const memberKey = (m: CreatorListMember): KeysetKey => [m.addedAt.getTime(), m.creatorId];

export class InMemoryCreatorListRepository implements CreatorListRepositoryPort {
  readonly #lists = new Map<string, CreatorList>();
  readonly #members = new Map<string, CreatorListMember[]>();

  async findById(id: string): Promise<CreatorList | null> {
    const list = this.#lists.get(id);
    return list ? structuredClone(list) : null;
  }

  async findByName(companyId: string, name: string): Promise<CreatorList | null> {
    const wanted = name.toLowerCase();
    const list = [...this.#lists.values()].find((l) => l.companyId === companyId && l.name.toLowerCase() === wanted);
    return list ? structuredClone(list) : null;
  }

  async save(list: CreatorList): Promise<void> {
    this.#lists.set(list.id, structuredClone(list));
  }

  async delete(id: string): Promise<void> {
    this.#lists.delete(id);
    this.#members.delete(id);
  }

  async listByCompany(companyId: string): Promise<CreatorListSummary[]> {
    return [...this.#lists.values()]
      .filter((l) => l.companyId === companyId)
      .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id.localeCompare(b.id))
      .map((list) => ({ list: structuredClone(list), creatorCount: this.#members.get(list.id)?.length ?? 0 }));
  }

  async listMembers(listId: string, page: PageRequest): Promise<CreatorListMember[]> {
    return keysetPage(this.#members.get(listId) ?? [], memberKey, page).map((m) => structuredClone(m));
  }

  cursorOf(member: CreatorListMember): string {
    return encodeCursor(memberKey(member));
  }

  async countMembers(listId: string): Promise<number> {
    return this.#members.get(listId)?.length ?? 0;
  }

  async memberIds(listId: string): Promise<string[]> {
    return (this.#members.get(listId) ?? []).map((m) => m.creatorId);
  }

  async addMembers(listId: string, creatorIds: readonly string[], at: Date): Promise<string[]> {
    if (!this.#lists.has(listId)) return [];
    const members = this.#members.get(listId) ?? [];
    const added = [...new Set(creatorIds)].filter((id) => !members.some((m) => m.creatorId === id));
    this.#members.set(listId, [...members, ...added.map((creatorId) => ({ listId, creatorId, addedAt: at }))]);
    return added;
  }

  async removeMembers(listId: string, creatorIds: readonly string[]): Promise<string[]> {
    const members = this.#members.get(listId) ?? [];
    const removing = new Set(creatorIds);
    this.#members.set(
      listId,
      members.filter((m) => !removing.has(m.creatorId)),
    );
    return members.filter((m) => removing.has(m.creatorId)).map((m) => m.creatorId);
  }
}
