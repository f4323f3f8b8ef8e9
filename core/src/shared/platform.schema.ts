import * as v from 'valibot';

/**
 * Spec 3: games are sold on many distribution channels (stores and consoles), grouped in six
 * families. One vocabulary for every context: the game catalogue, Code Manager, Key campaigns,
 * Quests, Missions' code rewards, browse filters, claims and reporting.
 */
export const PLATFORM_FAMILIES = ['Mobile', 'Nintendo', 'Pc', 'Playstation', 'VR', 'Xbox'] as const;
export type PlatformFamily = (typeof PLATFORM_FAMILIES)[number];
/** How pages name a family. */
export const PLATFORM_FAMILY_LABELS: Readonly<Record<PlatformFamily, string>> = {
  Mobile: 'Mobile',
  Nintendo: 'Nintendo',
  Pc: 'PC',
  Playstation: 'PlayStation',
  VR: 'VR',
  Xbox: 'Xbox',
};

/** Every platform by the name the pages show, with its family. */
export const PLATFORMS = {
  Steam: 'Pc',
  'Epic Games Store': 'Pc',
  GOG: 'Pc',
  'itch.io': 'Pc',
  'Microsoft Store': 'Pc',
  'PC (Windows)': 'Pc',
  Mac: 'Pc',
  Linux: 'Pc',
  iOS: 'Mobile',
  Android: 'Mobile',
  'Meta Quest': 'VR',
  Pico: 'VR',
  'PlayStation VR2': 'VR',
  SteamVR: 'VR',
  'PlayStation 5': 'Playstation',
  'PlayStation 5 (EU)': 'Playstation',
  'PlayStation 5 (NA)': 'Playstation',
  'PlayStation 5 (JP)': 'Playstation',
  'PlayStation 4': 'Playstation',
  'Nintendo Switch': 'Nintendo',
  'Nintendo Switch 2': 'Nintendo',
  'Nintendo Switch (EU)': 'Nintendo',
  'Nintendo Switch (NA)': 'Nintendo',
  'Xbox Series X|S': 'Xbox',
  'Xbox One': 'Xbox',
  'Xbox (EU)': 'Xbox',
  'Xbox (NA)': 'Xbox',
  'Ubisoft Connect': 'Pc',
  'EA app': 'Pc',
  'Battle.net': 'Pc',
  'Humble Bundle': 'Pc',
  Other: 'Pc',
} as const satisfies Record<string, PlatformFamily>;
export type Platform = keyof typeof PLATFORMS;
export const PLATFORM_NAMES = Object.keys(PLATFORMS) as Platform[];

/**
 * Where a name the vocabulary does not know goes when stored free text is brought to it (a
 * soundtrack on Bandcamp, a retired store): our choice, the spec names no such platform. It sits in
 * the Pc family, where downloads outside the named stores are played; the migration that brought
 * stored names to the vocabulary lists every value it sent here, for the company to move.
 */
export const FALLBACK_PLATFORM: Platform = 'Other';

/**
 * A platform's identifier on the wire (a GraphQL enum value): its name in capitals, words joined by
 * underscores ("PlayStation 5 (EU)" is PLAYSTATION_5_EU). It reads back as the same platform.
 */
export const PLATFORM_IDS = {
  Steam: 'STEAM',
  'Epic Games Store': 'EPIC_GAMES_STORE',
  GOG: 'GOG',
  'itch.io': 'ITCH_IO',
  'Microsoft Store': 'MICROSOFT_STORE',
  'PC (Windows)': 'PC_WINDOWS',
  Mac: 'MAC',
  Linux: 'LINUX',
  iOS: 'IOS',
  Android: 'ANDROID',
  'Meta Quest': 'META_QUEST',
  Pico: 'PICO',
  'PlayStation VR2': 'PLAYSTATION_VR2',
  SteamVR: 'STEAMVR',
  'PlayStation 5': 'PLAYSTATION_5',
  'PlayStation 5 (EU)': 'PLAYSTATION_5_EU',
  'PlayStation 5 (NA)': 'PLAYSTATION_5_NA',
  'PlayStation 5 (JP)': 'PLAYSTATION_5_JP',
  'PlayStation 4': 'PLAYSTATION_4',
  'Nintendo Switch': 'NINTENDO_SWITCH',
  'Nintendo Switch 2': 'NINTENDO_SWITCH_2',
  'Nintendo Switch (EU)': 'NINTENDO_SWITCH_EU',
  'Nintendo Switch (NA)': 'NINTENDO_SWITCH_NA',
  'Xbox Series X|S': 'XBOX_SERIES_X_S',
  'Xbox One': 'XBOX_ONE',
  'Xbox (EU)': 'XBOX_EU',
  'Xbox (NA)': 'XBOX_NA',
  'Ubisoft Connect': 'UBISOFT_CONNECT',
  'EA app': 'EA_APP',
  'Battle.net': 'BATTLE_NET',
  'Humble Bundle': 'HUMBLE_BUNDLE',
  Other: 'OTHER',
} as const satisfies Record<Platform, string>;
export type PlatformId = (typeof PLATFORM_IDS)[Platform];
export const platformIdOf = (platform: Platform): PlatformId => PLATFORM_IDS[platform];
/** The identifier of a name as saved or typed (any spelling the vocabulary reads), or null. */
export function platformIdFor(raw: string): PlatformId | null {
  const platform = platformOf(raw);
  return platform ? PLATFORM_IDS[platform] : null;
}

export const isPlatform = (name: string): name is Platform => Object.hasOwn(PLATFORMS, name);

/** How free text is compared: case, spaces and punctuation do not matter ("steam ", "PS-5"). */
const keyOf = (raw: string): string => raw.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Names people type for a platform; a family's bare name stands for its current console or main store. */
const ALIASES: Readonly<Record<string, Platform>> = {
  epic: 'Epic Games Store',
  epicgames: 'Epic Games Store',
  egs: 'Epic Games Store',
  gogcom: 'GOG',
  itch: 'itch.io',
  pc: 'PC (Windows)',
  windows: 'PC (Windows)',
  macos: 'Mac',
  osx: 'Mac',
  appstore: 'iOS',
  iphone: 'iOS',
  googleplay: 'Android',
  oculus: 'Meta Quest',
  oculusquest: 'Meta Quest',
  quest: 'Meta Quest',
  psvr2: 'PlayStation VR2',
  playstation: 'PlayStation 5',
  ps5: 'PlayStation 5',
  ps4: 'PlayStation 4',
  psn: 'PlayStation 5',
  nintendo: 'Nintendo Switch',
  switch: 'Nintendo Switch',
  switch2: 'Nintendo Switch 2',
  xbox: 'Xbox Series X|S',
  xboxseriesx: 'Xbox Series X|S',
  xboxseriess: 'Xbox Series X|S',
  xboxseries: 'Xbox Series X|S',
  xsx: 'Xbox Series X|S',
  uplay: 'Ubisoft Connect',
  ubisoft: 'Ubisoft Connect',
  origin: 'EA app',
  ea: 'EA app',
  battlenet: 'Battle.net',
  humble: 'Humble Bundle',
};

const BY_KEY: ReadonlyMap<string, Platform> = new Map([
  ...PLATFORM_NAMES.map((name) => [keyOf(name), name] as const),
  ...Object.entries(ALIASES),
]);

/**
 * The vocabulary's platform for a name as typed ("steam ", "PS5", "PlayStation 5") or its wire
 * identifier ("PLAYSTATION_5": case and punctuation do not count), or null.
 */
export const platformOf = (raw: string): Platform | null => BY_KEY.get(keyOf(raw)) ?? null;

/** The family of a platform name as typed, or null when it is not in the vocabulary. */
export function familyOf(raw: string): PlatformFamily | null {
  const platform = platformOf(raw);
  return platform ? PLATFORMS[platform] : null;
}

/** The platforms of a family, in vocabulary order. */
export const platformsOfFamily = (family: PlatformFamily): Platform[] => PLATFORM_NAMES.filter((name) => PLATFORMS[name] === family);

/**
 * A browse filter's value, a family ("Playstation") or a platform ("Steam"), as the platforms it
 * finds: a family finds every platform in it.
 */
export function platformsMatching(filter: string): Platform[] {
  const family = PLATFORM_FAMILIES.find((f) => keyOf(f) === keyOf(filter));
  if (family) return platformsOfFamily(family);
  const platform = platformOf(filter);
  return platform ? [platform] : [];
}

/**
 * A platform field of a form: any name the vocabulary knows, as typed or by an alias, becomes its
 * vocabulary name, so "steam " and "Steam" are one stock.
 */
export const platformSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Platform name is required.'),
  v.check((raw) => platformOf(raw) !== null, 'Choose a platform from the list.'),
  v.transform((raw) => platformOf(raw) ?? raw),
);

/**
 * Every spelling the vocabulary reads as a platform the filter finds, compared as `platformKey`
 * compares: stores can match names saved as typed ("PS5", "steam ") against a family.
 */
export function platformKeysMatching(filter: string): string[] {
  const wanted = new Set<string>(platformsMatching(filter));
  const keys = [...BY_KEY].filter(([, platform]) => wanted.has(platform)).map(([key]) => key);
  return keys.length > 0 ? keys : [keyOf(filter)];
}

/** Two names as saved or typed are one platform ("PS5" and "PlayStation 5"; unknown names compare as `platformKey`). */
export const samePlatformName = (a: string, b: string): boolean => (platformOf(a) ?? keyOf(a)) === (platformOf(b) ?? keyOf(b));

/** A platform name reduced for comparison: lower case, letters and digits only. */
export const platformKey = keyOf;

/** Whether a platform name as saved is found by a browse filter (a family or a platform). */
export const platformMatchesFilter = (saved: string, filter: string): boolean => platformKeysMatching(filter).includes(keyOf(saved));
