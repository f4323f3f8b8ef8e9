import { print } from '@0no-co/graphql.web';
import type { TadaDocumentNode } from 'gql.tada';
import { operationNameOf } from '../../../web/src/shared/api/gql-client.ts';

/**
 * A small browser stand-in for API tests: keeps cookies between requests, fetches a CSRF token,
 * and speaks GraphQL and the Auth.js form posts.
 */
let clientsMade = 0;

export class HttpClient {
  private readonly cookies: Map<string, string>;
  readonly baseUrl: string;
  /**
   * Each client is a person at an address of their own, sent as X-Forwarded-For (the app trusts its
   * loopback proxy), so the per-address limits see separate people as they would in production.
   */
  readonly clientIp: string;

  constructor(baseUrl: string, clientIp?: string, cookies = new Map<string, string>()) {
    this.baseUrl = baseUrl;
    this.cookies = cookies;
    clientsMade++;
    this.clientIp = clientIp ?? `10.${(clientsMade >> 16) & 255}.${(clientsMade >> 8) & 255}.${clientsMade & 255}`;
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** The same browser (cookies shared) talking to another instance of the app. */
  on(baseUrl: string): HttpClient {
    return new HttpClient(baseUrl, this.clientIp, this.cookies);
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set('cookie', this.cookieHeader);
    if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', this.clientIp);
    const response = await fetch(`${this.baseUrl}${path}`, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', ...rest] = pair.split('=');
      const value = rest.join('=');
      const expired = attributes.some((a) => /expires=Thu, 01 Jan 1970/i.test(a.trim()));
      if (expired || value === '') this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    return response;
  }

  async json<T = Record<string, unknown>>(path: string, init?: RequestInit): Promise<{ status: number; body: T }> {
    const response = await this.request(path, init);
    return { status: response.status, body: (await response.json()) as T };
  }

  async csrfToken(): Promise<string> {
    const { body } = await this.json<{ csrfToken: string }>('/api/auth/csrf');
    return body.csrfToken;
  }

  async postForm(path: string, fields: Record<string, string>) {
    return this.json<{ url?: string; error?: string; message?: string }>(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }

  async signIn(username: string, password: string, callbackUrl = '/') {
    return this.postForm('/api/auth/callback/credentials', {
      csrfToken: await this.csrfToken(),
      username,
      password,
      callbackUrl,
      json: 'true',
    });
  }

  async signOut() {
    return this.postForm('/api/auth/signout', { csrfToken: await this.csrfToken(), callbackUrl: '/login', json: 'true' });
  }

  /** Sends one of the web app's own typed documents, as the web app would. */
  async op<TData, TVariables>(document: TadaDocumentNode<TData, TVariables>, variables?: TVariables) {
    return this.gql<TData>(operationNameOf(document), print(document), variables ?? {});
  }

  /** Raw GraphQL text, for requests the web app never sends (audits, refusals, malformed input). */
  async gql<T = Record<string, unknown>>(operationName: string, query: string, variables: unknown = {}) {
    const { status, body } = await this.json<GqlBody<T>>(`/api/gql?name=${operationName}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      body: JSON.stringify({ operationName, query, variables }),
    });
    return { status, data: body.data ?? null, errors: body.errors ?? [] };
  }
}

export interface GqlError {
  message: string;
  extensions?: { code?: string; field?: string };
}

interface GqlBody<T> {
  data?: T | null;
  errors?: GqlError[];
}
