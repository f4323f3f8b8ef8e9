import { describe, expect, it } from 'vitest';
import { signedInCompanyUser } from '../testing/accounts-world.ts';
import { sql } from '../testing/direct-db.ts';
import { aFilledQuest, generalStep } from '../testing/quests-world.ts';
import { useTestApp } from '../testing/test-app.ts';
import { COMPANY_QUEST, CREATE_QUEST, PUBLISH_QUEST, SAVE_QUEST_STEP, COMPANY_QUESTS } from './operations.ts';

const app = useTestApp();

describe('Quest setup and publishing over GraphQL', () => {
  it('saves the General step as a draft and refuses an embargo too close to the end at its field', async () => {
    const company = await signedInCompanyUser(app);
    const end = new Date(Date.now() + 10 * 86_400_000);
    const late = {
      ...generalStep(),
      deliveryType: 'specificDate',
      endDate: end.toISOString(),
      embargo: { date: end.toISOString().slice(0, 10), time: '23:59', timezone: 'UTC' },
    };
    const refused = await company.client.op(CREATE_QUEST, { kind: 'productPromotion', general: late });
    expect(refused.errors[0]?.extensions).toMatchObject({ code: 'QUEST.EMBARGO_TOO_LATE', field: 'embargo.date' });
    const created = await company.client.op(CREATE_QUEST, { kind: 'productPromotion', general: generalStep('Draft') });
    expect(created.data?.createQuest).toMatchObject({ kind: 'productPromotion', publishState: 'draft', status: 'unpublished' });
  });

  it("lists a company's own Quests only, live in one tab and over (ended or past) in the other", async () => {
    const company = await signedInCompanyUser(app);
    const other = await signedInCompanyUser(app);
    const create = async (name: string) =>
      (await company.client.op(CREATE_QUEST, { kind: 'gamePromotion', general: generalStep(name) })).data!.createQuest.id;
    const live = await create('Still running');
    const over = await create('Ran last winter');
    await sql(app.databaseUrl, `update quest set publish_state = 'published', end_date = now() - interval '1 day' where id = ?`, [over]);
    const names = async (client: typeof company.client, ended: boolean) =>
      (await client.op(COMPANY_QUESTS, { ended, first: 10 })).data!.companyQuests.edges.map((e) => [e.node.id, e.node.status]);
    expect(await names(company.client, false)).toEqual([[live, 'unpublished']]);
    expect(await names(company.client, true)).toEqual([[over, 'ended']]);
    expect(await names(other.client, false)).toEqual([]);
    expect(await names(other.client, true)).toEqual([]);
  });

  it('lists the publish checks with the step that fixes each, then holds the first publish for review', async () => {
    const company = await signedInCompanyUser(app);
    const id = (await company.client.op(CREATE_QUEST, { kind: 'gamePromotion', general: generalStep() })).data!.createQuest.id;
    const checks = (await company.client.op(COMPANY_QUEST, { id })).data!.companyQuest.publishChecks;
    expect(checks.map((c) => [c.id, c.step])).toEqual([
      ['quest.codeManagerItem', 'creatorKit'],
      ['quest.keys', 'creatorKit'],
      ['quest.talkingPoint', 'goalsAndInfo'],
      ['quest.verifiedEmail', null],
    ]);
    const refused = await company.client.op(PUBLISH_QUEST, { id });
    expect(refused.errors[0]?.extensions?.code).toBe('PUBLISHING.CHECKS_FAILED');

    const filled = await aFilledQuest(app, company.client);
    await sql(app.databaseUrl, 'update user_account set email_verified_at = now() where username = ?', [company.input.username]);
    const held = await company.client.op(PUBLISH_QUEST, { id: filled });
    expect(held.data?.publishQuest).toEqual({ status: 'waitingForReview', heldForReview: true });
    const locked = await company.client.op(SAVE_QUEST_STEP, { id: filled, step: 'goalsAndInfo', values: { talkingPoints: ['x'] } });
    expect(locked.errors[0]?.extensions?.code).toBe('QUEST.LOCKED');
  });
});
