import { describe, expect, it } from 'vitest';
import { rememberReturnAfterVerify, returnAfterVerify } from './verify-return.ts';

const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};
const ORIGIN = 'https://lurkit.example.com';

describe('the way back after email verification', () => {
  it('keeps the join flow it came from until it is forgotten', () => {
    const storage = memory();
    rememberReturnAfterVerify('/creator-programs/p-1/join', storage);
    expect(returnAfterVerify(ORIGIN, storage)).toBe('/creator-programs/p-1/join');
    rememberReturnAfterVerify(null, storage);
    expect(returnAfterVerify(ORIGIN, storage)).toBeNull();
  });

  it('never follows another site, and a registration without a way back forgets an older one', () => {
    const storage = memory();
    rememberReturnAfterVerify('https://evil.example.com/phish', storage);
    expect(returnAfterVerify(ORIGIN, storage)).toBeNull();
    rememberReturnAfterVerify('/company/c-1/join?program=p-1', storage);
    rememberReturnAfterVerify(null, storage);
    expect(returnAfterVerify(ORIGIN, storage)).toBeNull();
  });
});
