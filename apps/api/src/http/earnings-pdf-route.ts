import { earningsStatementPdf } from '@lurkit/adapters/pdf/earnings-pdf.ts';
import { ListEarningsStatements } from '@lurkit/core/quests/application/list-earnings-statements.ts';
import express, { type Router } from 'express';
import { localsOf } from './request-locals.ts';
import { sendPdf } from './send-pdf.ts';

/**
 * GET /api/earnings/statements/{YYYY}.pdf: the signed-in creator's own earnings statement for one
 * Stockholm calendar year. The creator is the session's, never a parameter, so no one can name
 * another creator's; a year without earnings answers 404.
 */
export function earningsPdfRoute(): Router {
  const router = express.Router();
  router.get('/statements/:file', async (req, res) => {
    const { session, scope } = localsOf(res);
    if (!session) return void res.status(401).json({ code: 'UNAUTHENTICATED', message: 'You need to sign in to do this.' });
    if (session.user.userType !== 'Creator')
      return void res.status(403).json({ code: 'FORBIDDEN', message: 'You are not allowed to do this.' });
    const year = Number(/^(\d{4})\.pdf$/.exec(req.params.file)?.[1]);
    const creatorId = session.user.id;
    const [statements, account] = await Promise.all([
      new ListEarningsStatements(scope.quests).execute({ creatorId }),
      scope.quests.payoutAccounts.findByCreator(creatorId),
    ]);
    const statement = statements.find((s) => s.year === year);
    if (!statement)
      return void res.status(404).json({ code: 'QUEST.EARNINGS_STATEMENT_NOT_FOUND', message: 'You have no earnings in this year.' });
    const holder = { name: session.user.displayName, username: session.user.username, payoutLabel: account?.label ?? null };
    sendPdf(res, `lurkit-earnings-${year}.pdf`, await earningsStatementPdf({ holder, statement }));
  });
  return router;
}
