import { describe, expect, it } from 'vitest';
import { signedInCompanyUser, signedInCreator } from '../testing/accounts-world.ts';
import { sql } from '../testing/direct-db.ts';
import { aStream, recordStatistics, userIdOf } from '../testing/insights-world.ts';
import { useTestApp } from '../testing/test-app.ts';
import { COMPANY_REPORT, CREATE_KEY_CAMPAIGN, REQUEST_KEY } from './operations.ts';

const app = useTestApp();

/** A company's live Key campaign for a game, a creator it accepted yesterday, and their stream of the game since. */
async function keyCampaignWithContent() {
  const gameId = globalThis.crypto.randomUUID();
  const gameName = `Reported game ${gameId.slice(0, 8)}`;
  const owner = await signedInCompanyUser(app);
  const created = await owner.client.op(CREATE_KEY_CAMPAIGN, { kind: 'standard', name: 'Reported keys' });
  const campaignId = created.data!.createKeyCampaign.id;
  await sql(
    app.databaseUrl,
    `update key_campaign set publish_state = 'published', first_went_live_at = now(), published_at = now(),
       start_date = now() - interval '2 days', end_date = now() + interval '30 days', game = jsonb_set(game, '{name}', to_jsonb(?::text)),
       keys = '[{"platform":"Steam","count":5}]', platform_keys = '{steam}' where id = ?`,
    [gameName, campaignId],
  );
  const creator = await signedInCreator(app);
  expect((await creator.client.op(REQUEST_KEY, { campaignId })).errors).toEqual([]);
  const creatorId = await userIdOf(app, creator.username);
  // Accepted a day ago, as the participants tab would.
  await sql(
    app.databaseUrl,
    `update key_participant set state = 'accepted', reviewed_at = now() - interval '1 day' where campaign_id = ?`,
    [campaignId],
  );
  await recordStatistics(
    app,
    [{ id: gameId, name: gameName }],
    [{ ...aStream(creatorId, gameId, 40), views: 120, title: 'Launch stream' }],
  );
  return { owner, creator, creatorId, gameName };
}

describe('results and reporting', () => {
  it("a company member reads its Key campaign's content from the statistics store, per activation, creator, game and piece", async () => {
    const { owner, creatorId, gameName } = await keyCampaignWithContent();

    const report = await owner.client.op(COMPANY_REPORT, { group: 'KEYS', periodDays: 30 });

    expect(report.errors).toEqual([]);
    const r = report.data!.companyReport;
    expect(r.totals).toMatchObject({ creators: 1, contentPieces: 1, reach: 120, hoursWatched: 40, cost: { cents: 0, currency: 'USD' } });
    expect(r.totals.costPerHourWatched).toBeNull();
    expect(r.activations).toMatchObject([{ kind: 'KEY', name: 'Reported keys', figures: { contentPieces: 1 } }]);
    expect(r.creators).toMatchObject([{ creatorId, figures: { hoursWatched: 40 } }]);
    expect(r.games).toMatchObject([{ name: gameName, figures: { cost: null } }]);
    expect(r.content).toMatchObject([{ title: 'Launch stream', gameName, activationNames: ['Reported keys'] }]);
    expect(r.daily.reduce((sum, d) => sum + d.hoursWatched, 0)).toBe(40);
    const quests = await owner.client.op(COMPANY_REPORT, { group: 'QUESTS' });
    expect(quests.data!.companyReport).toMatchObject({ periodDays: 90, activations: [], totals: { contentPieces: 0 } });
  });

  it("another company never sees it; creators and signed-out visitors are refused; a period outside the spec's is refused at its field", async () => {
    const { creator } = await keyCampaignWithContent();
    const other = await signedInCompanyUser(app);

    const theirs = await other.client.op(COMPANY_REPORT, { group: 'OVERVIEW', periodDays: 30 });
    expect(theirs.errors).toEqual([]);
    expect(theirs.data!.companyReport).toMatchObject({ activations: [], creators: [], content: [], totals: { contentPieces: 0 } });

    expect((await creator.client.op(COMPANY_REPORT, { group: 'KEYS' })).errors[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await app.client().op(COMPANY_REPORT, { group: 'KEYS' })).errors[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const badPeriod = await other.client.op(COMPANY_REPORT, { group: 'KEYS', periodDays: 365 });
    expect(badPeriod.errors[0]?.extensions).toMatchObject({ code: 'VALIDATION.INVALID_FIELD', field: 'periodDays' });
  });
});
