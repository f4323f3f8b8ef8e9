import type { CreatorShowcase, CreatorShowcasePort } from '../ports/creator-showcase.port.ts';

export class InMemoryCreatorShowcase implements CreatorShowcasePort {
  readonly creators = new Map<string, CreatorShowcase>();

  async find(creatorId: string): Promise<CreatorShowcase | null> {
    return this.creators.get(creatorId) ?? null;
  }
}
