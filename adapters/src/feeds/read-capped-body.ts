import { FeedUnreadable } from '@lurkit/core/games/ports/feed-reader.port.ts';

/** The one message of a read stopped by its time cap, whether in the headers or the body. */
export const TOO_SLOW = 'The feed took too long to download';

/**
 * A feed's body read chunk by chunk, never more than `maxBytes` (counted after decompression, so a
 * small gzip cannot unpack into a large feed) and never after `signal` aborts (the read's time cap):
 * past either the download is cancelled, so what a feed host sends cannot grow the worker's memory.
 */
export async function readCappedBody(response: Response, maxBytes: number, signal: AbortSignal): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new FeedUnreadable(`The feed is larger than ${maxBytes} bytes`);
  }
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const aborted = new Promise<never>((_resolve, reject) => {
    const fail = () => reject(new FeedUnreadable(TOO_SLOW));
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });
  aborted.catch(() => undefined);
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), aborted]);
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) throw new FeedUnreadable(`The feed is larger than ${maxBytes} bytes`);
      chunks.push(value);
    }
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    if (error instanceof FeedUnreadable) throw error;
    if (signal.aborted) throw new FeedUnreadable(TOO_SLOW, { cause: error });
    throw new FeedUnreadable(`The feed could not be downloaded: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
