import type { KeyRequestRiskSignals } from '../domain/key-request-risk.ts';

export interface KeyRequestToJudge {
  readonly participantId: string;
  readonly creatorId: string;
  readonly requestedAt: Date;
}

/**
 * What accounts, channels, statistics and past key runs say about key requesters, gathered for many
 * requests in one read (a page of participants). A request whose requester is gone has no entry.
 */
export interface KeyRequestRiskSignalsPort {
  signalsFor(requests: readonly KeyRequestToJudge[]): Promise<ReadonlyMap<string, KeyRequestRiskSignals>>;
}
