/** One entry of a navigation menu. */
export interface NavItem {
  label: string;
  href: string;
}

/**
 * Whether a menu entry is the current page: an exact match, or a page below it — except for root-like
 * entries (a home) which would otherwise light up everywhere.
 */
export function isCurrent(href: string, currentPath: string | undefined, exact = false): boolean {
  if (!currentPath) return false;
  if (currentPath === href) return true;
  return !exact && currentPath.startsWith(`${href}/`);
}
