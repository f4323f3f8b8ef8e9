/**
 * An auth page link that keeps where the person was going (an invitation link, a page that needed a
 * session), so the way through sign-up and sign-in ends there.
 */
export const withCallbackUrl = (path: string, callbackUrl?: string | null): string =>
  callbackUrl ? `${path}?${new URLSearchParams({ callbackUrl }).toString()}` : path;
