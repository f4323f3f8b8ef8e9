import type { EntityManager } from '@mikro-orm/postgresql';
import { contextWirings, type ContextName, type Contexts } from './contexts.ts';
import type { Infrastructure } from './infrastructure.ts';

/** What one HTTP request or one job works with: each context's ports, bound to one unit of work. */
export type Scope = Contexts & {
  /**
   * Runs `work` in one database transaction with a scope bound to it: every save and every job queued
   * through it commits together or not at all. Inside a transaction it joins the open one.
   */
  transaction<T>(work: (scope: Scope) => Promise<T>): Promise<T>;
  readonly inTransaction: boolean;
};

export type ScopeFactory = () => Scope;

export function createScope(em: EntityManager, infra: Infrastructure): Scope {
  const built = new Map<ContextName, unknown>();
  const inTransaction = em.isInTransaction();
  const scope = {
    inTransaction,
    transaction: <T>(work: (inner: Scope) => Promise<T>): Promise<T> =>
      inTransaction ? work(scope) : em.transactional((tx) => work(createScope(tx, infra))),
  } as Scope;
  for (const name of Object.keys(contextWirings) as ContextName[]) {
    Object.defineProperty(scope, name, {
      enumerable: true,
      get: () => {
        if (!built.has(name)) built.set(name, contextWirings[name](em, infra));
        return built.get(name);
      },
    });
  }
  return scope;
}

/** A fresh unit of work per call: entities never leak between requests or jobs. */
export const scopeFactory =
  (root: EntityManager, infra: Infrastructure): ScopeFactory =>
  () =>
    createScope(root.fork(), infra);
