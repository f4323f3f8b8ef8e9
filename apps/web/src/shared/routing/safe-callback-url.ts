/**
 * A callbackUrl comes from the query string, so anyone can craft it: only same-origin targets are
 * followed (no open redirect to another site). Returns the path to navigate to, or null.
 */
export function safeCallbackUrl(raw: string | null | undefined, origin: string): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/login?callbackUrl=<path>` for a page that needs a session. */
export function loginUrlFor(returnTo: string): string {
  return `/login?${new URLSearchParams({ callbackUrl: returnTo }).toString()}`;
}
