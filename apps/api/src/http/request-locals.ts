import type { Response } from 'express';
import type { ApiTokenCaller } from '@lurkit/core/api-tokens/application/authenticate-api-token.ts';
import type { SessionView } from '@lurkit/core/accounts/application/get-session.ts';
import type { RequestScope } from '../request-scope.ts';

/** Typed access to what the middleware attaches to a request. */
interface Locals {
  scope: RequestScope;
  session: SessionView | null;
  sessionToken: string | null;
  /** A bearer call's company API token (the session is then its creator's, made for this call). */
  apiToken?: ApiTokenCaller;
  /** The client's address as express sees it (`trust proxy` is loopback: a local proxy's X-Forwarded-For counts). */
  clientIp: string;
  /** Marks the sender as having written (see ReadYourWrites); call before the answer is sent. */
  wrote: () => void;
}

export const localsOf = (res: Response): Locals => res.locals as Locals;
