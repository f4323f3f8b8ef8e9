import { expect, it } from 'vitest';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import type { DnsResolverPort } from './dns-resolver.port.ts';

export interface DnsResolverFixture extends ContractFixture {
  resolver: DnsResolverPort;
  /** Publishes a TXT record on the DNS the resolver asks. */
  publish(name: string, value: string): Promise<void>;
  /** Makes that DNS fail to answer (a server failure). */
  breakDown(): Promise<void>;
}

/** What the domain checks rely on, for the fake and for the node:dns adapter against a DNS server of the test's. */
export function dnsResolverContract(adapter: string, make: () => Promise<DnsResolverFixture>): void {
  describeContract('DnsResolverPort', adapter, make, (fixture) => {
    it('answers every TXT record on a name, case-insensitively', async () => {
      await fixture().publish('_lurkit-verify.play.example.com', 'lurkit-verify=abc');
      await fixture().publish('_lurkit-verify.play.example.com', 'v=spf1 -all');
      const records = await fixture().resolver.resolveTxt('_lurkit-verify.PLAY.example.com');
      expect([...records].sort()).toEqual(['lurkit-verify=abc', 'v=spf1 -all']);
    });

    it('answers an empty list for a name with no records', async () => {
      await fixture().publish('_lurkit-verify.other.example.com', 'lurkit-verify=abc');
      expect(await fixture().resolver.resolveTxt('_lurkit-verify.play.example.com')).toEqual([]);
    });

    it('throws when DNS cannot answer, so a check is retried rather than taken as "no record"', async () => {
      await fixture().breakDown();
      await expect(fixture().resolver.resolveTxt('_lurkit-verify.play.example.com')).rejects.toThrow();
    });
  });
}
