import { describe, expect, it } from 'vitest';
import { aQuestRun } from '../testing/quest-run-builder.ts';
import { questsTestDeps, seedQuests } from '../testing/quests-test-deps.ts';
import { GiveBadge } from './give-badge.ts';

async function setup(builder = aQuestRun().paid().submitted().inPayout().completed()) {
  const deps = questsTestDeps();
  const run = builder.build();
  await seedQuests(deps, { runs: [run] });
  return { deps, run, giveBadge: new GiveBadge(deps) };
}

describe('GiveBadge', () => {
  it('gives each badge once on a completed run', async () => {
    const { deps, run, giveBadge } = await setup();

    const first = await giveBadge.execute({ companyId: run.companyId, runId: run.id, badge: 'SUPERB_CONTENT' });
    const again = await giveBadge.execute({ companyId: run.companyId, runId: run.id, badge: 'SUPERB_CONTENT' });
    const other = await giveBadge.execute({ companyId: run.companyId, runId: run.id, badge: 'GREAT_PARTNER' });

    expect(first.ok && other.ok).toBe(true);
    expect(!again.ok && again.error.code).toBe('QUEST.BADGE_ALREADY_GIVEN');
    expect((await deps.runs.findById(run.id))?.badges.map((b) => b.badge)).toEqual(['SUPERB_CONTENT', 'GREAT_PARTNER']);
  });

  it('refuses an unknown badge, a run not completed and a creator giving badges', async () => {
    const { run, giveBadge } = await setup();
    const open = await setup(aQuestRun().paid());

    const unknown = await giveBadge.execute({ companyId: run.companyId, runId: run.id, badge: 'MVP' });
    const early = await open.giveBadge.execute({ companyId: open.run.companyId, runId: open.run.id, badge: 'GREAT_PARTNER' });
    const stranger = await giveBadge.execute({ companyId: 'other', runId: run.id, badge: 'GREAT_PARTNER' });

    expect(!unknown.ok && unknown.error).toMatchObject({ code: 'QUEST.INVALID_FIELD', field: 'badge' });
    expect(!early.ok && early.error.code).toBe('QUEST.RUN_NOT_COMPLETED');
    expect(!stranger.ok && stranger.error.code).toBe('QUEST.NOT_PARTY');
  });
});
