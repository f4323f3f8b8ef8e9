/** Path prefixes whose pages show an empty header (spec section 2), matched on whole segments. */
const BARE_PREFIXES = ['/login', '/register', '/reset-password', '/new-password', '/verify-email', '/company/join'];
/** Join and register steps of programs and companies, with any id in between. */
const BARE_PATTERNS = [/^\/creator-programs\/.+\/join(\/|$)/, /^\/company\/.+\/register(\/|$)/];

export function isBarePath(path: string): boolean {
  return (
    path.includes('custom-domain-company') ||
    BARE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)) ||
    BARE_PATTERNS.some((pattern) => pattern.test(path))
  );
}
