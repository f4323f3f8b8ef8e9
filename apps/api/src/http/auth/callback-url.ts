/** Only same-origin redirects: an open redirect after sign-in would hand phishing a trusted link. */
export function safeCallbackUrl(raw: unknown, appUrl: string, fallbackPath = '/'): string {
  const fallback = `${appUrl}${fallbackPath}`;
  if (typeof raw !== 'string' || raw === '') return fallback;
  try {
    const url = new URL(raw, appUrl);
    return url.origin === new URL(appUrl).origin ? url.toString() : fallback;
  } catch {
    return fallback;
  }
}
