import type { Response } from 'express';

/** A PDF as a download, for the signed-in person only: never kept by a browser or proxy cache. */
export const sendPdf = (res: Response, name: string, bytes: Uint8Array) =>
  void res
    .set({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'private, no-store',
    })
    .send(Buffer.from(bytes));
