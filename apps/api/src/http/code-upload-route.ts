import express, { type Router } from 'express';
import { AddCodes } from '@lurkit/core/codes/application/add-codes.ts';
import { domainErrorForConstraint } from '../error-table.ts';
import { localsOf } from './request-locals.ts';

/** Big enough for 100,000 codes of 100 characters; larger files are refused before parsing (413). */
export const CODE_UPLOAD_LIMIT = '16mb';
/** A custom header a cross-site form cannot send: with JSON-free bodies it is the CSRF guard. */
export const UPLOAD_HEADER = 'x-lurkit-upload';

/**
 * Codes from a file: the page reads the text or CSV file (first column), shows progress, and posts
 * the codes one per line here, outside GraphQL's small body limit. All are added, or none.
 */
export function codeUploadRoute(): Router {
  const router = express.Router();
  router.post('/items/:itemId/codes', express.text({ type: 'text/plain', limit: CODE_UPLOAD_LIMIT }), async (req, res) => {
    const { session, scope } = localsOf(res);
    if (req.get(UPLOAD_HEADER) !== '1') {
      res.status(403).json({ code: 'FORBIDDEN', message: 'Uploads come from the Code Manager page.' });
      return;
    }
    if (!session) {
      res.status(401).json({ code: 'UNAUTHENTICATED', message: 'You need to sign in to do this.' });
      return;
    }
    const company = session.user.company;
    if (!company) {
      res.status(403).json({ code: 'FORBIDDEN', message: 'You are not allowed to do this.' });
      return;
    }
    const platform = typeof req.query.platform === 'string' ? req.query.platform : '';
    const codes = typeof req.body === 'string' ? req.body : '';
    let result;
    try {
      result = await scope.transaction((tx) =>
        new AddCodes(tx.codes).execute({ companyId: company.id, actorUserId: session.user.id, itemId: req.params.itemId, platform, codes }),
      );
    } catch (error) {
      const raced = domainErrorForConstraint(error);
      if (!raced) throw error;
      res.status(409).json({ code: raced.code, message: raced.message, field: raced.field });
      return;
    }
    if (!result.ok) {
      const { code, message, field, ...details } = result.error;
      res.status(code === 'CODES.ITEM_NOT_FOUND' ? 404 : 400).json({
        code,
        message,
        field,
        duplicatesInPaste: 'duplicatesInPaste' in details ? details.duplicatesInPaste.length : 0,
        alreadyExisting: 'alreadyExisting' in details ? details.alreadyExisting.length : 0,
      });
      return;
    }
    const report = result.value;
    res.json({
      added: report.added,
      duplicatesInPaste: report.duplicatesInPaste.length,
      alreadyExisting: report.alreadyExisting.length,
      fulfilledRequests: report.fulfilledRequests,
      available: report.stock.available,
      unavailable: report.stock.unavailable,
    });
  });
  return router;
}
