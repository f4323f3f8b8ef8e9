import { describe, expect, it } from 'vitest';
import { HOUR_MS, addMs } from '../../shared/time.ts';
import { BUILDER_NOW, aQuest } from '../testing/builders.ts';
import { aQuestRun } from '../testing/quest-run-builder.ts';
import { questsTestDeps, seedQuests } from '../testing/quests-test-deps.ts';
import { VerifyVideoListing } from './verify-video-listing.ts';

const opensAt = addMs(BUILDER_NOW, 200 * HOUR_MS);
const url = 'https://youtu.be/launch';

async function setup() {
  const deps = questsTestDeps();
  const quest = aQuest().withEmbargoAt(opensAt).build();
  const run = aQuestRun({ quest, terms: { contentType: 'Video' } })
    .paid()
    .submitted(url)
    .approved()
    .build();
  await seedQuests(deps, { runs: [run] });
  deps.clock.set(opensAt);
  return { deps, run, verify: new VerifyVideoListing(deps) };
}

describe('VerifyVideoListing', () => {
  it('moves to payout once the platform shows the video public in the window', async () => {
    const { deps, run, verify } = await setup();
    deps.videos.set('youtube', url, 'public');

    const result = await verify.execute({ creatorId: run.creatorId, runId: run.id });

    expect(result.ok).toBe(true);
    expect(await deps.runs.findById(run.id)).toMatchObject({ status: 'PAYOUT', listedAt: opensAt });
  });

  it('refuses while the video is still unlisted', async () => {
    const { deps, run, verify } = await setup();
    deps.videos.set('youtube', url, 'unlisted');

    const result = await verify.execute({ creatorId: run.creatorId, runId: run.id });

    expect(!result.ok && result.error.code).toBe('QUEST.VIDEO_NOT_PUBLIC');
    expect((await deps.runs.findById(run.id))?.status).toBe('CONTENT_PUBLIC_AVAILABILITY_VERIFICATION');
  });

  it('refuses before the window opens and after the time to list', async () => {
    const { deps, run, verify } = await setup();
    deps.videos.set('youtube', url, 'public');

    deps.clock.set(addMs(opensAt, -1));
    const early = await verify.execute({ creatorId: run.creatorId, runId: run.id });
    deps.clock.set(run.dueAt ?? opensAt);
    const late = await verify.execute({ creatorId: run.creatorId, runId: run.id });

    expect(!early.ok && early.error.code).toBe('QUEST.LISTING_WINDOW_NOT_OPEN');
    expect(!late.ok && late.error.code).toBe('QUEST.DEADLINE_PASSED');
  });

  it('refuses another creator', async () => {
    const { run, verify } = await setup();
    const result = await verify.execute({ creatorId: 'someone-else', runId: run.id });
    expect(!result.ok && result.error.code).toBe('QUEST.NOT_PARTY');
  });
});
