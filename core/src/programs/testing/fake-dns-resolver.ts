import type { DnsResolverPort } from '../ports/dns-resolver.port.ts';
import { DnsUnavailable } from '../ports/dns-resolver.port.ts';

/** DNS in memory: a test publishes and withdraws TXT records, or makes the resolver fail like an outage. */
export class FakeDnsResolver implements DnsResolverPort {
  readonly sandbox = false;
  readonly #records = new Map<string, string[]>();
  #down = false;
  /** Every name asked, in order. */
  readonly asked: string[] = [];

  publish(name: string, value: string): void {
    const key = name.toLowerCase();
    this.#records.set(key, [...(this.#records.get(key) ?? []), value]);
  }

  withdraw(name: string): void {
    this.#records.delete(name.toLowerCase());
  }

  /** While down, every lookup throws DnsUnavailable. */
  setDown(down: boolean): void {
    this.#down = down;
  }

  async resolveTxt(name: string): Promise<readonly string[]> {
    this.asked.push(name);
    if (this.#down) throw new DnsUnavailable(name, 'the fake resolver is down');
    return [...(this.#records.get(name.toLowerCase().replace(/\.$/, '')) ?? [])];
  }
}
