import { ok, type Result } from '../../shared/result.ts';
import type { CreatorPageNotFound } from '../domain/creator-pages.errors.ts';
import { loadOwnPage, type CreatorPagesDeps } from './creator-pages-deps.ts';

/** Removes the page; its address is free for anyone afterwards. */
export class DeleteCreatorPage {
  private readonly deps: Pick<CreatorPagesDeps, 'pages'>;

  constructor(deps: Pick<CreatorPagesDeps, 'pages'>) {
    this.deps = deps;
  }

  async execute(input: { creatorId: string; pageId: string }): Promise<Result<{ id: string }, CreatorPageNotFound>> {
    const loaded = await loadOwnPage(this.deps, input.pageId, input.creatorId);
    if (!loaded.ok) return loaded;
    await this.deps.pages.delete(loaded.value.id);
    return ok({ id: loaded.value.id });
  }
}
