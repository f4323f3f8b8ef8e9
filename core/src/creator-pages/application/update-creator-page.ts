import { ok, type Result } from '../../shared/result.ts';
import type { CreatorPage } from '../domain/creator-page.entity.ts';
import type { CreatorPageNotFound } from '../domain/creator-pages.errors.ts';
import { checkCreatorPageForm, type CreatorPageFormError } from './creator-page-form.ts';
import { loadOwnPage, type CreatorPagesDeps } from './creator-pages-deps.ts';

export type UpdateCreatorPageError = CreatorPageNotFound | CreatorPageFormError;

/** Saves the whole form; a new name moves the page to its new address. */
export class UpdateCreatorPage {
  private readonly deps: Pick<CreatorPagesDeps, 'pages' | 'clock'>;

  constructor(deps: Pick<CreatorPagesDeps, 'pages' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: { creatorId: string; pageId: string; form: unknown }): Promise<Result<CreatorPage, UpdateCreatorPageError>> {
    const loaded = await loadOwnPage(this.deps, input.pageId, input.creatorId);
    if (!loaded.ok) return loaded;
    const checked = await checkCreatorPageForm(this.deps, input.form, loaded.value.id);
    if (!checked.ok) return checked;
    const page: CreatorPage = { ...loaded.value, ...checked.value, updatedAt: this.deps.clock.now() };
    await this.deps.pages.update(page);
    return ok(page);
  }
}
