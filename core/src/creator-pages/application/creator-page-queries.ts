import { err, ok, type Result } from '../../shared/result.ts';
import type { CreatorPage } from '../domain/creator-page.entity.ts';
import { CreatorPageNotFound } from '../domain/creator-pages.errors.ts';
import type { CreatorShowcase } from '../ports/creator-showcase.port.ts';
import { loadOwnPage, type CreatorPagesDeps } from './creator-pages-deps.ts';

/** A page as anyone sees it at `/{slug}`, with its creator's name and channels. */
export interface PublicCreatorPage {
  readonly page: CreatorPage;
  readonly creator: CreatorShowcase;
}

export class CreatorPageQueries {
  private readonly deps: CreatorPagesDeps;

  constructor(deps: CreatorPagesDeps) {
    this.deps = deps;
  }

  /** The creator's own pages, oldest first. */
  mine(creatorId: string): Promise<CreatorPage[]> {
    return this.deps.pages.listByCreator(creatorId);
  }

  /** One of the creator's own pages, for its edit form. */
  async own(creatorId: string, pageId: string): Promise<Result<CreatorPage, CreatorPageNotFound>> {
    return loadOwnPage(this.deps, pageId, creatorId);
  }

  /** Anyone, signed in or not; names are matched whatever their case. */
  async bySlug(slug: string): Promise<Result<PublicCreatorPage, CreatorPageNotFound>> {
    const page = await this.deps.pages.findBySlug(slug.trim().toLowerCase());
    if (!page) return err(new CreatorPageNotFound());
    const creator = await this.deps.showcase.find(page.creatorId);
    return creator ? ok({ page, creator }) : err(new CreatorPageNotFound());
  }
}
