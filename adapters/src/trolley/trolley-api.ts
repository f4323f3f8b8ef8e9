import { createHmac } from 'node:crypto';
import { TROLLEY_API_URL, type TrolleySettings } from './trolley-settings.ts';

/** Trolley's error body: `{ ok: false, errors: [{ code, field?, message }] }`. */
export class TrolleyError extends Error {
  readonly status: number;
  readonly codes: readonly string[];

  constructor(status: number, errors: readonly { code?: string; message?: string }[]) {
    super(`Trolley answered ${status}: ${errors.map((e) => e.message ?? e.code).join('; ') || 'no details'}`);
    this.name = 'TrolleyError';
    this.status = status;
    this.codes = errors.flatMap((e) => (e.code ? [e.code] : []));
  }
}

/**
 * The signature Trolley's API asks of every request (its documented `prsign` scheme, as its SDK signs):
 * HMAC-SHA256 of "timestamp\nMETHOD\npath\nbody\n" with the secret key, hex.
 */
export function trolleySignature(secretKey: string, timestamp: number, method: string, path: string, body: string): string {
  return createHmac('sha256', secretKey).update(`${timestamp}\n${method}\n${path}\n${body}\n`).digest('hex');
}

/**
 * Trolley's REST API over fetch. Its official SDK (`trolleyhq`) loads `dotenv`, which it does not depend
 * on, whenever NODE_ENV is `test`, and throws a TypeError on an error answer without a JSON body; the
 * API itself is small, so we sign and call it directly as its documentation describes.
 */
export class TrolleyApi {
  readonly #settings: TrolleySettings;
  readonly #now: () => Date;

  constructor(settings: TrolleySettings, now: () => Date = () => new Date()) {
    this.#settings = settings;
    this.#now = now;
  }

  get<T>(path: string): Promise<T> {
    return this.#request<T>('GET', path, '');
  }

  post<T>(path: string, body: unknown): Promise<T> {
    return this.#request<T>('POST', path, JSON.stringify(body));
  }

  async #request<T>(method: 'GET' | 'POST', path: string, body: string): Promise<T> {
    const timestamp = Math.round(this.#now().getTime() / 1000);
    const signature = trolleySignature(this.#settings.secretKey, timestamp, method, path, body);
    const response = await fetch(`${this.#settings.apiUrl ?? TROLLEY_API_URL}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        authorization: `prsign ${this.#settings.accessKey}:${signature}`,
        'x-pr-timestamp': String(timestamp),
      },
      ...(method === 'POST' ? { body } : {}),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    if (!response.ok) {
      const errors = (parsed as { errors?: { code?: string; message?: string }[] } | null)?.errors;
      throw new TrolleyError(response.status, Array.isArray(errors) ? errors : []);
    }
    return parsed as T;
  }
}
