import { useState } from 'react';
import { applyTheme, readTheme, writeTheme, type Theme, type ThemeStorage } from './theme-storage.ts';
import './ThemeToggle.css';

export interface ThemeToggleProps {
  /** Where the choice is kept; the browser's localStorage when omitted. */
  storage?: ThemeStorage | null;
  /** Element that receives `data-theme`; <html> when omitted. */
  root?: HTMLElement;
  /** Called after the theme changed (already stored and applied). */
  onChange?(theme: Theme): void;
}

const browserStorage = (): ThemeStorage | null => (typeof localStorage === 'undefined' ? null : localStorage);

/** A switch between the dark (default) and light theme; the choice survives reloads under LURKIT_THEME. */
export function ThemeToggle({ storage, root, onChange }: ThemeToggleProps) {
  const store = storage === undefined ? browserStorage() : storage;
  const [theme, setTheme] = useState<Theme>(() => readTheme(store));
  const toggle = () => {
    const next: Theme = theme === 'dark' ? 'light' : 'dark';
    writeTheme(store, next);
    applyTheme(next, root);
    setTheme(next);
    onChange?.(next);
  };
  return (
    <button type="button" role="switch" aria-checked={theme === 'dark'} className="theme-toggle" onClick={toggle}>
      <span className="theme-toggle__track" aria-hidden="true">
        <span className="theme-toggle__thumb" />
      </span>
      <span className="theme-toggle__label">Dark theme</span>
    </button>
  );
}
