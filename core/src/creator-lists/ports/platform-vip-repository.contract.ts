import { describe, expect, it } from 'vitest';
import type { PlatformVipRepositoryPort } from './platform-vip-repository.port.ts';

/** The behaviour every PlatformVipRepositoryPort keeps; `creator()` gives a fresh creator id the store accepts. */
export function describePlatformVipRepositoryContract(
  name: string,
  setup: () => Promise<{ repo: PlatformVipRepositoryPort; creator(): Promise<string> }>,
): void {
  describe(`${name} (PlatformVipRepositoryPort contract)`, () => {
    it('keeps one entry per creator, replaced by a later save, and forgets it on delete', async () => {
      const { repo, creator } = await setup();
      const [a, b] = [await creator(), await creator()];
      const at = (ms: number) => new Date(Date.UTC(2026, 10, 1) + ms);
      await repo.save({ creatorId: a, waivesLocationAndLanguage: false, grantedBy: 'staff-1', grantedAt: at(0) });
      await repo.save({ creatorId: b, waivesLocationAndLanguage: false, grantedBy: 'staff-1', grantedAt: at(1000) });
      await repo.save({ creatorId: a, waivesLocationAndLanguage: true, grantedBy: 'staff-2', grantedAt: at(2000) });
      expect(await repo.find(a)).toEqual({ creatorId: a, waivesLocationAndLanguage: true, grantedBy: 'staff-2', grantedAt: at(2000) });
      const listed = (await repo.list()).filter((v) => v.creatorId === a || v.creatorId === b);
      expect(listed.map((v) => v.creatorId)).toEqual([a, b]);
      await repo.delete(a);
      expect(await repo.find(a)).toBeNull();
      await repo.delete(a);
      expect(await repo.find(b)).not.toBeNull();
    });
  });
}
