import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitsKeyFormat, keyFormatOf } from './key-format.ts';

const alphanumeric = fc.constantFrom(...'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789abcdef');
const group = (size: number) => fc.array(alphanumeric, { minLength: size, maxLength: size }).map((chars) => chars.join(''));
const key = (sizes: number[], separator = '-') => fc.tuple(...sizes.map(group)).map((groups) => groups.join(separator));

/** Per store: names a company types, and the shapes its documentation prints. */
const STORES = [
  {
    names: ['Steam', 'steam '],
    shapes: [
      [5, 5, 5],
      [5, 5, 5, 5, 5],
    ],
    dashesOptional: false,
  },
  { names: ['PlayStation 5', 'PS4', 'PSN'], shapes: [[4, 4, 4]], dashesOptional: true },
  { names: ['Xbox Series X|S', 'Xbox One'], shapes: [[5, 5, 5, 5, 5]], dashesOptional: true },
  { names: ['Nintendo Switch', 'Switch 2'], shapes: [[4, 4, 4, 4]], dashesOptional: true },
  { names: ['Epic Games Store', 'epic'], shapes: [[5, 5, 5, 5]], dashesOptional: true },
  { names: ['GOG', 'GOG.com'], shapes: [[5, 5, 5, 3]], dashesOptional: true },
];

describe('keyFormatOf', () => {
  it('has no format for stores that publish none', () => {
    for (const name of ['itch.io', 'iOS', 'Google Play', 'Meta Quest', 'Other']) expect(keyFormatOf(name)).toBeNull();
  });

  for (const store of STORES)
    it(`accepts every key of the documented ${store.names[0]} shapes and refuses other lengths and characters`, () => {
      for (const name of store.names) {
        const format = keyFormatOf(name);
        expect(format, name).not.toBeNull();
        if (!format) continue;
        for (const shape of store.shapes) {
          fc.assert(fc.property(key(shape), (k) => fitsKeyFormat(format, k)));
          if (store.dashesOptional) fc.assert(fc.property(key(shape, ''), (k) => fitsKeyFormat(format, k)));
          // One character short, or one that is no letter or digit, is never a key.
          fc.assert(fc.property(key(shape), (k) => !fitsKeyFormat(format, k.slice(0, -1))));
          fc.assert(
            fc.property(key(shape), fc.constantFrom('!', '_', ' ', 'é', '/'), fc.nat(), (k, bad, at) => {
              const i = at % k.length;
              return k[i] === '-' || !fitsKeyFormat(format, `${k.slice(0, i)}${bad}${k.slice(i + 1)}`);
            }),
          );
        }
        expect(fitsKeyFormat(format, 'FJORD-0001')).toBe(false);
      }
    });
});
