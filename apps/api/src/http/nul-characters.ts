/**
 * NUL (U+0000) is refused, not stripped: PostgreSQL cannot store it in text (the insert fails as a
 * fault), no form of the app can type it, and quietly dropping it would save something other than
 * what was sent (two usernames that differ only by a NUL would meet as one).
 */
export const NUL_MESSAGE = 'Text may not contain the NUL character (\\u0000).';
export const INVALID_CHARACTER = 'INVALID_CHARACTER';

/** True when any string in the value, key or value at any depth, holds a NUL. */
export function containsNul(value: unknown): boolean {
  // A loop over a stack, not recursion: a deeply nested JSON body must not overflow the call stack.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return true;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (next !== null && typeof next === 'object') {
      for (const [key, inner] of Object.entries(next)) {
        if (key.includes('\u0000')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}
