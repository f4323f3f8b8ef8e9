import type { RequestHandler } from 'express';

/** Raised when a body passes the limit; the app's error handler answers it 413 PAYLOAD_TOO_LARGE. */
class PayloadTooLarge extends Error {
  readonly status = 413;
  constructor() {
    super('request entity too large');
  }
}

/**
 * Reads a GraphQL POST body as UTF-8 text, at most `limitBytes`, and leaves parsing to graphql-http,
 * which answers bad JSON, a non-object body and an unsupported media type or charset with the codes
 * its spec asks for. express.json would parse the same JSON through four more layers on every request.
 */
export function graphqlBody(limitBytes: number): RequestHandler {
  return (req, _res, next) => {
    if (req.method !== 'POST') return next();
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (error?: Error) => {
      if (done) return;
      done = true;
      req.off('data', onData).off('end', onEnd).off('error', finish);
      next(error);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limitBytes) return refuse();
      chunks.push(chunk);
    };
    const onEnd = () => {
      req.body = Buffer.concat(chunks, size).toString('utf8');
      finish();
    };
    if (Number(req.headers['content-length']) > limitBytes) return refuse();
    req.on('data', onData).on('end', onEnd).on('error', finish);

    function refuse() {
      // The rest of the body is read and dropped, so the 413 reaches a client still sending.
      req.resume();
      finish(new PayloadTooLarge());
    }
  };
}
