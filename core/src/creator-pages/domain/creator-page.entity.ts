/** A link on a creator page: the creator's shop, Discord, schedule, press kit. */
export interface CreatorPageLink {
  readonly label: string;
  readonly url: string;
}

/**
 * A creator's public page at `/{slug}` (spec 2). The slug is stored lower-cased and is unique across
 * every creator: it is an address on the site.
 */
export interface CreatorPage {
  readonly id: string;
  readonly creatorId: string;
  readonly slug: string;
  readonly title: string;
  readonly bio: string | null;
  readonly links: readonly CreatorPageLink[];
  readonly createdAt: Date;
  readonly updatedAt: Date;
}
