/**
 * The shell's three widths. CSS media queries cannot read custom properties, so the same
 * numbers are written in ShellLayout.css and AppHeader.css; this copy is for matchMedia.
 * Phone: below 48rem (768 px). Tablet: 48rem up to 75rem (1200 px). Desktop: 75rem and wider.
 */
export const DESKTOP_MEDIA = '(min-width: 75rem)';
