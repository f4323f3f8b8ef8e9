import express, { type ErrorRequestHandler, type Request, type Response, type Router } from 'express';
import { UploadItemImage } from '@lurkit/core/codes/application/upload-item-image.ts';
import { ImageTooLarge } from '@lurkit/core/codes/domain/codes.errors.ts';
import { firstRepeatedLines } from '@lurkit/core/codes/domain/code-paste.ts';
import { ImportCodeFile } from '@lurkit/core/codes/application/import-code-file.ts';
import { domainErrorForConstraint } from '../error-table.ts';
import { localsOf } from './request-locals.ts';
import { UPLOAD_HEADER, uploadingCompany } from './upload-company.ts';

/** Big enough for 1,000,000 codes of 12 characters; a larger file is cut off at this size (413). */
export const CODE_UPLOAD_LIMIT_BYTES = 16 * 1024 * 1024;
export { UPLOAD_HEADER };

/** The body went past the route's limit: the import stops and answers 413. */
class UploadTooLarge extends Error {}
/** The client went away (cancelled or disconnected) before the file was taken in. */
class UploadGone extends Error {}

/**
 * The request body as it arrives, never held whole: a file past the limit stops at the limit, and a
 * client gone before the end (a cancel or a dropped connection) throws, so the import adds nothing.
 */
async function* uploadedChunks(req: Request, res: Response): AsyncIterable<Uint8Array> {
  let received = 0;
  let gone = false;
  const leave = () => (gone = !res.writableFinished);
  res.once('close', leave);
  try {
    for await (const chunk of req as AsyncIterable<Buffer>) {
      received += chunk.byteLength;
      if (received > CODE_UPLOAD_LIMIT_BYTES) throw new UploadTooLarge();
      yield chunk;
    }
    if (gone) throw new UploadGone();
  } catch (error) {
    if (error instanceof UploadTooLarge) throw error;
    throw new UploadGone();
  }
}

/**
 * Codes from a file: the page posts the text or CSV file as it is, outside GraphQL's small body
 * limit, and the file is read here as it streams in, so its bytes are checked to be text. All of
 * its (valid) lines are added, or none; `onlyValid=1` is the company's choice to leave out lines
 * breaking the store's key format.
 */
export function codeUploadRoute(): Router {
  const router = express.Router();
  router.post('/items/:itemId/codes', async (req, res) => {
    const { scope } = localsOf(res);
    const company = uploadingCompany(req.get(UPLOAD_HEADER), res, 'Code Manager page');
    if (!company) return;
    if (Number(req.get('content-length') ?? 0) > CODE_UPLOAD_LIMIT_BYTES) {
      tooLarge(res);
      return;
    }
    const platform = typeof req.query.platform === 'string' ? req.query.platform : '';
    let result;
    try {
      result = await new ImportCodeFile({
        ...scope.codes,
        inTransaction: (work) => scope.transaction((tx) => work(tx.codes)),
      }).execute({
        companyId: company.companyId,
        actorUserId: company.userId,
        itemId: req.params.itemId,
        platform,
        chunks: uploadedChunks(req, res),
        format: req.query.format === 'csv' ? 'csv' : 'text',
        onlyValidLines: req.query.onlyValid === '1',
      });
    } catch (error) {
      if (error instanceof UploadTooLarge) return tooLarge(res);
      // Nobody is left to answer; the staged lines are already discarded.
      if (error instanceof UploadGone) return;
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
      malformedLines: report.malformedLines,
      duplicatesInPaste: report.duplicatesInFile,
      alreadyExisting: report.alreadyExisting,
      firstDuplicates: firstRepeatedLines({ duplicatesInPaste: report.firstRepeats, alreadyExisting: [] }),
      fulfilledRequests: report.fulfilledRequests,
      available: report.stock.available,
      unavailable: report.stock.unavailable,
    });
  });
  router.post('/images', express.raw({ type: () => true, limit: IMAGE_BODY_LIMIT }), async (req, res) => {
    const company = uploadingCompany(req.get(UPLOAD_HEADER), res, 'Code Manager page');
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

/** The same answer as a body refused at its length, sent once the import has stopped. */
function tooLarge(res: Response): void {
  // The rest of the body is not read: the connection closes after the answer.
  res
    .set('Connection', 'close')
    .status(413)
    .json({ code: 'PAYLOAD_TOO_LARGE', message: 'Upload codes failed: the file is larger than 16 MB.', field: 'file' });
}

/** Above this the body is not even read; up to it, the use case answers the 5 MB rule itself. */
const IMAGE_BODY_LIMIT = 5_242_880 + 1024;

/** A body past the read limit answers the same field error as one just over 5 MB. */
const imageTooLarge: ErrorRequestHandler = (error, _req, res, next) => {
  if (Reflect.get(Object(error), 'status') !== 413) return next(error);
  const refusal = new ImageTooLarge();
  res.status(413).json({ code: refusal.code, message: refusal.message, field: refusal.field });
};
