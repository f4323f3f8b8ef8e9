export type Theme = 'dark' | 'light';

/** localStorage key of the theme preference (spec section 3). */
export const THEME_STORAGE_KEY = 'LURKIT_THEME';

/** The parts of Storage the theme needs, so tests can pass a plain object. */
export type ThemeStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The stored theme; dark (the default) for anything missing, unknown or unreadable. */
export function readTheme(storage: Pick<Storage, 'getItem'> | null | undefined): Theme {
  try {
    return storage?.getItem(THEME_STORAGE_KEY) === 'light' ? 'light' : 'dark';
  } catch {
    // Storage can throw when blocked (privacy settings); the default theme is then the right answer.
    return 'dark';
  }
}

/** Stores the theme; a blocked storage only loses persistence, the page still switches. */
export function writeTheme(storage: ThemeStorage | null | undefined, theme: Theme): boolean {
  try {
    storage?.setItem(THEME_STORAGE_KEY, theme);
    return Boolean(storage);
  } catch {
    return false;
  }
}

/** Applies the theme the way tokens.css expects it: `data-theme` on <html>. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement) {
  root.dataset.theme = theme;
}
