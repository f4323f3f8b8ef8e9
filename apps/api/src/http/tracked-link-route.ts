import { FollowActivationLink } from '@lurkit/core/attribution/application/follow-activation-link.ts';
import type { TrackedActivationKind } from '@lurkit/core/attribution/domain/tracked-link.ts';
import { FollowTrackedLink } from '@lurkit/core/missions/application/follow-tracked-link.ts';
import express, { type Request, type Response, type Router } from 'express';
import { isbot } from 'isbot';
import type { RequestScope } from '../request-scope.ts';
import { localsOf } from './request-locals.ts';

/** The path of a creator's tracked link for a Mission's CLICKS criterion: one per run (creator and mission) and criterion. */
export const trackedLinkPath = (runId: string, criterionId: string) => `/api/go/mission/${runId}/${criterionId}`;

const KIND_OF_SEGMENT: Readonly<Record<string, TrackedActivationKind>> = { key: 'KEY', quest: 'QUEST' };
/** The path of a creator's tracked link of a Key campaign or Quest: one per activation and creator. */
export const activationLinkPath = (kind: TrackedActivationKind, activationId: string, creatorId: string) =>
  `/api/go/${kind.toLowerCase()}/${activationId}/${creatorId}`;

/** Headers browsers and link previews send when they fetch a page nobody has asked to open yet. */
const PREFETCH_HEADERS = ['purpose', 'sec-purpose', 'x-purpose', 'x-moz'];

/**
 * A click no person made, so sent on but never counted: a known bot's user agent (the isbot list),
 * a HEAD request (link checkers, unfurlers), or a prefetch or preview the browser made on its own.
 */
export function isMachineClick(req: Request): boolean {
  if (req.method === 'HEAD' || isbot(req.get('user-agent') ?? '')) return true;
  return PREFETCH_HEADERS.some((name) => /prefetch|preview|prerender/i.test(req.get(name) ?? ''));
}

/** Follows one link inside a transaction, then redirects, or answers 404 when the link leads nowhere. */
function follow(res: Response, next: (error: unknown) => void, work: (tx: RequestScope) => Promise<{ url: string } | null>): void {
  localsOf(res)
    .scope.transaction(work)
    .then((followed) => {
      // Never cached: every click must reach us to be counted.
      res.set('Cache-Control', 'no-store');
      if (!followed) res.status(404).json({ error: 'NOT_FOUND', message: 'This link does not exist.' });
      else res.redirect(302, followed.url);
    })
    .catch(next);
}

/**
 * `GET /api/go/mission/{runId}/{criterionId}`: a Mission's CLICKS criterion, counted for the creator's
 * run and sent on to the company's URL. `GET /api/go/{key|quest}/{activationId}/{creatorId}`: a Key
 * campaign's or Quest's link, counted for the creator and sent on to the game's Steam store page
 * with the UTM parameters of the activation and the creator. Machine clicks are sent on uncounted.
 */
export function trackedLinkRoute(): Router {
  const router = express.Router();
  router.get('/mission/:runId/:criterionId', (req, res, next) =>
    follow(res, next, (tx) =>
      new FollowTrackedLink(tx.missions).execute({
        runId: req.params.runId,
        criterionId: req.params.criterionId,
        fromBot: isMachineClick(req),
      }),
    ),
  );
  router.get('/:kind/:activationId/:creatorId', (req, res, next) => {
    const kind = KIND_OF_SEGMENT[req.params.kind];
    if (!kind) {
      res.status(404).json({ error: 'NOT_FOUND', message: 'This link does not exist.' });
      return;
    }
    follow(res, next, (tx) =>
      new FollowActivationLink(tx.attribution).execute({
        kind,
        activationId: req.params.activationId,
        creatorId: req.params.creatorId,
        fromBot: isMachineClick(req),
      }),
    );
  });
  return router;
}
