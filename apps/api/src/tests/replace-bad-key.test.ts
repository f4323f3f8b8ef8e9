import { describe, expect, it } from 'vitest';
import { signedInCreator } from '../testing/accounts-world.ts';
import { useTestApp } from '../testing/test-app.ts';
import { liveKeyCampaignWithOneKey } from '../testing/keys-world.ts';
import {
  ADD_CODES,
  CLAIM_KEY,
  CLAIMED_KEY,
  KEY_PARTICIPANTS,
  REPLACE_BAD_KEY,
  REQUEST_KEY,
  REVIEW_KEY_PARTICIPANTS,
  TRACE_LEAKED_KEY,
} from './operations.ts';

const app = useTestApp();

/** A live campaign on a Code Manager item, and a creator who claimed its one Steam key. */
async function claimedKey() {
  const { itemId, campaignId, ...company } = await liveKeyCampaignWithOneKey(app, { game: 'Drift', key: 'STEAM-BAD-0001' });
  const creator = await signedInCreator(app);
  const requested = await creator.client.op(REQUEST_KEY, { campaignId });
  const participantId = requested.data!.requestKey.id;
  await company.client.op(REVIEW_KEY_PARTICIPANTS, { campaignId, participantIds: [participantId], decision: 'accept' });
  expect((await creator.client.op(CLAIM_KEY, { campaignId, platform: 'STEAM' })).data!.claimKey.key).toBe('STEAM-BAD-0001');
  return { company, creator, itemId, campaignId, participantId };
}

describe('a company replaces a bad key', () => {
  it('gives the creator the next key from stock; the company sees which replaced which and the bad key says so', async () => {
    const { company, creator, itemId, campaignId, participantId } = await claimedKey();
    await company.client.op(ADD_CODES, { itemId, platform: 'STEAM', codes: 'STEAM-NEW-0002' });

    const replaced = await company.client.op(REPLACE_BAD_KEY, { campaignId, participantId });
    expect(replaced.errors).toEqual([]);
    expect(replaced.data!.replaceBadKey).toMatchObject({
      state: 'claimedKey',
      replacedKeys: [{ key: '••••••••••0001', replacement: '••••••••••0002', markedBadAt: expect.any(String) }],
    });
    expect((await creator.client.op(CLAIMED_KEY, { participantId })).data).toEqual({ claimedKey: 'STEAM-NEW-0002' });
    const active = await company.client.op(KEY_PARTICIPANTS, { campaignId, tab: 'active' });
    expect(active.data!.keyParticipants.edges[0]!.node.replacedKeys).toHaveLength(1);
    const trace = await company.client.op(TRACE_LEAKED_KEY, { value: 'STEAM-BAD-0001' });
    expect(trace.data!.traceLeakedKey.events.map((e) => e.type)).toEqual(['added', 'claimed', 'markedBad', 'traced']);
  });

  it('refuses with the stock empty and changes nothing', async () => {
    const { company, creator, campaignId, participantId } = await claimedKey();
    const refused = await company.client.op(REPLACE_BAD_KEY, { campaignId, participantId });
    expect(refused.errors[0]?.extensions).toMatchObject({ code: 'KEYS.NO_REPLACEMENT_KEY' });
    expect((await creator.client.op(CLAIMED_KEY, { participantId })).data).toEqual({ claimedKey: 'STEAM-BAD-0001' });
    const trace = await company.client.op(TRACE_LEAKED_KEY, { value: 'STEAM-BAD-0001' });
    expect(trace.data!.traceLeakedKey.events.map((e) => e.type)).not.toContain('markedBad');
  });
});
