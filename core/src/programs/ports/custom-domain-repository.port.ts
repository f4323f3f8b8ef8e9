import type { CustomDomain } from '../domain/domain-verification.ts';

/** Which company's page a custom domain serves; one domain per company, each domain once. */
export interface CustomDomainRepositoryPort {
  findByCompany(companyId: string): Promise<CustomDomain | null>;
  /** Whoever claimed the domain, verified or not (a domain is claimed once). */
  findCompanyByDomain(domain: string): Promise<string | null>;
  /** The company whose page the domain serves: only a verified domain serves one. */
  findServedCompany(domain: string): Promise<string | null>;
  /** Sets the company's domain, replacing any earlier one with its token and state. */
  save(domain: CustomDomain, at: Date): Promise<void>;
  remove(companyId: string): Promise<void>;
  /**
   * Stores a check's outcome unless the company changed its domain meanwhile (the token no longer
   * matches), so a slow check of an old domain never touches the new one.
   */
  saveCheck(checked: CustomDomain): Promise<void>;
  /** Up to `limit` domains last checked before `checkedBefore` (never checked first): the daily recheck's work. */
  dueForRecheck(checkedBefore: Date, limit: number): Promise<CustomDomain[]>;
}
