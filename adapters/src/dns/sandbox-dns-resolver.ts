import type { DnsResolverPort } from '@lurkit/core/programs/ports/dns-resolver.port.ts';
import { verificationRecordValue } from '@lurkit/core/programs/domain/domain-verification.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { unitOfWork } from '../postgres/shared/unit-of-work.ts';

const PREFIX = '_lurkit-verify.';

/**
 * The default resolver outside production unless DNS_RESOLVER=live: no lookup leaves the machine.
 * It answers every claimed domain's verification name with that domain's own record, so a domain added
 * in development is verified by its first check; page settings say the sandbox answered (`sandbox`).
 */
export class SandboxDnsResolver implements DnsResolverPort {
  readonly sandbox = true;
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async resolveTxt(name: string): Promise<readonly string[]> {
    const lower = name.toLowerCase().replace(/\.$/, '');
    if (!lower.startsWith(PREFIX)) return [];
    const [row] = await unitOfWork(this.#em).execute<{ token: string }[]>('select token from company_custom_domain where domain = ?', [
      lower.slice(PREFIX.length),
    ]);
    return row ? [verificationRecordValue(row.token)] : [];
  }
}
