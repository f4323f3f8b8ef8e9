import { HttpClient } from './http-client.ts';

/**
 * A program calling the API with a company API token: `Authorization: Bearer <token>` on every
 * request, and no cookie jar a browser would keep (any cookie the app set would be a failure to test).
 */
export class BearerClient extends HttpClient {
  readonly token: string;

  constructor(baseUrl: string, token: string) {
    super(baseUrl);
    this.token = token;
  }

  override async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('authorization', `Bearer ${this.token}`);
    return super.request(path, { ...init, headers });
  }
}
