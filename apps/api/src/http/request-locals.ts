import type { Response } from 'express';
import type { SessionView } from '@lurkit/core/accounts/application/get-session.ts';
import type { RequestScope } from '../request-scope.ts';

/** Typed access to what the middleware attaches to a request. */
interface Locals {
  scope: RequestScope;
  session: SessionView | null;
  sessionToken: string | null;
  /** The client's address as express sees it (`trust proxy` is loopback: a local proxy's X-Forwarded-For counts). */
  clientIp: string;
  /** Marks the sender as having written (see ReadYourWrites); call before the answer is sent. */
  wrote: () => void;
}

export const localsOf = (res: Response): Locals => res.locals as Locals;
