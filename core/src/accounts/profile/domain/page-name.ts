import { err, ok, type Result } from '../../../shared/result.ts';
import type { PageKind } from './page-kind.ts';
import { InvalidPageNameFormat, ReservedPageName } from './profile.errors.ts';

/**
 * Our choice (the spec only names the error): 3-30 letters, digits, '-' or '_', starting and ending
 * with a letter or digit, because the creator page lives at /{name}.
 */
export const PAGE_NAME_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9_-]{1,28})[A-Za-z0-9]$/;
export const PAGE_NAME_REQUIREMENT = "Use 3-30 letters, digits, '-' or '_', starting and ending with a letter or digit.";

/**
 * Our choice of reserved names: every first path segment of the app's routes (a creator page at
 * /{name} would shadow it), plus staff and brand words that could pass for the platform.
 */
export const RESERVED_PAGE_NAMES: readonly string[] = [
  'campaigns',
  'missions',
  'creator-programs',
  'company',
  'creator',
  'explore',
  'games',
  'home',
  'insights',
  'terms-of-use',
  'privacy-policy',
  'user',
  'deals',
  'login',
  'logout',
  'register',
  'reset-password',
  'new-password',
  'verify-email',
  'auth',
  'api',
  'admin',
  'administrator',
  'staff',
  'moderator',
  'support',
  'help',
  'settings',
  'lurkit',
  'lurkcoins',
  'shop',
  'about',
  'contact',
  'static',
  'assets',
  'public',
  'root',
  'www',
  'mail',
  'me',
  'new',
  'edit',
  'onboarding',
  'null',
  'undefined',
];

/** Case, '-' and '_' do not make a different name: 'Terms_Of_Use' is 'terms-of-use'. */
export const pageNameKey = (name: string): string => name.toLowerCase().replaceAll(/[-_]/g, '');

const RESERVED_KEYS = new Set(RESERVED_PAGE_NAMES.map(pageNameKey));

/** The trimmed name when its format is right and it is not reserved; whether it is taken is asked separately. */
export function parsePageName(kind: PageKind, raw: string): Result<string, InvalidPageNameFormat | ReservedPageName> {
  const name = raw.trim();
  if (!PAGE_NAME_PATTERN.test(name)) return err(new InvalidPageNameFormat(kind, PAGE_NAME_REQUIREMENT));
  if (RESERVED_KEYS.has(pageNameKey(name))) return err(new ReservedPageName());
  return ok(name);
}
