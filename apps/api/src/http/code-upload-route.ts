import express, { type ErrorRequestHandler, type Response, type Router } from 'express';
import { UploadItemImage } from '@lurkit/core/codes/application/upload-item-image.ts';
import { ImageTooLarge } from '@lurkit/core/codes/domain/codes.errors.ts';
import { firstRepeatedLines } from '@lurkit/core/codes/domain/code-paste.ts';
import { ImportCodeFile } from '@lurkit/core/codes/application/import-code-file.ts';
import { domainErrorForConstraint } from '../error-table.ts';
import { localsOf } from './request-locals.ts';

/** Big enough for 100,000 codes of 100 characters; larger files are refused before parsing (413). */
export const CODE_UPLOAD_LIMIT = '16mb';
/** A custom header a cross-site form cannot send: with JSON-free bodies it is the CSRF guard. */
export const UPLOAD_HEADER = 'x-lurkit-upload';

/**
 * Codes from a file: the page posts the text or CSV file as it is, outside GraphQL's small body
 * limit, and the file is read here so its bytes are checked to be text. All of its (valid) lines
 * are added, or none; `onlyValid=1` is the company's choice to leave out lines breaking the
 * store's key format.
 */
export function codeUploadRoute(): Router {
  const router = express.Router();
  router.post('/items/:itemId/codes', express.raw({ type: () => true, limit: CODE_UPLOAD_LIMIT }), async (req, res) => {
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
    const bytes = Buffer.isBuffer(req.body) ? new Uint8Array(req.body.buffer, req.body.byteOffset, req.body.byteLength) : new Uint8Array();
    let result;
    try {
      result = await scope.transaction((tx) =>
        new ImportCodeFile(tx.codes).execute({
          companyId: company.id,
          actorUserId: session.user.id,
          itemId: req.params.itemId,
          platform,
          bytes,
          format: req.query.format === 'csv' ? 'csv' : 'text',
          onlyValidLines: req.query.onlyValid === '1',
        }),
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
        ...details,
      });
      return;
    }
    const report = result.value;
    res.json({
      added: report.added,
      malformedSkipped: report.malformedSkipped,
      duplicatesInPaste: report.duplicatesInPaste.length,
      alreadyExisting: report.alreadyExisting.length,
      firstDuplicates: firstRepeatedLines(report),
      fulfilledRequests: report.fulfilledRequests,
      available: report.stock.available,
      unavailable: report.stock.unavailable,
    });
  });
  router.post('/images', express.raw({ type: () => true, limit: IMAGE_BODY_LIMIT }), async (req, res) => {
    const company = companyOf(req.get(UPLOAD_HEADER), res);
    if (!company) return;
    const bytes = Buffer.isBuffer(req.body) ? new Uint8Array(req.body.buffer, req.body.byteOffset, req.body.byteLength) : new Uint8Array();
    const { scope } = localsOf(res);
    const result = await scope.transaction((tx) =>
      new UploadItemImage(tx.codes).execute({ companyId: company.companyId, actorUserId: company.userId, bytes }),
    );
    if (!result.ok) {
      const { code, message, field } = result.error;
      res.status(code === 'CODES.IMAGE_TOO_LARGE' ? 413 : 400).json({ code, message, field });
      return;
    }
    res.status(201).json(result.value);
  });
  router.use('/images', imageTooLarge);

  // Served to anyone holding the link (campaign pages show item images to creators); ids are random
  // UUIDs and the type is the one read from the bytes, never an uploaded one.
  router.get('/images/:id', async (req, res) => {
    const image = await localsOf(res).scope.codes.images.findById(req.params.id);
    if (!image) {
      res.status(404).json({ code: 'NOT_FOUND', message: 'No such image.' });
      return;
    }
    res
      .set({
        'Content-Type': image.type,
        'Cache-Control': 'public, max-age=31536000, immutable',
        'Content-Security-Policy': "default-src 'none'",
        'Cross-Origin-Resource-Policy': 'same-origin',
      })
      .send(Buffer.from(image.bytes));
  });
  return router;
}

/** Above this the body is not even read; up to it, the use case answers the 5 MB rule itself. */
const IMAGE_BODY_LIMIT = 5_242_880 + 1024;

/** A body past the read limit answers the same field error as one just over 5 MB. */
const imageTooLarge: ErrorRequestHandler = (error, _req, res, next) => {
  if (Reflect.get(Object(error), 'status') !== 413) return next(error);
  const refusal = new ImageTooLarge();
  res.status(413).json({ code: refusal.code, message: refusal.message, field: refusal.field });
};

/** The signed-in company member behind an upload, or null once the refusal is sent. */
function companyOf(header: string | undefined, res: Response): { companyId: string; userId: string } | null {
  const { session } = localsOf(res);
  if (header !== '1') {
    res.status(403).json({ code: 'FORBIDDEN', message: 'Uploads come from the Code Manager page.' });
    return null;
  }
  if (!session) {
    res.status(401).json({ code: 'UNAUTHENTICATED', message: 'You need to sign in to do this.' });
    return null;
  }
  if (!session.user.company) {
    res.status(403).json({ code: 'FORBIDDEN', message: 'You are not allowed to do this.' });
    return null;
  }
  return { companyId: session.user.company.id, userId: session.user.id };
}
