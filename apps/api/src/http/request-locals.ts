import type { Response } from 'express';
import type { SessionView } from '@lurkit/core/accounts/application/get-session.ts';
import type { RequestScope } from '../request-scope.ts';

/** Typed access to what the middleware attaches to a request. */
interface Locals {
  scope: RequestScope;
  session: SessionView | null;
  sessionToken: string | null;
}

export const localsOf = (res: Response): Locals => res.locals as Locals;
