import * as v from 'valibot';
import { parseInput, type InvalidField } from '../../shared/invalid-field.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import type { CreatorPage } from '../domain/creator-page.entity.ts';
import { creatorPageSchema, RESERVED_CREATOR_PAGE_NAMES } from '../domain/creator-page.schema.ts';
import { CreatorPageNameInvalid, CreatorPageNameReserved, CreatorPageNameTaken } from '../domain/creator-pages.errors.ts';
import type { CreatorPagesDeps } from './creator-pages-deps.ts';

export type CreatorPageFormError = InvalidField | CreatorPageNameInvalid | CreatorPageNameReserved | CreatorPageNameTaken;
export type CreatorPageValues = Pick<CreatorPage, 'slug' | 'title' | 'bio' | 'links'>;

/**
 * The form checked whole: the name's format answers the spec's 2012 and a reserved name 3000 at the
 * name's field; a name another page has (`ownPageId` excepted) 2013.
 */
export async function checkCreatorPageForm(
  deps: Pick<CreatorPagesDeps, 'pages'>,
  form: unknown,
  ownPageId: string | null,
): Promise<Result<CreatorPageValues, CreatorPageFormError>> {
  const parsed = parseInput(creatorPageSchema, form);
  if (!parsed.ok) return parsed.error.field === 'slug' ? err(new CreatorPageNameInvalid(parsed.error.message)) : parsed;
  const values: v.InferOutput<typeof creatorPageSchema> = parsed.value;
  if (RESERVED_CREATOR_PAGE_NAMES.has(values.slug)) return err(new CreatorPageNameReserved());
  const holder = await deps.pages.findBySlug(values.slug);
  if (holder && holder.id !== ownPageId) return err(new CreatorPageNameTaken());
  return ok({ slug: values.slug, title: values.title, bio: values.bio === '' ? null : values.bio, links: values.links });
}
