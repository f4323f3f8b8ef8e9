import { dnsResolverContract } from '@lurkit/core/programs/ports/dns-resolver.contract.ts';
import { NodeDnsResolver } from './node-dns-resolver.ts';
import { startUdpDnsServer } from './testing/udp-dns-server.ts';

dnsResolverContract('NodeDnsResolver', async () => {
  const server = await startUdpDnsServer();
  return {
    resolver: new NodeDnsResolver({ servers: [server.address], timeoutMs: 2000 }),
    publish: async (name, value) => server.publish(name, value),
    breakDown: async () => server.breakDown(),
    cleanup: () => server.close(),
  };
});
