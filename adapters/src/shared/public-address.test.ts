import { describe, expect, it } from 'vitest';
import { checkPublicHost } from './public-address.ts';

const kind = async (url: string) => (await checkPublicHost(new URL(url))).kind;

describe('the public-address guard (feeds and webhooks)', () => {
  it('refuses loopback, private, link-local and IPv4-mapped addresses', async () => {
    for (const url of [
      'http://127.0.0.1/',
      'http://10.0.0.8/',
      'http://172.16.4.4/',
      'http://192.168.0.1/',
      'http://169.254.169.254/',
      'http://100.64.0.1/',
      'http://0.0.0.0/',
      'http://[::1]/',
      'http://[fd00::1]/',
      'http://[fe80::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://[::ffff:8.8.8.8]/',
    ])
      expect([url, await kind(url)]).toEqual([url, 'private']);
  });

  it('lets public IPv4 and IPv6 addresses through', async () => {
    for (const url of ['https://203.0.113.10/', 'https://8.8.8.8/', 'https://[2001:db8::1]/'])
      expect([url, await kind(url)]).toEqual([url, 'public']);
  });

  it('answers unresolvable for a host with no address', async () => {
    expect(await kind('https://nowhere.invalid/')).toBe('unresolvable');
  });
});
