import { describe, expect, it } from 'vitest';
import { addMs } from '../../shared/time.ts';
import { BID_RESPONSE_TIME_MS } from '../domain/quest-timing.ts';
import { aQuestRun } from '../testing/quest-run-builder.ts';
import { creatorAddress, questsTestDeps, seedQuests } from '../testing/quests-test-deps.ts';
import { CounterOffer } from './counter-offer.ts';
import type { QuestActor } from './quest-actor.ts';

async function setup() {
  const deps = questsTestDeps();
  const run = aQuestRun().build();
  await seedQuests(deps, { runs: [run] });
  const company: QuestActor = { party: 'COMPANY', companyId: run.companyId };
  const creator: QuestActor = { party: 'CREATOR', creatorId: run.creatorId };
  return { deps, run, company, creator, counterOffer: new CounterOffer(deps) };
}

const counter = { amountCents: 35_000, contentLengthMinutes: 2, message: 'Can you do 35?' };

describe('CounterOffer', () => {
  it('lets the company counter the creator offer, and the creator counter back', async () => {
    const { deps, run, company, creator, counterOffer } = await setup();

    const first = await counterOffer.execute({ actor: company, runId: run.id, counter });
    deps.clock.advance(1000);
    const second = await counterOffer.execute({ actor: creator, runId: run.id, counter: { ...counter, amountCents: 40_000 } });

    expect(first.ok && second.ok).toBe(true);
    const stored = await deps.runs.findById(run.id);
    expect(stored?.status).toBe('COUNTER_BID');
    expect(stored?.bids.map((b) => [b.by, b.amount, b.message])).toEqual([
      ['CREATOR', 50_000, 'Happy to play it live.'],
      ['COMPANY', 35_000, 'Can you do 35?'],
      ['CREATOR', 40_000, 'Can you do 35?'],
    ]);
    expect(stored?.dueAt).toEqual(addMs(deps.clock.now(), BID_RESPONSE_TIME_MS));
  });

  it.each([
    ['a rate of 0', { amountCents: 0 }, 'QUEST.INVALID_AMOUNT'],
    ['a duration of 0', { contentLengthMinutes: 0 }, 'QUEST.INVALID_CONTENT_LENGTH'],
    ['a rate that is not a number', { amountCents: '35' }, 'QUEST.INVALID_FIELD'],
  ])('refuses %s', async (_name, change, code) => {
    const { deps, run, company, counterOffer } = await setup();

    const result = await counterOffer.execute({ actor: company, runId: run.id, counter: { ...counter, ...change } as typeof counter });

    expect(!result.ok && result.error.code).toBe(code);
    expect((await deps.runs.findById(run.id))?.status).toBe('INITIAL_BID');
  });

  it('accepts a rate of 1 cent and a duration just above 0', async () => {
    const { run, company, counterOffer } = await setup();
    expect((await counterOffer.execute({ actor: company, runId: run.id, counter: { amountCents: 1, contentLengthMinutes: 0.1 } })).ok).toBe(
      true,
    );
  });

  it('refuses the creator countering their own offer, other companies and unknown runs', async () => {
    const { run, creator, counterOffer } = await setup();

    const own = await counterOffer.execute({ actor: creator, runId: run.id, counter });
    const stranger = await counterOffer.execute({ actor: { party: 'COMPANY', companyId: 'other' }, runId: run.id, counter });
    const missing = await counterOffer.execute({ actor: creator, runId: 'missing', counter });

    expect([own, stranger, missing].map((r) => !r.ok && r.error.code)).toEqual([
      'QUEST.NOT_YOUR_TURN',
      'QUEST.NOT_PARTY',
      'QUEST.RUN_NOT_FOUND',
    ]);
  });
});

describe('CounterOffer notifications', () => {
  it('tells the creator of a company counter offer once, linking the quest log, and nobody of their own', async () => {
    const { deps, run, company, creator, counterOffer } = await setup();
    await counterOffer.execute({ actor: company, runId: run.id, counter });
    deps.clock.advance(1000);
    await counterOffer.execute({ actor: creator, runId: run.id, counter: { ...counter, amountCents: 40_000 } });
    expect(deps.mailer.sent.map((m) => [m.to, m.notification])).toEqual([
      [creatorAddress(run.creatorId), { kind: 'campaignUpdates', path: `/campaigns/quests/${run.questId}/${run.id}` }],
    ]);
    expect(deps.mailer.sent[0]?.text).toContain('$350.00 for 2 minutes of content. Their message: "Can you do 35?"');
  });
});
