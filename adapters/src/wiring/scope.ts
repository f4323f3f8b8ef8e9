import type { EntityManager } from '@mikro-orm/postgresql';
import type { AccountChange, SessionViewCache } from '../caching/session-view-cache.ts';
import { contextWirings, type ContextName, type Contexts } from './contexts.ts';
import type { Infrastructure } from './infrastructure.ts';
import type { ReadReplicas } from '../postgres/shared/read-replicas.ts';

/** What one HTTP request or one job works with: each context's ports, bound to one unit of work. */
export type Scope = Contexts & {
  /**
   * Runs `work` in one database transaction with a scope bound to it: every save and every job queued
   * through it commits together or not at all. Inside a transaction it joins the open one.
   */
  transaction<T>(work: (scope: Scope) => Promise<T>): Promise<T>;
  readonly inTransaction: boolean;
  /** This process's short-lived resolved sessions, when it keeps them (the API does). */
  readonly sessionViews: SessionViewCache | null;
};

export interface ScopeOptions {
  /** Read-only work stays on the primary too: the asker wrote moments ago and must read it back. */
  primaryOnly?: boolean;
}

export type ScopeFactory = (options?: ScopeOptions) => Scope;

/**
 * `em` is called at most once, when a context or a transaction first needs the unit of work.
 * `readOnly` makes the units of work of read-only work (a replica's); without it, and in a
 * transaction, that work reads through the scope's own unit of work.
 */
export function createScope(em: EntityManager | (() => EntityManager), infra: Infrastructure, readOnly?: () => EntityManager): Scope {
  let unit = typeof em === 'function' ? null : em;
  const unitOfWork = (): EntityManager => (unit ??= (em as () => EntityManager)());
  const inTransaction = unit?.isInTransaction() ?? false;
  let reading: EntityManager | null = null;
  const readOnlyUnit = (): EntityManager => (reading ??= readOnly && !inTransaction ? readOnly() : unitOfWork());
  const built = new Map<ContextName, unknown>();
  const scope = {
    inTransaction,
    sessionViews: infra.sessionViews ?? null,
    transaction: <T>(work: (inner: Scope) => Promise<T>): Promise<T> =>
      inTransaction ? work(scope) : inOneTransaction(unitOfWork(), infra, work),
  } as Scope;
  for (const name of Object.keys(contextWirings) as ContextName[]) {
    Object.defineProperty(scope, name, {
      enumerable: true,
      get: () => {
        if (!built.has(name)) built.set(name, contextWirings[name](unitOfWork(), infra, readOnlyUnit));
        return built.get(name);
      },
    });
  }
  return scope;
}

/**
 * Account changes are heard as they are written and once more after the commit: a request that read
 * the old rows between the write and the commit may have cached them meanwhile.
 */
async function inOneTransaction<T>(em: EntityManager, infra: Infrastructure, work: (inner: Scope) => Promise<T>): Promise<T> {
  const listener = infra.accountChanges;
  if (!listener) return em.transactional((tx) => work(createScope(tx, infra)));
  const heard: AccountChange[] = [];
  const recording = { changed: (change: AccountChange) => (heard.push(change), listener.changed(change)) };
  try {
    return await em.transactional((tx) => work(createScope(tx, { ...infra, accountChanges: recording })));
  } finally {
    for (const change of heard) listener.changed(change);
  }
}

/**
 * A fresh unit of work per call (forked only when first used): entities never leak between requests or
 * jobs. With replicas, read-only work reads from them unless the scope is asked for the primary only.
 */
export const scopeFactory =
  (root: EntityManager, infra: Infrastructure, replicas: ReadReplicas | null = null): ScopeFactory =>
  (options = {}) =>
    createScope(() => root.fork(), infra, replicas && !options.primaryOnly ? () => replicas.readOnlyUnit() : undefined);
