import { describe, expect, it } from 'vitest';
import { aKeyCampaign, aParticipant, COMPANY_ID } from '../testing/builders.ts';
import { keysTestDeps } from '../testing/keys-test-deps.ts';
import { ListCompanyKeyParticipants } from './key-campaign-queries.ts';

const all = { after: null, before: null, limit: 10, inverted: false };

describe('ListCompanyKeyParticipants (creator management, Keys)', () => {
  it("lists one tab across every campaign of the company with the campaign's name, and nothing of another company", async () => {
    const deps = keysTestDeps();
    const spring = aKeyCampaign({ id: 'k-spring', name: 'Spring keys' });
    const summer = aKeyCampaign({ id: 'k-summer', name: 'Summer keys' });
    const theirs = aKeyCampaign({ id: 'k-theirs', companyId: 'company-2' });
    for (const c of [spring, summer, theirs]) await deps.campaigns.save(c);
    const at = (m: number) => new Date(Date.UTC(2026, 2, 1, 10, m));
    await deps.participants.save(aParticipant(spring, { id: 'p-1', creatorId: 'c-1', state: 'pending', appliedAt: at(1) }));
    await deps.participants.save(aParticipant(summer, { id: 'p-2', creatorId: 'c-2', state: 'waitlist', appliedAt: at(2) }));
    await deps.participants.save(aParticipant(summer, { id: 'p-3', creatorId: 'c-3', state: 'claimedKey', appliedAt: at(3) }));
    await deps.participants.save(aParticipant(theirs, { id: 'p-4', creatorId: 'c-4', state: 'pending', appliedAt: at(4) }));

    const list = (tab: 'pending' | 'active' | 'ended') =>
      new ListCompanyKeyParticipants(deps).execute({ companyId: COMPANY_ID, tab, page: all });
    expect((await list('pending')).map((r) => [r.participant.id, r.campaignName])).toEqual([
      ['p-1', 'Spring keys'],
      ['p-2', 'Summer keys'],
    ]);
    expect((await list('active')).map((r) => r.participant.id)).toEqual(['p-3']);
    expect(await list('ended')).toEqual([]);
  });
});
