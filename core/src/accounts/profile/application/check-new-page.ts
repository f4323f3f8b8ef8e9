import { err, ok, type Result } from '../../../shared/result.ts';
import { checkPageLimit } from '../domain/page-limits.ts';
import type { PageKind } from '../domain/page-kind.ts';
import { parsePageName } from '../domain/page-name.ts';
import { PageNameTaken, type InvalidPageNameFormat, type PageLimitReached, type ReservedPageName } from '../domain/profile.errors.ts';
import type { PageRegistryPort } from '../ports/page-registry.port.ts';

export interface CheckNewPageInput {
  ownerUserId: string;
  kind: PageKind;
  name: string;
}
export type CheckNewPageError = PageLimitReached | InvalidPageNameFormat | ReservedPageName | PageNameTaken;

/**
 * Whether a user may create a page with that name: the limit first (no point fixing a name that
 * cannot be used), then format, reserved names and uniqueness. The pages context creates it after.
 */
export class CheckNewPage {
  private readonly deps: { pages: PageRegistryPort };

  constructor(deps: { pages: PageRegistryPort }) {
    this.deps = deps;
  }

  async execute(input: CheckNewPageInput): Promise<Result<{ name: string }, CheckNewPageError>> {
    const limit = checkPageLimit(input.kind, await this.deps.pages.countPages(input.ownerUserId, input.kind));
    if (!limit.ok) return limit;
    const name = parsePageName(input.kind, input.name);
    if (!name.ok) return name;
    if (await this.deps.pages.isNameTaken(name.value)) return err(new PageNameTaken());
    return ok({ name: name.value });
  }
}
