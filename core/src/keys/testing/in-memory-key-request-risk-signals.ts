import type { KeyRequestRiskSignals } from '../domain/key-request-risk.ts';
import type { KeyRequestRiskSignalsPort, KeyRequestToJudge } from '../ports/key-request-risk-signals.port.ts';

/** A requester of some years with a real audience and nothing against them. */
export const QUIET_REQUESTER: Omit<KeyRequestRiskSignals, 'requestedAt'> = {
  accountCreatedAt: new Date(Date.UTC(2023, 0, 1)),
  oldestChannelCreatedAt: new Date(Date.UTC(2020, 0, 1)),
  lastChannelConnectedAt: new Date(Date.UTC(2023, 0, 1)),
  authenticityScore: 95,
  keysClaimedBefore: 0,
  keysClaimedWithoutContent: 0,
  requestsInLastDay: 1,
  emailDomain: 'gmail.com',
  otherAccountsOnChannel: 0,
};

/** Answers what a test set per creator; creators it was never told of are gone. */
export class InMemoryKeyRequestRiskSignals implements KeyRequestRiskSignalsPort {
  readonly #byCreator = new Map<string, Omit<KeyRequestRiskSignals, 'requestedAt'>>();

  set(creatorId: string, changes: Partial<Omit<KeyRequestRiskSignals, 'requestedAt'>> = {}): void {
    this.#byCreator.set(creatorId, { ...QUIET_REQUESTER, ...changes });
  }

  async signalsFor(requests: readonly KeyRequestToJudge[]): Promise<ReadonlyMap<string, KeyRequestRiskSignals>> {
    const found = new Map<string, KeyRequestRiskSignals>();
    for (const request of requests) {
      const known = this.#byCreator.get(request.creatorId);
      if (known) found.set(request.participantId, { ...known, requestedAt: request.requestedAt });
    }
    return found;
  }
}
