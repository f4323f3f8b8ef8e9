import type { ChannelProvider } from '../../shared/channel-statistics.port.ts';
import type { Cents } from '../../shared/money.ts';
import type { Region } from './matchmaking-brief.schema.ts';

/** What matchmaking knows about a creator: figures from their connected channels and profile. */
export interface CreatorCandidate {
  readonly id: string;
  /** ISO 3166 alpha-2, upper case. */
  readonly country: string;
  readonly region: Region;
  /** ISO 639-1, lower case. */
  readonly languages: readonly string[];
  /** Games the creator streamed or posted about recently. */
  readonly gameIds: readonly string[];
  /** The platform of the creator's largest channel: it sets their price per hour watched. */
  readonly platform: ChannelProvider;
  readonly averageCcv: number;
  readonly averageStreamHours: number;
  /** The creator's minimum deal size: no offer below it is suggested. */
  readonly minimumDealCents: Cents;
  /**
   * Store wishlists per hour watched this creator's tracked links brought the company before (its
   * imported Steam UTM reports over the hours watched of the creator's content in those days);
   * absent or null when unknown.
   */
  readonly observedWishlistsPerHourWatched?: number | null;
}
