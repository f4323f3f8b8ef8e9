import type { Request, RequestHandler, Response } from 'express';
import { createHandler, type HandlerOptions, type OperationContext } from 'graphql-http';

export interface ExpressRequestContext {
  readonly res: Response;
}

/**
 * graphql-http on express, as its own express adapter does, but answering with a Content-Length:
 * without one, node sends every answer chunked (more bytes, more writes per request).
 */
export function graphqlOverExpress<Context extends OperationContext>(
  options: HandlerOptions<Request, ExpressRequestContext, Context>,
): RequestHandler {
  const handle = createHandler(options);
  return async (req, res, next) => {
    try {
      const [body, init] = await handle({
        url: req.url,
        method: req.method,
        headers: req.headers,
        body: typeof req.body === 'string' ? req.body : null,
        raw: req,
        context: { res },
      });
      res.writeHead(init.status, init.statusText, { ...init.headers, 'content-length': body === null ? 0 : Buffer.byteLength(body) });
      res.end(body);
    } catch (error) {
      next(error);
    }
  };
}
