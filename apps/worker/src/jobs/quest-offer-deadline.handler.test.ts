import { describe, expect, it } from 'vitest';
import { useJobDatabase } from '../testing/job-database.ts';
import { parentRows } from '@lurkit/adapters/testing/parent-rows.ts';
import { aQuest } from '@lurkit/core/quests/testing/builders.ts';
import { aQuestRun } from '@lurkit/core/quests/testing/quest-run-builder.ts';
import { DAY_MS } from '@lurkit/core/shared/time.ts';
import { expireQuestRunHandler } from './quest-timers.handler.ts';

const world = useJobDatabase();
const { jobScope, sql } = world;

const uuid = () => globalThis.crypto.randomUUID();

describe('expire-quest-run job: the request SLA for Quest offers', () => {
  it('ends an offer the company left past its response deadline; the creator gets one mail and one notification, however often it runs', async () => {
    const companyId = uuid();
    const creatorId = uuid();
    await parentRows(world.database.orm.em).company(companyId);
    await parentRows(world.database.orm.em).user(creatorId);
    const placedAt = new Date(Date.now() - 2 * DAY_MS);
    const quest = aQuest()
      .withId(uuid())
      .ownedBy(companyId)
      .with({ name: 'SLA quest', codeManagerItemIds: [], offerResponseDays: 1, endDate: new Date(Date.now() + 30 * DAY_MS) })
      .build();
    const run = { ...aQuestRun({ quest, creatorId, at: placedAt }).build(), id: uuid() };
    expect(run.dueAt).toEqual(new Date(placedAt.getTime() + DAY_MS));
    await jobScope().transaction(async (scope) => {
      await scope.quests.quests.save(quest);
      await scope.quests.untimedRuns.save(run);
    });
    const handler = expireQuestRunHandler(jobScope, () => {});
    const timer = { runId: run.id, status: run.status, dueAtMs: run.dueAt!.getTime() };
    await handler(timer);
    await handler(timer);
    const expired = await jobScope().transaction((scope) => scope.quests.runs.findById(run.id));
    expect(expired?.status).toBe('BID_EXPIRED');
    const email = `${creatorId.replace(/-/g, '').slice(0, 20)}@example.com`;
    const mails = await sql<{ subject: string; text: string }>(`select subject, text from mail_delivery where "to" = ?`, [email]);
    expect(mails).toEqual([
      { subject: 'Your Quest offer was not answered', text: expect.stringContaining('The company did not answer within 1 day.') },
    ]);
    expect(await sql<{ path: string }>('select path from user_notification where user_id = ?', [creatorId])).toEqual([
      { path: `/campaigns/quests/${quest.id}/${run.id}` },
    ]);
  });
});
