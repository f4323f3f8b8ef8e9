import type { Company } from '../domain/company.entity.ts';

/** The company aggregate with its members; names are unique regardless of case. */
export interface CompanyRepositoryPort {
  findById(id: string): Promise<Company | null>;
  findByName(name: string): Promise<Company | null>;
  findByMemberUserId(userId: string): Promise<Company | null>;
  /** Inserts or updates, replacing the member list. */
  save(company: Company): Promise<void>;
  delete(id: string): Promise<void>;
}
