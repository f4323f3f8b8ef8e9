import type { ChannelProvider } from '../../shared/channel-statistics.port.ts';
import type { ChannelSyncSource } from '../domain/channel-sync.ts';

/** The connected channels the scheduled sync reads, and when it last tried each. */
export interface ChannelSyncSourcesPort {
  /** Valid connections never tried, or last tried before `triedBefore`; least recently tried first. */
  listDue(triedBefore: Date, limit: number): Promise<ChannelSyncSource[]>;
  /** Tried now, whatever the platform answered: a channel without data waits its turn like the rest. */
  markTried(sources: readonly ChannelSyncSource[], at: Date): Promise<void>;
  /**
   * Every valid connection to `provider`, in a fixed order, the page after `afterChannelId` (the
   * platform's channel id): what the live sampler walks through every few minutes.
   */
  listConnected(
    provider: ChannelProvider,
    afterChannelId: string | null,
    limit: number,
  ): Promise<{ creatorId: string; providerChannelId: string }[]>;
}
