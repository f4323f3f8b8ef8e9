import { describe, expect, it } from 'vitest';
import { centsOf } from '../../shared/money.ts';
import { addMs } from '../../shared/time.ts';
import type { OfferInput } from '../domain/offer.schema.ts';
import { BID_RESPONSE_TIME_MS } from '../domain/quest-timing.ts';
import { BUILDER_NOW, aCreatorProfile, aQuest } from '../testing/builders.ts';
import { aQuestRun } from '../testing/quest-run-builder.ts';
import { questsTestDeps, seedQuests } from '../testing/quests-test-deps.ts';
import { SubmitOffer } from './submit-offer.ts';

const offer: OfferInput = {
  deliveryType: 'open',
  platform: 'twitch',
  amountCents: 20_000,
  contentLengthMinutes: 90,
  contentType: 'Stream',
  message: ' Happy to stream it ',
  agreementConfirmed: true,
};

async function setup() {
  const deps = questsTestDeps();
  const quest = aQuest().build();
  const creator = aCreatorProfile({ minimumDealSize: centsOf(20_000) });
  deps.creators.add(creator);
  await seedQuests(deps, { quests: [quest] });
  return { deps, quest, creator, submitOffer: new SubmitOffer(deps) };
}

describe('SubmitOffer', () => {
  it('opens a run in INITIAL_BID awaiting the company', async () => {
    const { deps, quest, creator, submitOffer } = await setup();

    const result = await submitOffer.execute({ creatorId: creator.creatorId, questId: quest.id, offer });

    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(deps.events.recorded).toEqual([
      {
        companyId: quest.companyId,
        kind: 'offer.made',
        occurredAt: deps.clock.now(),
        data: { questId: quest.id, runId: result.value.id, creatorId: creator.creatorId },
      },
    ]);
    expect(await deps.runs.findById(result.value.id)).toMatchObject({
      status: 'INITIAL_BID',
      questId: quest.id,
      companyId: quest.companyId,
      creatorId: creator.creatorId,
      platform: 'twitch',
      contentType: 'Stream',
      bids: [{ by: 'CREATOR', amount: 20_000, contentLengthMinutes: 90, message: 'Happy to stream it' }],
      dueAt: addMs(BUILDER_NOW, BID_RESPONSE_TIME_MS),
    });
  });

  it.each([
    ['an amount of 0', { amountCents: 0 }, 'QUEST.INVALID_AMOUNT'],
    ['a content length of 0', { contentLengthMinutes: 0 }, 'QUEST.INVALID_CONTENT_LENGTH'],
    ['an amount 1 cent under the minimum deal size', { amountCents: 19_999 }, 'QUEST.BELOW_MINIMUM_DEAL_SIZE'],
    ['the agreement not confirmed', { agreementConfirmed: false }, 'QUEST.AGREEMENT_REQUIRED'],
    ['a TikTok offer', { platform: 'tiktok' }, 'QUEST.INVALID_FIELD'],
    ['an unknown content type', { contentType: 'Podcast' }, 'QUEST.INVALID_FIELD'],
    ['another delivery type than the quest', { deliveryType: 'specificDate' }, 'QUEST.DELIVERY_TYPE_MISMATCH'],
  ])('refuses %s', async (_name, change, code) => {
    const { deps, quest, creator, submitOffer } = await setup();

    const result = await submitOffer.execute({
      creatorId: creator.creatorId,
      questId: quest.id,
      offer: { ...offer, ...change } as OfferInput,
    });

    expect(!result.ok && result.error.code).toBe(code);
    expect(await deps.runs.listByQuestAndCreator(quest.id, creator.creatorId)).toEqual([]);
  });

  it('refuses creators without a connection for the platform, and creators it does not know', async () => {
    const { deps, quest, submitOffer } = await setup();
    const youtubeOnly = aCreatorProfile({ connectedProviders: ['youtube'] });
    deps.creators.add(youtubeOnly);

    const twitch = await submitOffer.execute({ creatorId: youtubeOnly.creatorId, questId: quest.id, offer });
    const unknown = await submitOffer.execute({ creatorId: 'nobody', questId: quest.id, offer });

    expect(!twitch.ok && twitch.error.code).toBe('QUEST.CONNECTION_REQUIRED');
    expect(!unknown.ok && unknown.error.code).toBe('QUEST.CONNECTION_REQUIRED');
  });

  it('refuses offers on unknown, draft and ended quests', async () => {
    const { deps, creator, submitOffer } = await setup();
    const draft = aQuest().withPublishState('draft').build();
    const ended = aQuest().endingAt(BUILDER_NOW).build();
    await seedQuests(deps, { quests: [draft, ended] });

    const results = await Promise.all(
      ['missing', draft.id, ended.id].map((questId) => submitOffer.execute({ creatorId: creator.creatorId, questId, offer })),
    );

    expect(results.map((r) => !r.ok && r.error.code)).toEqual(['QUEST.NOT_FOUND', 'QUEST.CLOSED', 'QUEST.CLOSED']);
  });

  it('refuses a second offer while the first is alive, and allows one after a failure end', async () => {
    const { deps, quest, creator, submitOffer } = await setup();
    const first = await submitOffer.execute({ creatorId: creator.creatorId, questId: quest.id, offer });
    const second = await submitOffer.execute({ creatorId: creator.creatorId, questId: quest.id, offer });
    expect(!second.ok && second.error.code).toBe('QUEST.OFFER_EXISTS');

    const declined = aQuestRun({ quest, creatorId: creator.creatorId }).declinedBy('COMPANY').build();
    await deps.runs.save({ ...declined, id: first.ok ? first.value.id : 'x' });
    expect((await submitOffer.execute({ creatorId: creator.creatorId, questId: quest.id, offer })).ok).toBe(true);
  });
});

describe('SubmitOffer refusals named by the spec', () => {
  it.each([
    ['an unverified account', { emailVerified: false }, 'QUEST.ACCOUNT_NOT_VERIFIED'],
    ['no Quest approval', { questApproved: false }, 'QUEST.APPROVAL_REQUIRED'],
    ['an unfinished payout setup', { payoutReady: false }, 'QUEST.PAYOUT_SETUP_REQUIRED'],
    ['no connection on the platform', { connectedProviders: ['youtube' as const] }, 'QUEST.CONNECTION_REQUIRED'],
  ])('refuses %s', async (_name, change, code) => {
    const { deps, quest, creator, submitOffer } = await setup();
    deps.creators.add({ ...creator, ...change });
    const result = await submitOffer.execute({ creatorId: creator.creatorId, questId: quest.id, offer });
    expect(!result.ok && result.error.code).toBe(code);
  });

  it('refuses a creator who does not meet the requirements, naming the groups', async () => {
    const { deps, quest, creator, submitOffer } = await setup();
    deps.eligibility.set(creator.creatorId, {
      eligible: false,
      groups: [{ group: 'language', status: 'Not met', reasons: ['Makes content in English'] }],
    });
    const result = await submitOffer.execute({ creatorId: creator.creatorId, questId: quest.id, offer });
    expect(!result.ok && result.error).toMatchObject({ code: 'QUEST.REQUIREMENTS_NOT_MET', groups: [{ group: 'language' }] });
  });
});
