import { describe, expect, it } from 'vitest';
import { signedInCompanyUser, signedInCreator } from '../testing/accounts-world.ts';
import { sql } from '../testing/direct-db.ts';
import { aFilledQuest, anAcceptedOffer, approveCreatorForQuests, publishQuest } from '../testing/quests-world.ts';
import { answerSandbox } from '../testing/billing-world.ts';
import { useTestApp } from '../testing/test-app.ts';
import { SAVE_QUEST_STEP, START_QUEST_CHECKOUT, QUEST_KIT, ADD_CODES } from './operations.ts';

const app = useTestApp();

describe('The Quest creator kit over GraphQL', () => {
  it('reaches the paid run’s creator with keys from Code Manager and the asset link; other creators and companies read nothing', async () => {
    const company = await signedInCompanyUser(app);
    const questId = await aFilledQuest(app, company.client, 'Kit delivery');
    const [quest] = await sql<{ item: string }>(app.databaseUrl, 'select code_manager_item_ids[1] as item from quest where id = ?', [
      questId,
    ]);
    const added = await company.client.op(ADD_CODES, {
      itemId: quest!.item,
      platform: 'STEAM',
      codes: 'KIT-1\nKIT-2\nKIT-3\nKIT-4\nKIT-5\nKIT-6',
    });
    expect(added.errors).toEqual([]);
    const kitStep = {
      codeManagerItemIds: [quest!.item],
      kitKeys: [{ platform: 'STEAM' as const, count: 2 }],
      kitAssetUrl: 'https://cdn.example.com/kit.zip',
    };
    expect((await company.client.op(SAVE_QUEST_STEP, { id: questId, step: 'creatorKit', values: kitStep })).errors).toEqual([]);
    await publishQuest(app, company.client, questId);
    const creator = await signedInCreator(app);
    await approveCreatorForQuests(app, creator.username);
    const runId = await anAcceptedOffer(creator.client, company.client, questId, 20_000);

    const early = await creator.client.op(QUEST_KIT, { runId });
    expect(early.errors[0]?.extensions?.code).toBe('QUESTS.KIT_NOT_READY');
    const payment = (await company.client.op(START_QUEST_CHECKOUT)).data!.startQuestCheckout;
    const paid = await answerSandbox(company.client, new URL(payment.checkoutUrl!).pathname, 'pay');
    expect(paid.status).toBe(303);

    const kit = (await creator.client.op(QUEST_KIT, { runId })).data!.questKit;
    expect(kit).toMatchObject({ assetUrl: 'https://cdn.example.com/kit.zip', pendingPlatforms: [] });
    // Codes of one paste share their added time, so which two of the six is the store's choice.
    const codes = kit.keys.map((k) => k.code);
    expect(kit.keys.map((k) => k.platform)).toEqual(['Steam', 'Steam']);
    expect(new Set(codes).size).toBe(2);
    for (const code of codes) expect(code).toMatch(/^KIT-[1-6]$/);
    // The company sees which keys went to this creator; Code Manager counts them claimed.
    expect((await company.client.op(QUEST_KIT, { runId })).data?.questKit.keys.map((k) => k.code)).toEqual(codes);
    const [claimed] = await sql<{ n: number }>(
      app.databaseUrl,
      'select count(*)::int as n from code where distributed_by = ? and claimed_by = ?',
      [runId, (await sql<{ id: string }>(app.databaseUrl, 'select id from user_account where username = ?', [creator.username]))[0]!.id],
    );
    expect(claimed?.n).toBe(2);

    const stranger = await signedInCreator(app);
    await approveCreatorForQuests(app, stranger.username);
    expect((await stranger.client.op(QUEST_KIT, { runId })).errors[0]?.extensions?.code).toBe('QUEST.NOT_PARTY');
    const otherCompany = await signedInCompanyUser(app);
    expect((await otherCompany.client.op(QUEST_KIT, { runId })).errors[0]?.extensions?.code).toBe('QUEST.NOT_PARTY');
    // A whole deal from setup through payment, three accounts signed in.
  }, 90_000);
});
