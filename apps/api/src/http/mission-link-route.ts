import { FollowTrackedLink } from '@lurkit/core/missions/application/follow-tracked-link.ts';
import express, { type Router } from 'express';
import { isbot } from 'isbot';
import { localsOf } from './request-locals.ts';

/** The path of a creator's tracked link for a CLICKS criterion: one per run (creator and mission) and criterion. */
export const trackedLinkPath = (runId: string, criterionId: string) => `/api/go/mission/${runId}/${criterionId}`;

/**
 * `GET /api/go/mission/{runId}/{criterionId}`: counts the click for the creator's run (bots, known by
 * their user agent through the isbot list, are sent on uncounted) and redirects to the company's URL.
 */
export function missionLinkRoute(): Router {
  const router = express.Router();
  router.get('/:runId/:criterionId', async (req, res, next) => {
    try {
      const { scope } = localsOf(res);
      const followed = await scope.transaction((tx) =>
        new FollowTrackedLink(tx.missions).execute({
          runId: req.params.runId,
          criterionId: req.params.criterionId,
          fromBot: isbot(req.get('user-agent') ?? ''),
        }),
      );
      if (!followed) {
        res.status(404).json({ error: 'NOT_FOUND', message: 'This link does not exist.' });
        return;
      }
      res.redirect(302, followed.url);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
