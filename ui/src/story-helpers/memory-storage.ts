/** An in-memory Storage stand-in, so stories never touch (or depend on) the browser's real localStorage. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    /** Snapshot for assertions. */
    entries: () => Object.fromEntries(items),
  };
}

/** A storage whose every call throws, like a browser with storage blocked. */
export const blockedStorage = {
  getItem(): string | null {
    throw new DOMException('Storage is blocked', 'SecurityError');
  },
  setItem(): void {
    throw new DOMException('Storage is blocked', 'SecurityError');
  },
};
