import { ImportUtmReport } from '@lurkit/core/attribution/application/import-utm-report.ts';
import express, { type ErrorRequestHandler, type Router } from 'express';
import { localsOf } from './request-locals.ts';
import { UPLOAD_HEADER, uploadingCompany } from './upload-company.ts';

/** Our choice: a year of daily rows for thousands of links stays well under this; a Steam report is text. */
export const UTM_REPORT_LIMIT_BYTES = 32 * 1024 * 1024;

/**
 * `POST /api/attribution/steam-games/{appId}/utm-report`: the company's Steam UTM report (its .csv as
 * downloaded from Steamworks) posted as it is, outside GraphQL's small body limit. The file is checked
 * whole: a refusal lists the lines and columns at fault and nothing is imported; otherwise Lurkit's
 * rows are upserted in one transaction.
 */
export function utmReportRoute(): Router {
  const router = express.Router();
  router.post('/steam-games/:appId/utm-report', express.text({ type: () => true, limit: UTM_REPORT_LIMIT_BYTES }), async (req, res) => {
    const company = uploadingCompany(req.get(UPLOAD_HEADER), res, 'attribution page');
    if (!company) return;
    const appId = /^[0-9]{1,10}$/.test(req.params.appId) ? Number(req.params.appId) : Number.NaN;
    const text = typeof req.body === 'string' ? req.body : '';
    const result = await localsOf(res).scope.transaction((tx) =>
      new ImportUtmReport(tx.attribution).execute({ companyId: company.companyId, appId, text }),
    );
    if (!result.ok) {
      const { code, message, field } = result.error;
      const details = 'problems' in result.error ? { problems: result.error.problems, problemCount: result.error.problemCount } : {};
      res.status(code === 'ATTRIBUTION.GAME_NOT_FOUND' ? 404 : 400).json({ code, message, field, ...details });
      return;
    }
    localsOf(res).wrote();
    res.json(result.value);
  });
  router.use(reportTooLarge);
  return router;
}

/** A body past the limit is refused at the file field, like any other refusal of the report. */
const reportTooLarge: ErrorRequestHandler = (error, _req, res, next) => {
  if (Reflect.get(Object(error), 'status') !== 413) return next(error);
  res
    .set('Connection', 'close')
    .status(413)
    .json({ code: 'PAYLOAD_TOO_LARGE', message: 'The report is larger than 32 MB.', field: 'file' });
};
