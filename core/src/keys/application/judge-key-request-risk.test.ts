import { describe, expect, it } from 'vitest';
import { aKeyCampaign, aParticipant, COMPANY_ID } from '../testing/builders.ts';
import { InMemoryKeyRequestRiskSignals } from '../testing/in-memory-key-request-risk-signals.ts';
import { keysTestDeps, seedKeys } from '../testing/keys-test-deps.ts';
import { JudgeKeyRequestRisk } from './judge-key-request-risk.ts';

async function world() {
  const deps = { ...keysTestDeps(), riskSignals: new InMemoryKeyRequestRiskSignals() };
  const campaign = aKeyCampaign({ id: 'k-1' });
  const theirs = aKeyCampaign({ id: 'k-2', companyId: 'company-2' });
  const appliedAt = new Date(Date.UTC(2026, 2, 10, 12));
  await seedKeys(deps, {
    campaigns: [campaign, theirs],
    participants: [
      aParticipant(campaign, { id: 'p-1', creatorId: 'c-1', appliedAt }),
      aParticipant(theirs, { id: 'p-2', creatorId: 'c-2', appliedAt }),
      aParticipant(campaign, { id: 'p-3', creatorId: 'c-gone', appliedAt }),
    ],
  });
  return { deps, judge: new JudgeKeyRequestRisk(deps), participants: await deps.participants.listByCreators(['c-1', 'c-2', 'c-gone']) };
}

describe('JudgeKeyRequestRisk', () => {
  it("judges the request from its requester's signals at the moment it was made", async () => {
    const { deps, judge } = await world();
    deps.riskSignals.set('c-1', { lastChannelConnectedAt: new Date(Date.UTC(2026, 2, 10, 9)), requestsInLastDay: 6 });
    const risk = await judge.execute({ companyId: COMPANY_ID, participantId: 'p-1' });
    expect(risk.ok && risk.value).toEqual({
      level: 'REVIEW',
      reasons: [
        { code: 'MANY_REQUESTS', figure: 6, words: '6 key requests in the last 24 hours.' },
        { code: 'CHANNEL_JUST_CONNECTED', figure: 3, words: 'A channel was connected 3 hours before the request.' },
      ],
    });
  });

  it("answers not found for another company's request and for an unknown one", async () => {
    const { deps, judge } = await world();
    deps.riskSignals.set('c-2');
    for (const participantId of ['p-2', 'p-unknown']) {
      const risk = await judge.execute({ companyId: COMPANY_ID, participantId });
      expect(!risk.ok && risk.error.code).toBe('KEYS.PARTICIPANT_NOT_FOUND');
    }
  });

  it('reads null when the requester is gone', async () => {
    const { judge } = await world();
    const risk = await judge.execute({ companyId: COMPANY_ID, participantId: 'p-3' });
    expect(risk.ok && risk.value).toBeNull();
  });

  it("judges a page in one read of signals, leaving out another company's requests and requesters who are gone", async () => {
    const { deps, judge, participants } = await world();
    deps.riskSignals.set('c-1', { emailDomain: 'yopmail.com' });
    deps.riskSignals.set('c-2', { emailDomain: 'yopmail.com' });
    let reads = 0;
    const signalsFor = deps.riskSignals.signalsFor.bind(deps.riskSignals);
    deps.riskSignals.signalsFor = (requests) => {
      reads += 1;
      return signalsFor(requests);
    };
    const judged = await judge.forPage({ companyId: COMPANY_ID, participants });
    expect([...judged.keys()]).toEqual(['p-1']);
    expect(judged.get('p-1')?.level).toBe('REVIEW');
    expect(reads).toBe(1);
  });
});
