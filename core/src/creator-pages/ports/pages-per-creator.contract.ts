import { expect, it } from 'vitest';

interface PagesPerCreatorSetup<Page extends { id: string }> {
  repository: {
    insertWithinLimit(page: Page, limit: number): Promise<boolean>;
    listByCreator(creatorId: string): Promise<Page[]>;
  };
  aCreator(): Promise<string>;
}

/**
 * What creator pages and analytics pages stores share: each creator's own pages, oldest first, and a
 * limit that holds when creates race (spec 8, at most so many pages a creator). Called inside a store's
 * contract `describe`.
 */
export function itKeepsPagesPerCreator<Page extends { id: string }>(
  make: () => Promise<PagesPerCreatorSetup<Page>>,
  aPage: (creatorId: string) => Page,
) {
  it("lists a creator's pages oldest first, and no one else's", async () => {
    const { repository, aCreator } = await make();
    const [creator, other] = [await aCreator(), await aCreator()];
    const first = aPage(creator);
    const second = aPage(creator);
    await repository.insertWithinLimit(second, 6);
    await repository.insertWithinLimit(first, 6);
    await repository.insertWithinLimit(aPage(other), 6);
    expect((await repository.listByCreator(creator)).map((p) => p.id)).toEqual([first.id, second.id]);
  });

  it('stops at the limit, also when creates arrive together', async () => {
    const { repository, aCreator } = await make();
    const creator = await aCreator();
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => repository.insertWithinLimit(aPage(creator), 3)));
    expect(outcomes.filter(Boolean)).toHaveLength(3);
    expect(await repository.listByCreator(creator)).toHaveLength(3);
  });
}
