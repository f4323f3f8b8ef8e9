import * as v from 'valibot';

const STORE_HOSTS = new Set(['store.steampowered.com', 'steamcommunity.com']);
/** `/app/<id>/<slug>`, or the age gate Steam sends mature games through first (`/agecheck/app/<id>`). */
const APP_PATH = /^\/(?:agecheck\/)?app\/(\d{1,10})(?:\/|$)/;
/** Steam's ids are unsigned 32-bit; we take those that fit GraphQL's Int (today's reach 4 million). */
const MAX_APP_ID = 2_147_483_647;

const toAppId = (digits: string): number | null => {
  const id = Number(digits);
  return Number.isSafeInteger(id) && id >= 1 && id <= MAX_APP_ID ? id : null;
};

/**
 * The app id in a Steam store (or community hub) link, or a bare app id:
 * `https://store.steampowered.com/app/1145360/Hades/` and `1145360` both give 1145360. Null for
 * anything else, other sites and other schemes included.
 */
export function parseSteamAppId(input: string): number | null {
  const text = input.trim();
  if (/^\d{1,10}$/.test(text)) return toAppId(text);
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`);
  } catch {
    return null; // not a link at all: the caller says so at the field
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!STORE_HOSTS.has(url.hostname) || url.username || url.password || url.port) return null;
  const match = APP_PATH.exec(url.pathname);
  return match?.[1] ? toAppId(match[1]) : null;
}

export const STEAM_STORE_URL_MESSAGE = 'Enter a Steam store link (https://store.steampowered.com/app/…) or an app id.';

/** The "Import from Steam" field: a store link or an app id in, the app id out. */
export const steamStoreUrlSchema = v.pipe(
  v.string(STEAM_STORE_URL_MESSAGE),
  v.trim(),
  v.nonEmpty(STEAM_STORE_URL_MESSAGE),
  v.maxLength(2048, STEAM_STORE_URL_MESSAGE),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const appId = parseSteamAppId(dataset.value);
    if (appId === null) {
      addIssue({ message: STEAM_STORE_URL_MESSAGE });
      return NEVER;
    }
    return appId;
  }),
);
