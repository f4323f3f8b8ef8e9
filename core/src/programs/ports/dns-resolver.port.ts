/**
 * Reads DNS TXT records, to see whether a company proved it owns a custom domain.
 * A name with no TXT records (or no such name) answers an empty list; a resolver that cannot answer
 * (timeout, server failure) throws, so a check is retried instead of suspending a domain on an outage.
 */
export interface DnsResolverPort {
  /** Each TXT record's strings joined into one value, as RFC 7208 reads long records. */
  resolveTxt(name: string): Promise<readonly string[]>;
  /** True when no real DNS is asked (the sandbox): the settings page says so. */
  readonly sandbox: boolean;
}

/** Thrown by a resolver that could not get an answer; the job retries. */
export class DnsUnavailable extends Error {
  constructor(name: string, reason: string) {
    super(`DNS could not answer for ${name}: ${reason}`);
    this.name = 'DnsUnavailable';
  }
}
