import { Resolver } from 'node:dns/promises';
import { DnsUnavailable, type DnsResolverPort } from '@lurkit/core/programs/ports/dns-resolver.port.ts';

export interface NodeDnsSettings {
  /** `host` or `host:port` of the DNS servers to ask; absent, the system's (/etc/resolv.conf). */
  readonly servers?: readonly string[];
  /** Per attempt. */
  readonly timeoutMs?: number;
}

/** Answers that mean "no such record", as opposed to "could not find out". */
const NO_RECORD = new Set(['ENOTFOUND', 'ENODATA']);

/** The real DNS through node:dns/promises (c-ares, not the system's getaddrinfo), with a timeout of its own. */
export class NodeDnsResolver implements DnsResolverPort {
  readonly sandbox = false;
  readonly #resolver: Resolver;

  constructor(settings: NodeDnsSettings = {}) {
    this.#resolver = new Resolver({ timeout: settings.timeoutMs ?? 5000, tries: 2 });
    if (settings.servers?.length) this.#resolver.setServers([...settings.servers]);
  }

  async resolveTxt(name: string): Promise<readonly string[]> {
    try {
      const records = await this.#resolver.resolveTxt(name);
      return records.map((chunks) => chunks.join(''));
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string' && NO_RECORD.has(code)) return [];
      throw new DnsUnavailable(name, typeof code === 'string' ? code : String(error));
    }
  }
}
