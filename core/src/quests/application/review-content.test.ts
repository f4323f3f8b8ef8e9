import { describe, expect, it } from 'vitest';
import { DAY_MS, addMs } from '../../shared/time.ts';
import { BUILDER_NOW, aQuest } from '../testing/builders.ts';
import { aQuestRun } from '../testing/quest-run-builder.ts';
import { creatorAddress, questsTestDeps, seedQuests } from '../testing/quests-test-deps.ts';
import { ReviewContent } from './review-content.ts';
import { SubmitContent } from './submit-content.ts';

async function setup(
  contentType: 'Short' | 'Video' = 'Short',
  quest = aQuest()
    .withEmbargoAt(addMs(BUILDER_NOW, 10 * DAY_MS))
    .build(),
) {
  const deps = questsTestDeps();
  const builder = aQuestRun({ quest, terms: { contentType } }).paid().submitted('https://youtu.be/first');
  const run = builder.build();
  await seedQuests(deps, { runs: [run] });
  deps.clock.set(builder.now);
  return { deps, run, reviewContent: new ReviewContent(deps) };
}

describe('ReviewContent', () => {
  it('approves a short of an open quest: the creator has 10 days to post it before payout', async () => {
    const { deps, run, reviewContent } = await setup('Short', aQuest().build());
    await reviewContent.execute({ companyId: run.companyId, runId: run.id, decision: 'approve' });
    expect(await deps.runs.findById(run.id)).toMatchObject({
      status: 'CONTENT_PUBLIC_AVAILABILITY_VERIFICATION',
      dueAt: addMs(deps.clock.now(), 10 * DAY_MS),
    });
  });

  it('approves a short of a fixed window: on to payout', async () => {
    const { deps, run, reviewContent } = await setup();

    const result = await reviewContent.execute({ companyId: run.companyId, runId: run.id, decision: 'approve', comment: 'Great!' });

    expect(result.ok).toBe(true);
    expect(await deps.runs.findById(run.id)).toMatchObject({
      status: 'PAYOUT',
      submissions: [{ review: { decision: 'approved', comment: 'Great!' } }],
    });
  });

  it('approves a video: on to the public availability check', async () => {
    const { deps, run, reviewContent } = await setup('Video');
    await reviewContent.execute({ companyId: run.companyId, runId: run.id, decision: 'approve' });
    expect((await deps.runs.findById(run.id))?.status).toBe('CONTENT_PUBLIC_AVAILABILITY_VERIFICATION');
  });

  it('declines with a comment, after which the creator can resubmit', async () => {
    const { deps, run, reviewContent } = await setup();

    const declined = await reviewContent.execute({
      companyId: run.companyId,
      runId: run.id,
      decision: 'decline',
      comment: 'Show the logo',
    });
    const resubmitted = await new SubmitContent(deps).execute({ creatorId: run.creatorId, runId: run.id, url: 'https://youtu.be/second' });

    expect(declined.ok && resubmitted.ok).toBe(true);
    expect((await deps.runs.findById(run.id))?.submissions.map((s) => [s.url, s.review?.comment ?? null])).toEqual([
      ['https://youtu.be/first', 'Show the logo'],
      ['https://youtu.be/second', null],
    ]);
  });

  it('refuses a decline without a comment', async () => {
    const { deps, run, reviewContent } = await setup();

    const result = await reviewContent.execute({ companyId: run.companyId, runId: run.id, decision: 'decline', comment: '  ' });

    expect(!result.ok && result.error).toMatchObject({ code: 'QUEST.REVIEW_COMMENT_REQUIRED', field: 'comment' });
    expect((await deps.runs.findById(run.id))?.status).toBe('CONTENTREVIEW');
  });

  it('refuses an unknown decision and a review by the creator side', async () => {
    const { run, reviewContent } = await setup();

    const unknown = await reviewContent.execute({ companyId: run.companyId, runId: run.id, decision: 'maybe' });
    const stranger = await reviewContent.execute({ companyId: 'other', runId: run.id, decision: 'approve' });

    expect(!unknown.ok && unknown.error).toMatchObject({ code: 'QUEST.INVALID_FIELD', field: 'decision' });
    expect(!stranger.ok && stranger.error.code).toBe('QUEST.NOT_PARTY');
  });
});

describe('ReviewContent notifications', () => {
  it.each([
    ['approved', { decision: 'approve' }, 'approved your content for the Quest "Launch". Your payout is on its way.'],
    [
      'declined, with the comment',
      { decision: 'decline', comment: 'Show the logo.' },
      'commented: "Show the logo." Change it and submit it again by',
    ],
  ])('tells the creator once that their content was %s, linking the quest log', async (_name, review, words) => {
    const { deps, run, reviewContent } = await setup();
    await reviewContent.execute({ companyId: run.companyId, runId: run.id, ...review });
    expect(deps.mailer.sent.map((m) => [m.to, m.notification])).toEqual([
      [creatorAddress(run.creatorId), { kind: 'campaignUpdates', path: `/campaigns/quests/${run.questId}/${run.id}` }],
    ]);
    expect(deps.mailer.sent[0]?.text).toContain(words);
  });
});
