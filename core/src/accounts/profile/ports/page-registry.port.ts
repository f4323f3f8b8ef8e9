import type { PageKind } from '../domain/page-kind.ts';

/** Creator and analytics pages as the limits see them; names are unique regardless of case. */
export interface PageRegistryPort {
  countPages(ownerUserId: string, kind: PageKind): Promise<number>;
  isNameTaken(name: string): Promise<boolean>;
}
