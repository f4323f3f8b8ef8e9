import fc from 'fast-check';

/** Text a client could send in place of any value: empty, huge, NUL, lone surrogates, markup, SQL. */
export const hostileString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'null',
    'undefined',
    '0',
    '-1',
    'NaN',
    '\u0000',
    'a\u0000b',
    '\ud800',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '${7*7}',
    '__proto__',
  ),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.integer({ min: 256, max: 20_000 }).map((n) => 'x'.repeat(n)),
  fc.string({ maxLength: 10 }).map((s) => `${s}\u0000${s}`),
);

/**
 * A value for a URL's path or query, percent-encoded: a lone surrogate cannot travel in a URL at all
 * (encodeURIComponent throws), so it goes as the replacement character a browser would send.
 */
export const inUrl = (value: string): string => encodeURIComponent(value.toWellFormed());

/** A nested value as deep as a 100 KB body allows, for parsers and walkers that recurse. */
const deeplyNested = fc.integer({ min: 100, max: 1000 }).map((depth) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`) as unknown);

/** A value of the wrong type for whatever field it lands in. */
export const wrongTypeValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    { toString: 'x' },
    { valueOf: 1 },
    { __proto__: { admin: true } },
    [],
    {},
    [null],
    true,
    false,
    0,
    -0,
    1e308,
    -1,
    2 ** 31,
    2 ** 53 + 1,
    0.5,
  ),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
  deeplyNested,
  hostileString,
);

/** Plausible text: what the app's own forms send, plus the demo accounts' names. */
export const plausibleString = fc.oneof(
  fc.constantFrom(
    'democreator',
    'democompany',
    'demostaff',
    'demopassword1',
    'creator@example.com',
    'https://store.steampowered.com/app/620/Portal_2/',
    '620',
    'steam',
    'pc',
    'ABCD-EFGH-IJKL',
    'Demo Studio',
  ),
  fc.emailAddress(),
  fc.stringMatching(/^[a-z0-9]{4,25}$/),
  fc.string({ minLength: 1, maxLength: 20 }),
);
