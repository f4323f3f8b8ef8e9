import type { CreatorDirectoryPort, CreatorProfile } from '../ports/creator-directory.port.ts';

export class InMemoryCreatorDirectory implements CreatorDirectoryPort {
  readonly #creators = new Map<string, CreatorProfile>();

  add(creator: CreatorProfile): void {
    this.#creators.set(creator.id, structuredClone(creator));
  }

  async findCreator(creatorId: string): Promise<CreatorProfile | null> {
    const creator = this.#creators.get(creatorId);
    return creator ? structuredClone(creator) : null;
  }
}
