import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface EndlessFeedServer {
  url: string;
  /** Bytes of body the host got written to the connection so far. */
  bytesSent(): number;
  /** Settles when the reader has closed the connection, with the bytes sent by then. */
  readonly closed: Promise<number>;
  close(): Promise<void>;
}

const CHUNK = Buffer.alloc(64 * 1024, '<item><title>again</title></item>');

/**
 * A hostile feed host that never ends its answer: `/endless.rss` streams as fast as the reader takes
 * it, `/trickle.rss` sends one byte at a time slowly, `/declared.rss` announces 10 GB up front,
 * `/silent.rss` never sends even its headers.
 * It stops only when the reader hangs up.
 */
export async function startEndlessFeedServer(): Promise<EndlessFeedServer> {
  let sent = 0;
  let markClosed!: (bytes: number) => void;
  const closed = new Promise<number>((resolve) => (markClosed = resolve));
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    res.on('close', () => markClosed(sent));
    if (path === '/silent.rss') return;
    if (path === '/declared.rss') {
      res.writeHead(200, { 'content-type': 'application/rss+xml', 'content-length': String(10 * 1024 ** 3) });
      res.write('<?xml version="1.0"?><rss><channel>');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/rss+xml' });
    res.write('<?xml version="1.0"?><rss><channel>');
    if (path === '/trickle.rss') {
      const timer = setInterval(() => {
        sent += 1;
        res.write(' ');
      }, 20);
      res.on('close', () => clearInterval(timer));
      return;
    }
    const pump = () => {
      while (!res.destroyed) {
        sent += CHUNK.byteLength;
        if (!res.write(CHUNK)) return void res.once('drain', pump);
      }
    };
    pump();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    bytesSent: () => sent,
    closed,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
