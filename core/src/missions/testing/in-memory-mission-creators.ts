import type { MissionCreatorDirectoryPort } from '../ports/mission-creator-directory.port.ts';

/** Every creator id answers with a made-up address unless a test removes it. */
export class InMemoryMissionCreators implements MissionCreatorDirectoryPort {
  readonly #missing = new Set<string>();

  forget(creatorId: string): void {
    this.#missing.add(creatorId);
  }

  async findCreator(creatorId: string): Promise<{ email: string; displayName: string } | null> {
    return this.#missing.has(creatorId) ? null : { email: `${creatorId}@example.com`, displayName: `Creator ${creatorId}` };
  }
}
