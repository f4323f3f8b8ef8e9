import type { ChannelProvider } from '../../shared/channel-statistics.port.ts';

/** One export a company made; the records count against the monthly quota. */
export interface InsightsExport {
  readonly id: string;
  readonly companyId: string;
  readonly requestedByUserId: string;
  readonly platform: ChannelProvider;
  readonly from: Date;
  readonly to: Date;
  readonly createdAt: Date;
}
