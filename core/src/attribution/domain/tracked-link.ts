/**
 * A creator's tracked link for one activation (spec 1: results; attribution of store traffic). It
 * goes through Lurkit, which counts the click, and on to the game's Steam store page with the UTM
 * parameters Steam's UTM analytics record, so the company's Steam report names the activation
 * (utm_campaign) and the creator (utm_content).
 */
export const TRACKED_ACTIVATION_KINDS = ['KEY', 'QUEST'] as const;
export type TrackedActivationKind = (typeof TRACKED_ACTIVATION_KINDS)[number];

export const UTM_SOURCE = 'lurkit';
/** Our choice: every Lurkit link is a creator's, so the medium says so and a company can filter on it. */
export const UTM_MEDIUM = 'creator';

/** Ids, not names: a renamed activation or creator keeps its history, and ids cannot collide. */
export interface UtmTags {
  /** The activation's id. */
  readonly campaign: string;
  /** The creator's user id. */
  readonly content: string;
}

export const steamStoreUrl = (appId: number): string => `https://store.steampowered.com/app/${appId}/`;

/** The store URL with Lurkit's UTM parameters set (any the URL already had with the same names are replaced). */
export function utmStoreUrl(storeUrl: string, tags: UtmTags): string {
  const url = new URL(storeUrl);
  url.searchParams.set('utm_source', UTM_SOURCE);
  url.searchParams.set('utm_medium', UTM_MEDIUM);
  url.searchParams.set('utm_campaign', tags.campaign);
  url.searchParams.set('utm_content', tags.content);
  return url.toString();
}
