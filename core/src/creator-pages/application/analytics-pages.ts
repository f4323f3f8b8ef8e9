import { newId } from '../../shared/ids.ts';
import { parseInput, type InvalidField } from '../../shared/invalid-field.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import type { AnalyticsPage } from '../domain/analytics-page.entity.ts';
import { analyticsPageSchema, MAX_ANALYTICS_PAGES, type AnalyticsPageValues } from '../domain/analytics-page.schema.ts';
import { AnalyticsPageNameInvalid, AnalyticsPageNotFound, TooManyAnalyticsPages } from '../domain/creator-pages.errors.ts';
import type { CreatorPagesDeps } from './creator-pages-deps.ts';

export type AnalyticsPageFormError = InvalidField | AnalyticsPageNameInvalid;
type Deps = Pick<CreatorPagesDeps, 'analyticsPages' | 'clock'>;

/** The form checked whole; a name of the wrong format answers the spec's 5012 at the name. */
function checkForm(form: unknown): Result<AnalyticsPageValues, AnalyticsPageFormError> {
  const parsed = parseInput(analyticsPageSchema, form);
  if (!parsed.ok) return parsed.error.field === 'name' ? err(new AnalyticsPageNameInvalid(parsed.error.message)) : parsed;
  return parsed;
}

/** Another creator's analytics page answers "not found", like a missing one. */
async function loadOwn(deps: Pick<Deps, 'analyticsPages'>, creatorId: string, pageId: string) {
  const page = await deps.analyticsPages.findById(pageId);
  return page && page.creatorId === creatorId ? ok(page) : err(new AnalyticsPageNotFound());
}

/** A new analytics page; a creator has at most six (spec 9, code 5015). */
export class CreateAnalyticsPage {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: { creatorId: string; form: unknown }): Promise<Result<AnalyticsPage, AnalyticsPageFormError | TooManyAnalyticsPages>> {
    if ((await this.deps.analyticsPages.listByCreator(input.creatorId)).length >= MAX_ANALYTICS_PAGES) return err(new TooManyAnalyticsPages());
    const checked = checkForm(input.form);
    if (!checked.ok) return checked;
    const now = this.deps.clock.now();
    const page: AnalyticsPage = { id: newId(), creatorId: input.creatorId, ...checked.value, createdAt: now, updatedAt: now };
    // The count above answers at once; the store decides two creates that both passed it.
    if (!(await this.deps.analyticsPages.insertWithinLimit(page, MAX_ANALYTICS_PAGES))) return err(new TooManyAnalyticsPages());
    return ok(page);
  }
}

/** Saves one of the creator's own analytics pages whole. */
export class UpdateAnalyticsPage {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: {
    creatorId: string;
    pageId: string;
    form: unknown;
  }): Promise<Result<AnalyticsPage, AnalyticsPageFormError | AnalyticsPageNotFound>> {
    const loaded = await loadOwn(this.deps, input.creatorId, input.pageId);
    if (!loaded.ok) return loaded;
    const checked = checkForm(input.form);
    if (!checked.ok) return checked;
    const page: AnalyticsPage = { ...loaded.value, ...checked.value, updatedAt: this.deps.clock.now() };
    await this.deps.analyticsPages.update(page);
    return ok(page);
  }
}

/** Deletes one of the creator's own analytics pages, making room for another. */
export class DeleteAnalyticsPage {
  private readonly deps: Pick<Deps, 'analyticsPages'>;

  constructor(deps: Pick<Deps, 'analyticsPages'>) {
    this.deps = deps;
  }

  async execute(input: { creatorId: string; pageId: string }): Promise<Result<{ id: string }, AnalyticsPageNotFound>> {
    const loaded = await loadOwn(this.deps, input.creatorId, input.pageId);
    if (!loaded.ok) return loaded;
    await this.deps.analyticsPages.delete(loaded.value.id);
    return ok({ id: loaded.value.id });
  }
}

/** The creator's own analytics pages: the list, and one to show or edit. */
export class AnalyticsPageQueries {
  private readonly deps: Pick<Deps, 'analyticsPages'>;

  constructor(deps: Pick<Deps, 'analyticsPages'>) {
    this.deps = deps;
  }

  mine(creatorId: string): Promise<AnalyticsPage[]> {
    return this.deps.analyticsPages.listByCreator(creatorId);
  }

  own(creatorId: string, pageId: string): Promise<Result<AnalyticsPage, AnalyticsPageNotFound>> {
    return loadOwn(this.deps, creatorId, pageId);
  }
}
