/** What one HTTP request works with: every context's ports on one unit of work (see adapters/src/wiring). */
export type { Scope as RequestScope, ScopeFactory as RequestScopeFactory } from '@lurkit/adapters/wiring/scope.ts';
