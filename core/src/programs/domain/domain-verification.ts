import { newId } from '../../shared/ids.ts';

/**
 * A custom domain is served only once its owner proved it: pending until the TXT record is seen,
 * verified while it is, suspended when a later check no longer finds it, verified again when it returns.
 */
export const DOMAIN_STATUSES = ['pending', 'verified', 'suspended'] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];

export interface CustomDomain {
  companyId: string;
  /** Lower-case host, e.g. play.example.com. */
  domain: string;
  /** Random per domain: a new domain gets a new token, so an old record proves nothing about it. */
  token: string;
  status: DomainStatus;
  checkedAt: Date | null;
  verifiedAt: Date | null;
}

/** Where the company adds the record: a name of its own under the domain, so it never clashes with SPF and the like. */
export const verificationRecordName = (domain: string): string => `_lurkit-verify.${domain}`;

/** What the record must hold. */
export const verificationRecordValue = (token: string): string => `lurkit-verify=${token}`;

/** 32 hex characters from a random UUID (122 random bits). */
export const newVerificationToken = (): string => newId().replace(/-/g, '');

/** A domain the company just added: nothing is served on it until the record is found. */
export function pendingDomain(companyId: string, domain: string): CustomDomain {
  return { companyId, domain, token: newVerificationToken(), status: 'pending', checkedAt: null, verifiedAt: null };
}

/** The state after a check that did (`found`) or did not find the record. */
export function nextStatus(status: DomainStatus, found: boolean): DomainStatus {
  if (found) return 'verified';
  return status === 'pending' ? 'pending' : 'suspended';
}

/** The domain after a check at `at`; `verifiedAt` is when it was last (re)verified. */
export function afterCheck(domain: CustomDomain, records: readonly string[], at: Date): CustomDomain {
  const found = records.some((r) => r.trim() === verificationRecordValue(domain.token));
  const status = nextStatus(domain.status, found);
  const verifiedAt = status === 'verified' && domain.status !== 'verified' ? at : domain.verifiedAt;
  return { ...domain, status, checkedAt: at, verifiedAt };
}
