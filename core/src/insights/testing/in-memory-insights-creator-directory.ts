import type { InsightsCreator, InsightsCreatorDirectoryPort } from '../ports/insights-creator-directory.port.ts';

export class InMemoryInsightsCreatorDirectory implements InsightsCreatorDirectoryPort {
  readonly #creators = new Map<string, InsightsCreator>();

  /** Test helper. */
  add(creator: InsightsCreator): void {
    this.#creators.set(creator.id, creator);
  }

  async findCreators(ids: readonly string[]): Promise<InsightsCreator[]> {
    return ids.flatMap((id) => {
      const creator = this.#creators.get(id);
      return creator ? [structuredClone(creator)] : [];
    });
  }
}
