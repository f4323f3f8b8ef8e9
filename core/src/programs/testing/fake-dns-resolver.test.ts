import { dnsResolverContract } from '../ports/dns-resolver.contract.ts';
import { FakeDnsResolver } from './fake-dns-resolver.ts';

dnsResolverContract('FakeDnsResolver', async () => {
  const resolver = new FakeDnsResolver();
  return {
    resolver,
    publish: async (name, value) => resolver.publish(name, value),
    breakDown: async () => resolver.setDown(true),
  };
});
