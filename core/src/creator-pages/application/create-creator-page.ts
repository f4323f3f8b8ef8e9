import { newId } from '../../shared/ids.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import type { CreatorPage } from '../domain/creator-page.entity.ts';
import { MAX_CREATOR_PAGES } from '../domain/creator-page.schema.ts';
import { TooManyCreatorPages } from '../domain/creator-pages.errors.ts';
import { checkCreatorPageForm, type CreatorPageFormError } from './creator-page-form.ts';
import type { CreatorPagesDeps } from './creator-pages-deps.ts';

export type CreateCreatorPageError = CreatorPageFormError | TooManyCreatorPages;

/** A new public page at `/{slug}`; a creator has at most six (spec 9). */
export class CreateCreatorPage {
  private readonly deps: Pick<CreatorPagesDeps, 'pages' | 'clock'>;

  constructor(deps: Pick<CreatorPagesDeps, 'pages' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: { creatorId: string; form: unknown }): Promise<Result<CreatorPage, CreateCreatorPageError>> {
    if ((await this.deps.pages.listByCreator(input.creatorId)).length >= MAX_CREATOR_PAGES) return err(new TooManyCreatorPages());
    const checked = await checkCreatorPageForm(this.deps, input.form, null);
    if (!checked.ok) return checked;
    const now = this.deps.clock.now();
    const page: CreatorPage = { id: newId(), creatorId: input.creatorId, ...checked.value, createdAt: now, updatedAt: now };
    // The count above answers at once; the store decides two creates that both passed it.
    if (!(await this.deps.pages.insertWithinLimit(page, MAX_CREATOR_PAGES))) return err(new TooManyCreatorPages());
    return ok(page);
  }
}
