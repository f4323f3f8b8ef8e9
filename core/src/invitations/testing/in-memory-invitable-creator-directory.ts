import type { InvitableCreator, InvitableCreatorDirectoryPort } from '../ports/invitable-creator-directory.port.ts';

export class InMemoryInvitableCreatorDirectory implements InvitableCreatorDirectoryPort {
  readonly #creators = new Map<string, InvitableCreator>();

  add(creator: InvitableCreator): void {
    this.#creators.set(creator.id, { ...creator });
  }

  async findCreator(userId: string): Promise<InvitableCreator | null> {
    const creator = this.#creators.get(userId);
    return creator ? { ...creator } : null;
  }

  async findCreatorByEmail(email: string): Promise<InvitableCreator | null> {
    const creator = [...this.#creators.values()].find((c) => c.email.toLowerCase() === email.toLowerCase());
    return creator ? { ...creator } : null;
  }

  async findCreators(userIds: readonly string[]): Promise<InvitableCreator[]> {
    return userIds.flatMap((id) => {
      const creator = this.#creators.get(id);
      return creator ? [{ ...creator }] : [];
    });
  }
}
