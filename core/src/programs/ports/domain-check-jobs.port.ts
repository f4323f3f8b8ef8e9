/** Queues a DNS check of a company's custom domain (the worker runs it); one waiting check per company. */
export interface DomainCheckJobsPort {
  /** `afterSeconds`: a domain just added is checked a little later, once the company had time to add the record. */
  queueCheck(companyId: string, afterSeconds: number): Promise<void>;
}
