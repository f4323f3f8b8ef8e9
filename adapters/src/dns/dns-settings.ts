import type { DnsResolverPort } from '@lurkit/core/programs/ports/dns-resolver.port.ts';
import { NodeDnsResolver } from './node-dns-resolver.ts';

/**
 * Custom-domain checks ask the real DNS when DNS_RESOLVER=live, or in production unless
 * DNS_RESOLVER=sandbox; otherwise null, and the wiring uses the sandbox (see SandboxDnsResolver).
 * DNS_SERVERS (comma-separated host[:port]) picks the servers; unset, the system's.
 */
export function dnsResolverFromEnv(env: NodeJS.ProcessEnv): DnsResolverPort | null {
  const live = env.DNS_RESOLVER === 'live' || (env.DNS_RESOLVER !== 'sandbox' && env.NODE_ENV === 'production');
  if (!live) return null;
  const servers = (env.DNS_SERVERS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return new NodeDnsResolver(servers.length ? { servers } : {});
}
