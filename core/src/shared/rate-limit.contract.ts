import { expect, it } from 'vitest';
import type { RateLimitPort } from './rate-limit.port.ts';
import { describeContract, type ContractFixture } from './testing/describe-contract.ts';

export interface RateLimitFixture extends ContractFixture {
  limits: RateLimitPort;
  /** A second handle on the same counters (another API instance in production). */
  other: RateLimitPort;
}

const at = (iso: string) => new Date(iso);
const T0 = at('2026-03-01T10:00:00.000Z');
const MINUTE = 60_000;

export function describeRateLimitContract(adapter: string, make: () => Promise<RateLimitFixture>): void {
  describeContract('RateLimitPort', adapter, make, (fixture) => {
    it('counts hits per key within one window', async () => {
      const { limits } = fixture();
      expect(await limits.hit('a', MINUTE, T0)).toEqual({ hits: 1, resetsAt: at('2026-03-01T10:01:00.000Z') });
      expect((await limits.hit('a', MINUTE, at('2026-03-01T10:00:30.000Z'))).hits).toBe(2);
      expect((await limits.hit('b', MINUTE, T0)).hits).toBe(1);
      expect(await limits.peek('a', at('2026-03-01T10:00:59.000Z'))).toEqual({ hits: 2, resetsAt: at('2026-03-01T10:01:00.000Z') });
    });

    it('starts a new window once the old one has ended', async () => {
      const { limits } = fixture();
      await limits.hit('a', MINUTE, T0);
      await limits.hit('a', MINUTE, T0);
      expect((await limits.peek('a', at('2026-03-01T10:01:00.000Z'))).hits).toBe(0);
      expect(await limits.hit('a', MINUTE, at('2026-03-01T10:01:00.000Z'))).toEqual({
        hits: 1,
        resetsAt: at('2026-03-01T10:02:00.000Z'),
      });
    });

    it('adds several hits at once', async () => {
      const { limits } = fixture();
      expect((await limits.hit('batch', MINUTE, T0, 40)).hits).toBe(40);
      expect((await limits.hit('batch', MINUTE, T0, 2)).hits).toBe(42);
      expect((await limits.hit('batch', MINUTE, at('2026-03-01T10:01:00.000Z'), 3)).hits).toBe(3);
    });

    it('peeks at an unknown key as zero and forgets a cleared one', async () => {
      const { limits } = fixture();
      expect((await limits.peek('nobody', T0)).hits).toBe(0);
      await limits.hit('a', MINUTE, T0);
      await limits.clear('a');
      expect((await limits.peek('a', T0)).hits).toBe(0);
    });

    it('loses no hit when many arrive at once, from both handles', async () => {
      const { limits, other } = fixture();
      const results = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? other : limits).hit('busy', MINUTE, T0)));
      expect(results.map((r) => r.hits).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
      expect((await other.peek('busy', T0)).hits).toBe(40);
    });
  });
}
