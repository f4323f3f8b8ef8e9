import type { PageKind } from '../domain/page-kind.ts';
import type { PageRegistryPort } from '../ports/page-registry.port.ts';

interface StoredPage {
  ownerUserId: string;
  kind: PageKind;
  name: string;
}

export class InMemoryPageRegistry implements PageRegistryPort {
  readonly #pages: StoredPage[] = [];

  async countPages(ownerUserId: string, kind: PageKind): Promise<number> {
    return this.#pages.filter((p) => p.ownerUserId === ownerUserId && p.kind === kind).length;
  }

  async isNameTaken(name: string): Promise<boolean> {
    return this.#pages.some((p) => p.name.toLowerCase() === name.toLowerCase());
  }

  add(page: StoredPage): void {
    this.#pages.push({ ...page });
  }
}
