import { GqlError } from './gql-error.ts';

interface GqlResponseError {
  message?: unknown;
  extensions?: { code?: unknown; field?: unknown };
}

interface GqlResponseBody<TData> {
  data?: TData | null;
  errors?: GqlResponseError[];
}

/**
 * POSTs one operation to `/api/gql?name=<operationName>` (the name in the URL makes requests readable in
 * logs and the network panel). Throws a GqlError built from `errors[0]`, or a generic one carrying the
 * status code when the server answered without a usable error (spec section 8).
 */
export async function gql<TData>(operationName: string, query: string, variables?: Record<string, unknown>): Promise<TData> {
  const response = await fetch(`/api/gql?name=${encodeURIComponent(operationName)}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
    },
    body: JSON.stringify({ operationName, query, variables: variables ?? {} }),
  });
  const body = await readJson<GqlResponseBody<TData>>(response);
  const first = body?.errors?.[0];
  if (first) throw toGqlError(first, response.status);
  if (!response.ok || body?.data == null) {
    throw new GqlError(String(response.status), `Something went wrong (status ${response.status}). Please try again later.`);
  }
  return body.data;
}

function toGqlError(error: GqlResponseError, status: number): GqlError {
  const code = typeof error.extensions?.code === 'string' ? error.extensions.code : String(status);
  const message =
    typeof error.message === 'string' && error.message !== ''
      ? error.message
      : `Something went wrong (status ${status}). Please try again later.`;
  const field = typeof error.extensions?.field === 'string' ? error.extensions.field : undefined;
  return new GqlError(code, message, field);
}

/** The body is trusted to follow the GraphQL response shape; the error fields are still checked above. */
async function readJson<T>(response: Response): Promise<T | null> {
  try {
    const body: T = await response.json();
    return body;
  } catch {
    // A proxy error page or an empty body: the caller reports the status code instead.
    return null;
  }
}
