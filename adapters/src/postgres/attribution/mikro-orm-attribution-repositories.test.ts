import { describeAttributionStoreContract } from '@lurkit/core/attribution/ports/utm-report-repository.contract.ts';
import { aKeyCampaign } from '@lurkit/core/keys/testing/builders.ts';
import { aQuest } from '@lurkit/core/quests/testing/builders.ts';
import { aQuestRun } from '@lurkit/core/quests/testing/quest-run-builder.ts';
import { describe, expect, it } from 'vitest';
import { parentRows } from '../../testing/parent-rows.ts';
import { useTestDatabase } from '../../testing/test-database.ts';
import { testSecrets } from '../../testing/test-secrets.ts';
import { MikroOrmKeyCampaignRepository } from '../keys/mikro-orm-key-campaign-repository.ts';
import { MikroOrmKeyParticipantRepository } from '../keys/mikro-orm-key-participant-repository.ts';
import { aParticipant } from '@lurkit/core/keys/testing/builders.ts';
import { MikroOrmQuestRepository } from '../quests/mikro-orm-quest-repository.ts';
import { MikroOrmQuestRunRepository } from '../quests/mikro-orm-quest-run-repository.ts';
import { MikroOrmTrackedClicks } from './mikro-orm-tracked-clicks.ts';
import { MikroOrmUtmReports } from './mikro-orm-utm-reports.ts';
import { TableTrackedLinkTargets } from './table-tracked-link-targets.ts';

const db = useTestDatabase();
const uuid = () => globalThis.crypto.randomUUID();
const T0 = new Date('2026-03-01T12:00:00Z');
const inDays = (days: number) => new Date(T0.getTime() + days * 86_400_000);

describeAttributionStoreContract('PostgreSQL', async () => {
  const em = db().orm.em.fork();
  const parents = parentRows(em);
  return {
    reports: new MikroOrmUtmReports(em),
    clicks: new MikroOrmTrackedClicks(em),
    company: async () => {
      const id = uuid();
      await parents.company(id);
      return id;
    },
    creator: async () => {
      const id = uuid();
      await parents.user(id);
      return { id, name: `User ${id.replace(/-/g, '').slice(0, 20)}` };
    },
    keyCampaign: async (companyId, name, appId) => {
      const campaign = aKeyCampaign({ id: uuid(), companyId, codeItemId: null, name });
      await new MikroOrmKeyCampaignRepository(em).save({ ...campaign, game: { ...campaign.game, steamAppId: appId } });
      return campaign.id;
    },
  };
});

describe('TableTrackedLinkTargets: where a creator’s link leads and whether they are in', () => {
  it('reads a Key campaign’s game and claimed keys, a Quest’s store link or the company’s latest Steam game, and the company’s games', async () => {
    const em = db().orm.em.fork();
    const parents = parentRows(em);
    const [acme, ada, bo] = [uuid(), uuid(), uuid()];
    await parents.company(acme);
    for (const creator of [ada, bo]) await parents.user(creator);
    const base = aKeyCampaign({ id: uuid(), companyId: acme, codeItemId: null });
    const campaign = { ...base, game: { ...base.game, steamAppId: 1145360 } };
    await new MikroOrmKeyCampaignRepository(em).save(campaign);
    const participants = new MikroOrmKeyParticipantRepository(em, testSecrets);
    await participants.save(aParticipant(campaign, { id: uuid(), creatorId: ada, state: 'claimedKey' }));
    await participants.save(aParticipant(campaign, { id: uuid(), creatorId: bo, state: 'accepted' }));
    const targets = new TableTrackedLinkTargets(em);
    expect(await targets.find('KEY', campaign.id, ada)).toEqual({
      kind: 'KEY',
      activationId: campaign.id,
      companyId: acme,
      creatorId: ada,
      steamAppId: 1145360,
      creatorIsIn: true,
    });
    expect((await targets.find('KEY', campaign.id, bo))?.creatorIsIn).toBe(false);
    expect(await targets.find('QUEST', campaign.id, ada)).toBeNull();
    expect(await targets.find('KEY', 'not-a-uuid', ada)).toBeNull();

    const plain = aQuest().withId(uuid()).ownedBy(acme).endingAt(inDays(20)).build();
    const linked = {
      ...aQuest().withId(uuid()).ownedBy(acme).build(),
      conversionTracking: { kind: 'plainUrl' as const, url: 'https://store.steampowered.com/app/730/CS/' },
    };
    const quests = new MikroOrmQuestRepository(em);
    for (const q of [plain, linked]) await quests.save(q);
    const run = aQuestRun({ quest: plain, creatorId: bo, at: T0 }).counteredBy('COMPANY', 60_000).acceptedBy('CREATOR').build();
    await new MikroOrmQuestRunRepository(em).save({ ...run, id: uuid() });
    expect(await targets.find('QUEST', plain.id, bo)).toMatchObject({ steamAppId: 1145360, creatorIsIn: true });
    expect(await targets.find('QUEST', linked.id, bo)).toMatchObject({ steamAppId: 730, creatorIsIn: false });
    expect(await targets.steamGamesOf(acme)).toEqual([
      { appId: 1145360, name: campaign.game.name },
      { appId: 730, name: 'Steam app 730' },
    ]);
  });
});

describe('MikroOrmUtmReports: a report imported again', () => {
  it('rewrites only the rows whose figures changed, so re-importing the same report writes nothing', async () => {
    const em = db().orm.em.fork();
    const company = uuid();
    await parentRows(em).company(company);
    const reports = new MikroOrmUtmReports(em);
    const row = (content: string, wishlists: number) => ({
      date: '2026-02-20',
      campaign: 'c1',
      content,
      visits: 10,
      wishlists,
      purchases: 0,
      activations: 0,
    });
    expect(await reports.upsert(company, 7, [row('a', 1), row('b', 2)], T0)).toEqual({ inserted: 2, updated: 0 });
    expect(await reports.upsert(company, 7, [row('a', 1), row('b', 5)], inDays(1))).toEqual({ inserted: 0, updated: 2 });
    const imported = await em
      .getConnection()
      .execute<{ utm_content: string; wishlists: number; imported_at: string }[]>(
        'select utm_content, wishlists, imported_at from utm_report_row where company_id = ? order by utm_content',
        [company],
      );
    expect(imported.map((r) => [r.utm_content, r.wishlists, new Date(r.imported_at).toISOString()])).toEqual([
      ['a', 1, T0.toISOString()],
      ['b', 5, inDays(1).toISOString()],
    ]);
  });
});
