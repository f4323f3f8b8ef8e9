import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a URL a company gave us may not reach (feeds we read, webhooks we call): what they answer
 * is shown or logged, so a URL pointing into our own network (a metadata service, the database) must
 * never be asked.
 */
const PRIVATE_V4 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
] as const)
  PRIVATE_V4.addSubnet(net, prefix, 'ipv4');
/**
 * Kept apart from the IPv4 list: a BlockList matches IPv4 addresses against IPv4-mapped IPv6 rules, so
 * `::ffff:0:0/96` in one list refused every IPv4 host. Mapped addresses are refused as IPv6 ones only.
 */
const PRIVATE_V6 = new BlockList();
for (const [net, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['::ffff:0:0', 96],
] as const)
  PRIVATE_V6.addSubnet(net, prefix, 'ipv6');

export type HostCheck = { kind: 'public' } | { kind: 'private' | 'unresolvable'; host: string };

/** Where `url`'s host points: every address it resolves to must be public. */
export async function checkPublicHost(url: URL): Promise<HostCheck> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true }).catch(() => []);
  if (addresses.length === 0) return { kind: 'unresolvable', host };
  for (const { address, family } of addresses)
    if (family === 6 ? PRIVATE_V6.check(address, 'ipv6') : PRIVATE_V4.check(address, 'ipv4')) return { kind: 'private', host };
  return { kind: 'public' };
}
