/** Who sends a request: a browser with no session, or one signed in as a demo user. */
export type Identity = 'anonymous' | 'company' | 'creator' | 'staff';

/** One generated request, described so a failure can be read and replayed. */
export interface FuzzRequest {
  label: string;
  as: Identity;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Put the sender's CSRF token into the form or JSON body (as `csrfToken`) before sending. */
  withCsrf?: 'form' | 'json';
  /** The code the answer must carry: an over-limit operation is refused with it. */
  expectCode?: string;
}

export const GQL_HEADERS = { 'content-type': 'application/json', accept: 'application/graphql-response+json' };
