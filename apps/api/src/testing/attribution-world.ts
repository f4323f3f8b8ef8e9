import { expect } from 'vitest';
import { CLAIM_KEY, REQUEST_KEY, REVIEW_KEY_PARTICIPANTS } from '../tests/operations.ts';
import { signedInCreator } from './accounts-world.ts';
import { sql } from './direct-db.ts';
import { liveKeyCampaignWithOneKey } from './keys-world.ts';
import type { TestApp } from './test-app.ts';

export const STEAM_APP_ID = 1145360;

/** A live Key campaign about a Steam game, and a creator who claimed its one key: their tracked link exists. */
export async function aClaimedKeyCampaign(app: TestApp, appId = STEAM_APP_ID) {
  const company = await liveKeyCampaignWithOneKey(app, {
    game: `Drifters ${globalThis.crypto.randomUUID().slice(0, 6)}`,
    key: 'STEAM-AAAA-1111',
  });
  await sql(app.databaseUrl, `update key_campaign set game = jsonb_set(game, '{steamAppId}', to_jsonb(?::int)) where id = ?`, [
    appId,
    company.campaignId,
  ]);
  const creator = await signedInCreator(app);
  const requested = await creator.client.op(REQUEST_KEY, { campaignId: company.campaignId, agreementAccepted: true });
  expect(requested.errors).toEqual([]);
  await company.client.op(REVIEW_KEY_PARTICIPANTS, {
    campaignId: company.campaignId,
    participantIds: [requested.data!.requestKey.id],
    decision: 'accept',
  });
  expect((await creator.client.op(CLAIM_KEY, { campaignId: company.campaignId, platform: 'STEAM' })).errors).toEqual([]);
  const [row] = await sql<{ id: string }>(app.databaseUrl, 'select id from user_account where username = ?', [creator.username]);
  return { company, creator: { ...creator, id: row!.id }, campaignId: company.campaignId, appId };
}

/** Posts a UTM report as the attribution page does: the file as it is, with the upload header. */
export const importUtmReport = (client: { json: TestAppClient['json'] }, appId: number | string, csv: string) =>
  client.json<Record<string, unknown>>(`/api/attribution/steam-games/${appId}/utm-report`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv', 'x-lurkit-upload': '1' },
    body: csv,
  });

type TestAppClient = ReturnType<TestApp['client']>;
