import { expect } from 'vitest';
import { ADD_CODE_ITEM, ADD_CODES, CREATE_KEY_CAMPAIGN, PUBLISH_KEY_CAMPAIGN, SAVE_KEY_CAMPAIGN_STEP } from '../tests/operations.ts';
import { signedInReviewedCompany } from './accounts-world.ts';
import { sql } from './direct-db.ts';
import type { HttpClient } from './http-client.ts';
import type { TestApp } from './test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant this many days from now (before now when negative), as the wizard sends dates. */
export const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

/** A draft key campaign of the company's; its id. */
export async function aDraftKeyCampaign(company: HttpClient, name: string): Promise<string> {
  const created = await company.op(CREATE_KEY_CAMPAIGN, { kind: 'standard', name });
  expect(created.errors).toEqual([]);
  return created.data!.createKeyCampaign.id;
}

/** Stands in for the Code Manager's key sets: an item and three Steam keys written on the campaign directly. */
export async function standInKeySets(app: TestApp, campaignId: string): Promise<void> {
  await sql(
    app.databaseUrl,
    `update key_campaign set code_item_id = gen_random_uuid(), keys = '[{"platform":"Steam","count":3}]', platform_keys = '{steam}' where id = ?`,
    [campaignId],
  );
}

/** A reviewed company's key campaign, live from yesterday for 30 days on stand-in key sets; requirements when given. */
export async function liveKeyCampaign(app: TestApp, options: { name: string; requirements?: Record<string, unknown> }) {
  const company = await signedInReviewedCompany(app);
  const { name, requirements } = options;
  const campaignId = await aDraftKeyCampaign(company.client, name);
  await company.client.op(SAVE_KEY_CAMPAIGN_STEP, {
    id: campaignId,
    step: 'basics',
    values: { name, startDate: inDays(-1), endDate: inDays(30) },
  });
  if (requirements) await company.client.op(SAVE_KEY_CAMPAIGN_STEP, { id: campaignId, step: 'requirements', values: requirements });
  await standInKeySets(app, campaignId);
  expect((await company.client.op(PUBLISH_KEY_CAMPAIGN, { id: campaignId })).errors).toEqual([]);
  return { ...company, campaignId };
}

/** A reviewed company's key campaign, live on a real Code Manager item that holds one Steam key. */
export async function liveKeyCampaignWithOneKey(app: TestApp, options: { game: string; key: string }) {
  const company = await signedInReviewedCompany(app);
  const { game, key } = options;
  const item = await company.client.op(ADD_CODE_ITEM, { input: { type: 'game', name: game, game, allocation: 'auto' } });
  const itemId = item.data!.addCodeManagerItem.id;
  await company.client.op(ADD_CODES, { itemId, platform: 'STEAM', codes: key });
  const name = `${game} keys`;
  const campaignId = await aDraftKeyCampaign(company.client, name);
  const save = (step: 'basics' | 'creatorKit', values: Record<string, unknown>) =>
    company.client.op(SAVE_KEY_CAMPAIGN_STEP, { id: campaignId, step, values });
  await save('basics', { name, startDate: inDays(-1), endDate: inDays(30) });
  const kit = await save('creatorKit', {
    codeItemId: itemId,
    keys: [{ platform: 'STEAM', count: 1 }],
    specialInstructions: '',
    embargo: null,
  });
  expect(kit.errors).toEqual([]);
  expect((await company.client.op(PUBLISH_KEY_CAMPAIGN, { id: campaignId })).errors).toEqual([]);
  return { ...company, itemId, campaignId };
}

/** Puts the campaign live directly, from yesterday for 30 days with five Steam keys, where the publish checks are not the subject. */
export async function putKeyCampaignLive(app: TestApp, campaignId: string): Promise<void> {
  await sql(
    app.databaseUrl,
    `update key_campaign set publish_state = 'published', first_went_live_at = now(), published_at = now(),
       start_date = now() - interval '1 day', end_date = now() + interval '30 days',
       keys = '[{"platform":"Steam","count":5}]', platform_keys = '{steam}' where id = ?`,
    [campaignId],
  );
}

/** Marks the campaign's company as reviewed by staff: only reviewed companies may invite creators. */
export async function reviewCompanyOfKeyCampaign(app: TestApp, campaignId: string): Promise<void> {
  await sql(app.databaseUrl, 'update company set is_verified = true where id = (select company_id from key_campaign where id = ?)', [
    campaignId,
  ]);
}
