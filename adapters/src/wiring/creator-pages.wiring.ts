import type { CreatorPagesDeps } from '@lurkit/core/creator-pages/application/creator-pages-deps.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AccountsCreatorShowcase } from '../postgres/creator-pages/accounts-creator-showcase.ts';
import { MikroOrmAnalyticsPageRepository } from '../postgres/creator-pages/mikro-orm-analytics-page-repository.ts';
import { MikroOrmCreatorPageRepository } from '../postgres/creator-pages/mikro-orm-creator-page-repository.ts';
import type { Infrastructure } from './infrastructure.ts';

/** Creator pages on one unit of work. */
export const creatorPagesWiring = (em: EntityManager, infra: Infrastructure): CreatorPagesDeps => ({
  pages: new MikroOrmCreatorPageRepository(em),
  analyticsPages: new MikroOrmAnalyticsPageRepository(em),
  showcase: new AccountsCreatorShowcase(em),
  clock: infra.clock,
});
