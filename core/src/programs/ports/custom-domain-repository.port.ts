/** Which company's page a custom domain serves; one domain per company, each domain once. */
export interface CustomDomainRepositoryPort {
  findByCompany(companyId: string): Promise<string | null>;
  findCompanyByDomain(domain: string): Promise<string | null>;
  /** Sets or (with null) removes the company's domain. */
  save(companyId: string, domain: string | null, at: Date): Promise<void>;
}
