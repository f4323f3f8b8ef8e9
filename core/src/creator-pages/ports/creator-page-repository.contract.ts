import { describe, expect, it } from 'vitest';
import { itKeepsPagesPerCreator } from './pages-per-creator.contract.ts';
import type { CreatorPage } from '../domain/creator-page.entity.ts';
import type { CreatorPageRepositoryPort } from './creator-page-repository.port.ts';

export interface CreatorPageContractSetup {
  repository: CreatorPageRepositoryPort;
  /** A creator the store knows (the PostgreSQL twin needs the account row). */
  aCreator(): Promise<string>;
}

let counter = 0;
const aPage = (creatorId: string, overrides: Partial<CreatorPage> = {}): CreatorPage => {
  counter += 1;
  const at = new Date(Date.UTC(2026, 10, 1, 12, 0, counter));
  return {
    id: globalThis.crypto.randomUUID(),
    creatorId,
    slug: `page-${counter}`,
    title: 'Cosy nights',
    bio: 'Streams of cosy games.',
    links: [{ label: 'Shop', url: 'https://shop.example/me' }],
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
};

/** The behaviour every creator page store must have. */
export function describeCreatorPageRepositoryContract(name: string, make: () => Promise<CreatorPageContractSetup>) {
  describe(`${name} (creator page repository contract)`, () => {
    it('inserts, finds by id and by slug, updates and deletes', async () => {
      const { repository, aCreator } = await make();
      const page = aPage(await aCreator());
      expect(await repository.insertWithinLimit(page, 6)).toBe(true);
      expect(await repository.findById(page.id)).toEqual(page);
      expect(await repository.findBySlug(page.slug)).toEqual(page);
      const edited = { ...page, title: 'Renamed', links: [], bio: null, updatedAt: new Date(page.updatedAt.getTime() + 1000) };
      await repository.update(edited);
      expect(await repository.findById(page.id)).toEqual(edited);
      await repository.delete(page.id);
      expect(await repository.findById(page.id)).toBeNull();
      expect(await repository.findBySlug(page.slug)).toBeNull();
    });

    itKeepsPagesPerCreator(make, (creatorId) => aPage(creatorId));
  });
}
