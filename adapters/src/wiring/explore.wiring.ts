import type { ExploreDeps } from '@lurkit/core/explore/application/explore-queries.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SqlPublicListings } from '../postgres/explore/sql-public-listings.ts';
import type { Infrastructure } from './infrastructure.ts';

/** The public listings (landing, /explore, sitemap) on one unit of work. */
export const exploreWiring = (em: EntityManager, infra: Infrastructure): ExploreDeps => ({
  listings: new SqlPublicListings(em),
  clock: infra.clock,
});
