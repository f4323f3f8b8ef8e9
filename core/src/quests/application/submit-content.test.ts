import { describe, expect, it } from 'vitest';
import { HOUR_MS, addMs } from '../../shared/time.ts';
import { BUILDER_NOW, aQuest } from '../testing/builders.ts';
import { aQuestRun } from '../testing/quest-run-builder.ts';
import { questsTestDeps, seedQuests } from '../testing/quests-test-deps.ts';
import { SubmitContent } from './submit-content.ts';

async function setup(builder = aQuestRun().paid()) {
  const deps = questsTestDeps();
  const run = builder.build();
  await seedQuests(deps, { runs: [run] });
  deps.clock.set(builder.now);
  return { deps, run, submitContent: new SubmitContent(deps) };
}

const fixedVideo = () =>
  aQuestRun({
    quest: aQuest()
      .withEmbargoAt(addMs(BUILDER_NOW, 300 * HOUR_MS))
      .build(),
    terms: { contentType: 'Video' },
  }).paid();

describe('SubmitContent', () => {
  it('submits the content for review', async () => {
    const { deps, run, submitContent } = await setup();

    const result = await submitContent.execute({
      creatorId: run.creatorId,
      runId: run.id,
      url: 'https://youtube.com/shorts/abc',
      message: 'Done!',
    });

    expect(result.ok).toBe(true);
    expect(await deps.runs.findById(run.id)).toMatchObject({
      status: 'CONTENTREVIEW',
      submissions: [{ url: 'https://youtube.com/shorts/abc', message: 'Done!', submittedAt: deps.clock.now(), review: null }],
    });
  });

  it('refuses a missing URL and a link without http(s)', async () => {
    const { run, submitContent } = await setup();

    const missing = await submitContent.execute({ creatorId: run.creatorId, runId: run.id, url: '' });
    const bare = await submitContent.execute({ creatorId: run.creatorId, runId: run.id, url: 'youtube.com/shorts/abc' });

    expect(!missing.ok && missing.error).toMatchObject({ code: 'QUEST.INVALID_CONTENT_URL', message: 'A URL is required.' });
    expect(!bare.ok && bare.error).toMatchObject({
      code: 'QUEST.INVALID_CONTENT_URL',
      message: 'Links must start with http:// or https://.',
    });
  });

  it('cannot change content after submission', async () => {
    const { run, submitContent } = await setup();
    await submitContent.execute({ creatorId: run.creatorId, runId: run.id, url: 'https://youtu.be/first' });

    const again = await submitContent.execute({ creatorId: run.creatorId, runId: run.id, url: 'https://youtu.be/second' });

    expect(!again.ok && again.error).toMatchObject({
      code: 'QUEST.CONTENT_ALREADY_SUBMITTED',
      message: 'Content cannot be changed after submission.',
    });
  });

  it('takes an unlisted video for a fixed-window video quest, asking the platform', async () => {
    const { deps, run, submitContent } = await setup(fixedVideo());
    deps.videos.set('youtube', 'https://youtu.be/unlisted', 'unlisted');
    deps.videos.set('youtube', 'https://youtu.be/public', 'public');

    const listed = await submitContent.execute({ creatorId: run.creatorId, runId: run.id, url: 'https://youtu.be/public' });
    const unknown = await submitContent.execute({ creatorId: run.creatorId, runId: run.id, url: 'https://youtu.be/missing' });
    const unlisted = await submitContent.execute({ creatorId: run.creatorId, runId: run.id, url: 'https://youtu.be/unlisted' });

    expect(!listed.ok && listed.error.code).toBe('QUEST.VIDEO_MUST_BE_UNLISTED');
    expect(!unknown.ok && unknown.error.code).toBe('QUEST.VIDEO_MUST_BE_UNLISTED');
    expect(unlisted.ok).toBe(true);
  });

  it('refuses content after the submission deadline', async () => {
    const { deps, run, submitContent } = await setup();
    deps.clock.set(run.dueAt ?? BUILDER_NOW);

    const result = await submitContent.execute({ creatorId: run.creatorId, runId: run.id, url: 'https://youtu.be/late' });

    expect(!result.ok && result.error.code).toBe('QUEST.DEADLINE_PASSED');
  });

  it('refuses another creator', async () => {
    const { run, submitContent } = await setup();
    const result = await submitContent.execute({ creatorId: 'someone-else', runId: run.id, url: 'https://youtu.be/x' });
    expect(!result.ok && result.error.code).toBe('QUEST.NOT_PARTY');
  });
});
