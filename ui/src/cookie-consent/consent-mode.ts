/** Spec section 3: the consent record kept in localStorage under this key. */
export const CONSENT_STORAGE_KEY = 'consentMode';

export type ConsentValue = 'granted' | 'denied';

export interface ConsentMode {
  ad_storage: ConsentValue;
  analytics_storage: ConsentValue;
  functionality_storage: ConsentValue;
  security_storage: ConsentValue;
  ad_user_data: ConsentValue;
  ad_personalization: ConsentValue;
}

export type ConsentCategory = 'analytics' | 'functionality' | 'marketing' | 'security';

export const CONSENT_CATEGORIES: readonly ConsentCategory[] = ['analytics', 'functionality', 'marketing', 'security'];

/**
 * Which consent fields each category grants. Marketing covers all three advertising fields (storage,
 * sending user data, personalisation); the others map one to one.
 */
export const CATEGORY_FIELDS: Record<ConsentCategory, readonly (keyof ConsentMode)[]> = {
  analytics: ['analytics_storage'],
  functionality: ['functionality_storage'],
  marketing: ['ad_storage', 'ad_user_data', 'ad_personalization'],
  security: ['security_storage'],
};

/** The record for a set of chosen categories: their fields granted, every other field denied. */
export function consentFor(chosen: Iterable<ConsentCategory>): ConsentMode {
  const granted = new Set([...chosen].flatMap((category) => CATEGORY_FIELDS[category]));
  const value = (field: keyof ConsentMode): ConsentValue => (granted.has(field) ? 'granted' : 'denied');
  return {
    ad_storage: value('ad_storage'),
    analytics_storage: value('analytics_storage'),
    functionality_storage: value('functionality_storage'),
    security_storage: value('security_storage'),
    ad_user_data: value('ad_user_data'),
    ad_personalization: value('ad_personalization'),
  };
}

const FIELDS = Object.keys(consentFor([])) as (keyof ConsentMode)[];

/** The stored choice, or null when none was made (or what is stored is not a complete record). */
export function readConsent(storage: Pick<Storage, 'getItem'>): ConsentMode | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(CONSENT_STORAGE_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const record = parsed as Record<string, unknown>;
    return FIELDS.every((field) => record[field] === 'granted' || record[field] === 'denied') ? (record as unknown as ConsentMode) : null;
  } catch {
    return null; // unreadable JSON counts as no choice: the notice asks again
  }
}

export function saveConsent(storage: Pick<Storage, 'setItem'>, consent: ConsentMode): void {
  storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent));
}

/**
 * The creator subdomain (host name starting with "creator.", any port) never shows the notice
 * (spec section 9).
 */
export function isCreatorHost(host: string): boolean {
  return host.toLowerCase().startsWith('creator.');
}

/** Shown until a choice is stored, except on the creator subdomain. */
export function shouldShowConsent(host: string, storage: Pick<Storage, 'getItem'>): boolean {
  return !isCreatorHost(host) && readConsent(storage) === null;
}
