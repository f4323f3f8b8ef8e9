import type { ExploreDeps } from '@lurkit/core/explore/application/explore-queries.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SqlPublicListings } from '../postgres/explore/sql-public-listings.ts';
import type { Infrastructure } from './infrastructure.ts';

/** The public listings (landing, /explore, sitemap), read from a replica when there is one. */
export const exploreWiring = (em: EntityManager, infra: Infrastructure, readOnly: () => EntityManager = () => em): ExploreDeps => ({
  listings: new SqlPublicListings(readOnly()),
  clock: infra.clock,
});
