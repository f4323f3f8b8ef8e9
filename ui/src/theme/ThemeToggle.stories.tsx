import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { blockedStorage, memoryStorage } from '../story-helpers/memory-storage.ts';
import { readTheme, THEME_STORAGE_KEY } from './theme-storage.ts';
import { ThemeToggle } from './ThemeToggle.tsx';

const meta = {
  title: 'Foundations/ThemeToggle',
  component: ThemeToggle,
  args: { onChange: fn() },
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing stored: the dark theme is on. */
export const DarkByDefault: Story = {
  args: { storage: memoryStorage() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Dark theme' })).toBeChecked();
  },
};

/** Pressing the switch stores 'light' under LURKIT_THEME and sets data-theme on <html>; pressing again goes back. */
export const ToggleToLight: Story = {
  args: { storage: memoryStorage() },
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Dark theme' });
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
    await expect(document.documentElement.dataset.theme).toBe('light');
    await expect(readTheme(args.storage)).toBe('light');
    await expect(args.onChange).toHaveBeenLastCalledWith('light');
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(document.documentElement.dataset.theme).toBe('dark');
    await expect(readTheme(args.storage)).toBe('dark');
  },
};

/** A stored light choice is honoured on the next visit. */
export const StoredLight: Story = {
  args: { storage: memoryStorage({ [THEME_STORAGE_KEY]: 'light' }) },
  globals: { theme: 'light' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Dark theme' })).not.toBeChecked();
  },
};

/** Storage blocked by the browser: the switch still changes the page, it just is not remembered. */
export const BlockedStorage: Story = {
  args: { storage: blockedStorage },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: 'Dark theme' });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expect(document.documentElement.dataset.theme).toBe('light');
  },
};

const readThemeCases = [
  { stored: undefined, expected: 'dark' },
  { stored: 'dark', expected: 'dark' },
  { stored: 'light', expected: 'light' },
  { stored: 'LIGHT', expected: 'dark' },
  { stored: 'sepia', expected: 'dark' },
] as const;

/** The rules of readTheme, as a table a designer can read and the play function checks. */
export const ReadThemeRules: Story = {
  render: () => (
    <table>
      <caption>readTheme(storage)</caption>
      <thead>
        <tr>
          <th scope="col">Stored under {THEME_STORAGE_KEY}</th>
          <th scope="col">Theme</th>
        </tr>
      </thead>
      <tbody>
        {readThemeCases.map(({ stored, expected }) => (
          <tr key={String(stored)}>
            <td>{stored ?? '(nothing)'}</td>
            <td>{expected}</td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
  play: async () => {
    for (const { stored, expected } of readThemeCases) {
      const storage = memoryStorage(stored === undefined ? {} : { [THEME_STORAGE_KEY]: stored });
      await expect(readTheme(storage)).toBe(expected);
    }
    await expect(readTheme(null)).toBe('dark');
    await expect(readTheme(blockedStorage)).toBe('dark');
  },
};
