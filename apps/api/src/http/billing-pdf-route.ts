import { invoicePdf, statementPdf } from '@lurkit/adapters/pdf/billing-pdf.ts';
import { GetInvoiceDocument, ListStatements } from '@lurkit/core/billing/application/invoices.ts';
import express, { type Response, type Router } from 'express';
import { sendPdf } from './send-pdf.ts';
import { localsOf } from './request-locals.ts';

const notFound = (res: Response, message: string) => void res.status(404).json({ code: 'BILLING.INVOICE_NOT_FOUND', message });

/**
 * GET /api/billing/invoices/{id}.pdf and /api/billing/statements/{YYYY-MM}.pdf: the company's own
 * invoices and monthly statements as PDF, for its members (a link in the page, the session cookie).
 * Another company's invoice answers 404, as one that does not exist.
 */
export function billingPdfRoute(): Router {
  const router = express.Router();
  router.use((_req, res, next) => {
    const { session } = localsOf(res);
    if (!session) return void res.status(401).json({ code: 'UNAUTHENTICATED', message: 'You need to sign in to do this.' });
    if (!session.user.company) return void res.status(403).json({ code: 'FORBIDDEN', message: 'You are not allowed to do this.' });
    next();
  });

  router.get('/invoices/:file', async (req, res) => {
    const { session, scope } = localsOf(res);
    const id = /^(.+)\.pdf$/.exec(req.params.file)?.[1] ?? '';
    const found = await new GetInvoiceDocument(scope.billing).execute({ actorUserId: session!.user.id, invoiceId: id });
    if (!found.ok) return notFound(res, found.error.message);
    sendPdf(res, `lurkit-invoice-${found.value.invoice.number}.pdf`, await invoicePdf(found.value));
  });

  router.get('/statements/:file', async (req, res) => {
    const { session, scope } = localsOf(res);
    const month = /^(\d{4}-\d{2})\.pdf$/.exec(req.params.file)?.[1];
    const statements = await new ListStatements(scope.billing).execute({ actorUserId: session!.user.id });
    const statement = statements.ok ? statements.value.find((s) => s.month === month) : undefined;
    if (!statement)
      return void res.status(404).json({ code: 'BILLING.STATEMENT_NOT_FOUND', message: 'There is no statement for this month.' });
    const company = session!.user.company!;
    sendPdf(res, `lurkit-statement-${statement.month}.pdf`, await statementPdf({ companyName: company.name, statement }));
  });
  return router;
}
