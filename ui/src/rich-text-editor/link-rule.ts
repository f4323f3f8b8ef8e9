/**
 * Spec section 5: rich text links must start with the app host. The prefix must be followed by a path,
 * query or fragment (or nothing), so "https://app.example.evil.test" does not pass for "https://app.example".
 */
export function isAllowedLink(href: string, allowedPrefix: string): boolean {
  const url = href.trim();
  if (!url.startsWith(allowedPrefix)) return false;
  if (allowedPrefix.endsWith('/')) return true;
  const next = url.charAt(allowedPrefix.length);
  return next === '' || next === '/' || next === '?' || next === '#';
}

export const linkRuleMessage = (allowedPrefix: string) => `Links must start with ${allowedPrefix}`;
