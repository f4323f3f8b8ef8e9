/**
 * The stores whose key shape is published, so a line that cannot be a key of that store is caught
 * before a creator receives it. Letters are compared without case (the stores accept either);
 * dashes between groups are optional where the store's own redeem field ignores them.
 */
export interface KeyFormat {
  /** The store, as the company reads it in the error. */
  readonly store: string;
  /** The shape as printed on the store's cards and key lists. */
  readonly example: string;
  readonly pattern: RegExp;
}

const groups = (sizes: readonly number[], dashes: 'required' | 'optional'): RegExp => {
  const separator = dashes === 'required' ? '-' : '-?';
  return new RegExp(`^${sizes.map((size) => `[A-Z0-9]{${size}}`).join(separator)}$`, 'i');
};

const either = (...patterns: RegExp[]): RegExp => new RegExp(patterns.map((p) => `(?:${p.source})`).join('|'), 'i');

/** Steam keys: three groups of five (the common product key) or five groups of five (bundles). */
const STEAM: KeyFormat = {
  store: 'Steam',
  example: 'XXXXX-XXXXX-XXXXX',
  pattern: either(groups([5, 5, 5], 'required'), groups([5, 5, 5, 5, 5], 'required')),
};
/** PlayStation Store vouchers: 12 characters, printed as three groups of four. */
const PLAYSTATION: KeyFormat = { store: 'PlayStation', example: 'XXXX-XXXX-XXXX', pattern: groups([4, 4, 4], 'optional') };
/** Microsoft Store and Xbox codes: 25 characters in five groups of five. */
const XBOX: KeyFormat = { store: 'Xbox', example: 'XXXXX-XXXXX-XXXXX-XXXXX-XXXXX', pattern: groups([5, 5, 5, 5, 5], 'optional') };
/** Nintendo eShop download codes: 16 characters, printed as four groups of four. */
const NINTENDO: KeyFormat = { store: 'Nintendo eShop', example: 'XXXX-XXXX-XXXX-XXXX', pattern: groups([4, 4, 4, 4], 'optional') };
/** Epic Games Store product codes: four groups of five, or 16 characters for store codes. */
const EPIC: KeyFormat = {
  store: 'Epic Games Store',
  example: 'XXXXX-XXXXX-XXXXX-XXXXX',
  pattern: either(groups([5, 5, 5, 5], 'optional'), groups([4, 4, 4, 4], 'optional')),
};
/** GOG.com game codes: 18 characters, printed as three groups of five and one of three. */
const GOG: KeyFormat = { store: 'GOG', example: 'XXXXX-XXXXX-XXXXX-XXX', pattern: groups([5, 5, 5, 3], 'optional') };

/** Names a company types for each store, compared without case, spaces or punctuation. */
const FORMAT_BY_NAME: ReadonlyMap<string, KeyFormat> = new Map(
  (
    [
      [STEAM, ['steam']],
      [PLAYSTATION, ['playstation', 'playstation4', 'playstation5', 'ps4', 'ps5', 'psn', 'playstationstore']],
      [XBOX, ['xbox', 'xboxone', 'xboxseriesxs', 'xboxseriesx', 'xboxseriess', 'microsoftstore']],
      [NINTENDO, ['nintendo', 'nintendoswitch', 'nintendoswitch2', 'switch', 'switch2', 'nintendoeshop', 'eshop']],
      [EPIC, ['epic', 'epicgames', 'epicgamesstore', 'egs']],
      [GOG, ['gog', 'gogcom', 'goggalaxy']],
    ] as const
  ).flatMap(([format, names]) => names.map((name) => [name, format] as const)),
);

/** The key shape of a platform, or null when the store publishes none (itch.io, mobile stores, others). */
export function keyFormatOf(platform: string): KeyFormat | null {
  return FORMAT_BY_NAME.get(platform.toLowerCase().replace(/[^a-z0-9]/g, '')) ?? null;
}

export const fitsKeyFormat = (format: KeyFormat, code: string): boolean => format.pattern.test(code);
