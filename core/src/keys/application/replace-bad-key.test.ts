import { describe, expect, it } from 'vitest';
import { contentDueAt } from '../domain/content-window.ts';
import type { KeyParticipant } from '../domain/key-participant.entity.ts';
import { aKeyCampaign, aParticipant, BUILDER_NOW, COMPANY_ID } from '../testing/builders.ts';
import { keysTestDeps, seedKeys } from '../testing/keys-test-deps.ts';
import { ReplaceBadKey } from './replace-bad-key.ts';

const claim = { platform: 'Steam', code: 'BAD-1', claimedAt: BUILDER_NOW, contentDueAt: contentDueAt(BUILDER_NOW) };

async function setup(changes: Partial<KeyParticipant> = {}, stock: readonly string[] = ['NEW-1', 'NEW-2']) {
  const deps = keysTestDeps();
  const campaign = aKeyCampaign();
  const participant = aParticipant(campaign, { state: 'claimedKey', claim, ...changes });
  await seedKeys(deps, { campaigns: [campaign], participants: [participant] });
  deps.keyCodes.stock(campaign.id, 'Steam', stock);
  const input = { companyId: COMPANY_ID, userId: 'member-1', campaignId: campaign.id, participantId: participant.id };
  return { deps, campaign, participant, input, replace: new ReplaceBadKey(deps) };
}

describe('ReplaceBadKey', () => {
  it('gives the creator the next key from stock and records the bad one beside it', async () => {
    const { deps, participant, input, replace } = await setup();
    deps.clock.advance(60_000);
    const result = await replace.execute(input);

    const saved = await deps.participants.findById(participant.id);
    expect(result).toMatchObject({ ok: true });
    expect(saved?.claim).toEqual({ ...claim, code: 'NEW-1' });
    expect(saved?.replacedKeys).toEqual([{ code: 'BAD-1', replacement: 'NEW-1', markedBadAt: deps.clock.now() }]);
    expect(saved?.events.at(-1)).toEqual({ type: 'keyReplaced', at: deps.clock.now(), by: 'COMPANY' });
    expect(deps.keyCodes.markedBad).toEqual([{ code: 'BAD-1', markedBy: 'member-1', at: deps.clock.now() }]);
    expect(deps.keyCodes.taken.map((t) => [t.creatorId, t.code])).toEqual([[participant.creatorId, 'NEW-1']]);
  });

  it('replaces a replacement that is bad too, keeping both in order', async () => {
    const { deps, participant, input, replace } = await setup();
    await replace.execute(input);
    await replace.execute(input);
    const saved = await deps.participants.findById(participant.id);
    expect(saved?.claim?.code).toBe('NEW-2');
    expect(saved?.replacedKeys.map((r) => [r.code, r.replacement])).toEqual([
      ['BAD-1', 'NEW-1'],
      ['NEW-1', 'NEW-2'],
    ]);
  });

  it('refuses with stock empty and leaves the key in use unmarked', async () => {
    const { deps, participant, input, replace } = await setup({}, []);
    expect(await replace.execute(input)).toMatchObject({ ok: false, error: { code: 'KEYS.NO_REPLACEMENT_KEY', platform: 'Steam' } });
    expect(await deps.participants.findById(participant.id)).toEqual(participant);
    expect(deps.keyCodes.markedBad).toEqual([]);
  });

  it('needs a claimed key', async () => {
    const { deps, input, replace } = await setup({ state: 'accepted', claim: null });
    expect(await replace.execute(input)).toMatchObject({ ok: false, error: { code: 'KEYS.NO_KEY_TO_REPLACE' } });
    expect(deps.keyCodes.taken).toEqual([]);
  });

  it("is the campaign's company's alone, for its own participants", async () => {
    const { deps, campaign, input, replace } = await setup();
    expect(await replace.execute({ ...input, companyId: 'other' })).toMatchObject({
      ok: false,
      error: { code: 'KEYS.CAMPAIGN_NOT_FOUND' },
    });
    const elsewhere = aParticipant(aKeyCampaign(), { state: 'claimedKey', claim });
    await seedKeys(deps, { participants: [elsewhere] });
    expect(await replace.execute({ ...input, campaignId: campaign.id, participantId: elsewhere.id })).toMatchObject({
      ok: false,
      error: { code: 'KEYS.PARTICIPANT_NOT_FOUND' },
    });
    expect(deps.keyCodes.taken).toEqual([]);
  });
});
