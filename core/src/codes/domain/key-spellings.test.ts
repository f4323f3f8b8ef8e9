import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keySpellings } from './key-spellings.ts';

const group = (size: number) => fc.stringMatching(new RegExp(`^[A-Z0-9]{${size}}$`));
/** Keys as stores print them: Steam, Xbox, PlayStation, Nintendo, GOG. */
const aKey = fc.oneof(
  fc.tuple(group(5), group(5), group(5)).map((g) => g.join('-')),
  fc.tuple(group(5), group(5), group(5), group(5), group(5)).map((g) => g.join('-')),
  fc.tuple(group(4), group(4), group(4)).map((g) => g.join('-')),
  fc.tuple(group(4), group(4), group(4), group(4)).map((g) => g.join('-')),
  fc.tuple(group(5), group(5), group(5), group(3)).map((g) => g.join('-')),
);

/** What a copy from a web page does to a key: case, spaces or nothing for dashes, padding. */
const mangled = (key: string) =>
  fc
    .tuple(fc.constantFrom('-', ' ', '', ' - '), fc.boolean(), fc.constantFrom('', ' ', '\t'))
    .map(([separator, lower, pad]) => `${pad}${(lower ? key.toLowerCase() : key).split('-').join(separator)}${pad}`);

describe('keySpellings', () => {
  it('finds a stored key however its case, dashes and spaces were mangled', () => {
    fc.assert(
      fc.property(
        aKey.chain((key) => mangled(key).map((pasted) => [key, pasted] as const)),
        ([key, pasted]) => keySpellings(pasted).includes(key),
      ),
    );
  });

  it('finds a lower-case stored key pasted in capitals, and a key stored without dashes', () => {
    expect(keySpellings('ABCD-1234')).toContain('abcd-1234');
    expect(keySpellings('abcd 1234 efgh')).toContain('ABCD1234EFGH');
  });

  it('tries nothing for a blank paste', () => {
    expect(keySpellings('  ')).toEqual([]);
  });
});
