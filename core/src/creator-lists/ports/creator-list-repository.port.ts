import type { PageRequest } from '../../shared/page.ts';
import type { CreatorList, CreatorListMember, CreatorListSummary } from '../domain/creator-list.entity.ts';

export interface CreatorListRepositoryPort {
  findById(id: string): Promise<CreatorList | null>;
  /** Names are unique per company regardless of case ("Nordics" and "nordics" are one name). */
  findByName(companyId: string, name: string): Promise<CreatorList | null>;
  /** Inserts or updates (a rename). */
  save(list: CreatorList): Promise<void>;
  /** Removes the list and its members. */
  delete(id: string): Promise<void>;
  /** The company's lists by name, each with its creator count. */
  listByCompany(companyId: string): Promise<CreatorListSummary[]>;
  /** One page of a list's creators, oldest addition first. */
  listMembers(listId: string, page: PageRequest): Promise<CreatorListMember[]>;
  cursorOf(member: CreatorListMember): string;
  countMembers(listId: string): Promise<number>;
  /** Every creator id on the list (for inviting the whole list). */
  memberIds(listId: string): Promise<string[]>;
  /** Adds the creators not yet on the list; answers those it added. */
  addMembers(listId: string, creatorIds: readonly string[], at: Date): Promise<string[]>;
  /** Answers the creators that were on the list and are now removed. */
  removeMembers(listId: string, creatorIds: readonly string[]): Promise<string[]>;
}
