import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { sql } from '@lurkit/api/testing/direct-db.ts';
import { steamUtmReport } from '@lurkit/core/attribution/testing/steam-utm-report.ts';
import { SIGNATURE_HEADER, verifySignature } from '@lurkit/core/webhooks/domain/webhook-signature.ts';
import { useJourneyApp } from './support/journey-app.ts';

/**
 * The company's own tools: Demo Studio's owner makes an API token and a webhook endpoint on a receiver
 * this test runs; democreator claims a key and their tracked link is followed; the signed key.claimed
 * delivery arrives; the owner imports Steam's UTM report (a bad one first) and reads the creator's
 * wishlists on the attribution page and through the API token.
 */
const STEAM_APP_ID = 367520;
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

// The receiver runs on loopback: the guard lets exactly its host:port in, as the webhook job tests do.
const allowedPrivateHosts: string[] = [];
const journey = useJourneyApp({ webhooks: { allowHttp: true, allowedPrivateHosts } });
const received: { signature: string; body: string }[] = [];
let receiver: Server;
let receiverUrl = '';

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ signature: String(request.headers[SIGNATURE_HEADER.toLowerCase()]), body });
      response.writeHead(200).end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  allowedPrivateHosts.push(host);
  receiverUrl = `http://${host}/lurkit-hooks`;
});
afterAll(() => new Promise((resolve) => receiver.close(resolve)));

it('an API token and a webhook endpoint, a key claimed through the campaign, the signed event received, a UTM report imported and the creator’s wishlists read', async () => {
  const db = journey.database.url;
  // Demo Studio's live Key campaign, where democreator is accepted and may claim a key; its game is a Steam app.
  const [campaign] = await sql<{ id: string; name: string; creator_id: string }>(
    db,
    `select k.id, k.name, p.creator_id from key_campaign k join company c on c.id = k.company_id
     join key_participant p on p.campaign_id = k.id join user_account u on u.id = p.creator_id
     where c.name = 'Demo Studio' and u.username = 'democreator' and p.state = 'accepted' limit 1`,
  );
  await sql(db, `update key_campaign set game = jsonb_set(game, '{steamAppId}', to_jsonb(?::int)) where id = ?`, [
    STEAM_APP_ID,
    campaign!.id,
  ]);

  // The owner creates an API token that reads reporting.
  const company = await journey.signedIn('democompany');
  await company.goto('/company/settings/api');
  await company.getByLabel('Token name').fill('Wishlist sync');
  await company.getByLabel(/^read:reporting/).check();
  await company.getByRole('button', { name: 'Create token' }).click();
  // The whole token, shown once; the list beside it names tokens by their prefix ("lkt_abc-…").
  const token = (await company.getByRole('group', { name: 'Token Wishlist sync' }).locator('code').textContent())!;
  await company.getByRole('button', { name: 'I have copied it' }).click();

  // A loopback address is refused at its field, with its code, for anyone but the allowed receiver.
  await company.getByRole('tab', { name: 'Webhooks' }).click();
  await company.getByLabel('Endpoint URL').fill('http://127.0.0.1:1/hooks');
  await company.getByLabel(/A creator claimed a key/).check();
  await company.getByRole('button', { name: 'Add endpoint' }).click();
  await company.getByText(/WEBHOOKS\.URL_PRIVATE_ADDRESS/).waitFor();
  await company.getByLabel('Endpoint URL').fill(receiverUrl);
  await company.getByRole('button', { name: 'Add endpoint' }).click();
  // Read from the reveal itself: the endpoint list beside it may already show the masked "whsec_…g-ds".
  const secret = (await company
    .getByRole('group', { name: `Signing secret for ${receiverUrl}` })
    .locator('code')
    .textContent())!;
  await company.getByRole('button', { name: 'I have copied it' }).click();

  // democreator claims a key; the page then shows their tracked link, which a viewer follows to the store.
  const creator = await journey.signedIn('democreator');
  await creator.goto(`/campaigns/${campaign!.id}`);
  await creator.getByRole('button', { name: /Claim a key/ }).click();
  const claim = creator.getByRole('dialog', { name: 'Claim a key' });
  await claim.getByRole('radio').first().check();
  await claim.getByRole('button', { name: 'Claim key' }).click();
  await claim.getByRole('button', { name: 'Done' }).click();
  const link = (await creator.getByRole('region', { name: 'Your tracked link' }).locator('code').first().textContent())!;
  expect(new URL(link).pathname).toBe(`/api/go/key/${campaign!.id}/${campaign!.creator_id}`);
  const followed = await fetch(link, { redirect: 'manual', headers: { 'user-agent': BROWSER } });
  expect(followed.status).toBe(302);
  expect(followed.headers.get('location')).toContain(`/app/${STEAM_APP_ID}`);

  // The key.claimed event reaches the receiver, signed with the endpoint's secret.
  await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 30_000, interval: 100 });
  const [delivery] = received;
  expect(JSON.parse(delivery!.body)).toMatchObject({
    type: 'key.claimed',
    data: { campaignId: campaign!.id, creatorId: campaign!.creator_id },
  });
  // Checked at the moment the event says it happened (read from the signed body, not this machine's
  // clock): a prompt delivery is signed within the tolerance of it.
  const happened = new Date((JSON.parse(delivery!.body) as { createdAt: string }).createdAt);
  expect(await verifySignature(delivery!.signature, delivery!.body, secret, happened)).toBe(true);
  expect(await verifySignature(delivery!.signature, delivery!.body, 'whsec_not-the-secret', happened)).toBe(false);
  await vi.waitFor(
    async () =>
      expect(await sql<{ status: string }>(db, `select status from webhook_delivery where kind = 'key.claimed'`)).toEqual([
        { status: 'delivered' },
      ]),
    { timeout: 10_000, interval: 100 },
  );
  await company.reload();
  await company.getByRole('button', { name: `Deliveries to ${receiverUrl}` }).click();
  const log = company.getByRole('region', { name: `Deliveries to ${receiverUrl}` });
  await log.getByRole('rowheader', { name: 'A creator claimed a key' }).waitFor();
  await log.getByText('Delivered').waitFor();

  // A report with a bad line is refused whole, naming the line and column.
  await company.goto('/company/reporting');
  await company.getByRole('link', { name: 'import it and see each creator’s wishlists' }).click();
  await company.getByLabel('Steam game').selectOption(String(STEAM_APP_ID));
  const firstDay = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
  const report = steamUtmReport({ firstDay, days: 3, links: [{ campaign: campaign!.id, content: campaign!.creator_id }] });
  const [header, firstRow, ...rest] = report.split('\r\n');
  const bad = [header, firstRow!.replace(/^(([^,]*,){6})[^,]*/, '$1many'), ...rest].join('\r\n');
  const file = (text: string) => ({ name: 'utm_report.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
  await company.getByLabel('Steam UTM traffic report (.csv)').setInputFiles(file(bad));
  await company.getByRole('button', { name: 'Import report' }).click();
  await company
    .getByRole('list', { name: 'Problems in the report' })
    .getByText(/^Line 2, Visits:/)
    .waitFor();

  await company.getByLabel('Steam UTM traffic report (.csv)').setInputFiles(file(report));
  await company.getByRole('button', { name: 'Import report' }).click();
  await company.getByText('Imported 3 Lurkit rows of 9 in the report (3 new, 0 updated).').waitFor();
  const wishlists = report
    .split('\r\n')
    .filter((line) => line.includes(',lurkit,creator,'))
    .reduce((sum, line) => sum + Number(line.split(',')[7]), 0);
  const table = company.getByRole('table', { name: 'Traffic per creator and activation' });
  const row = table.getByRole('row').filter({ hasText: campaign!.name });
  await expect(row.getByRole('cell').nth(3).textContent()).resolves.toBe(String(wishlists));
  await expect(row.getByRole('cell').nth(1).textContent()).resolves.toBe('1');

  // The API token reads the same wishlists from results and reporting.
  const answer = await fetch(`${journey.app.url}/api/gql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ companyReport(group: KEYS, periodDays: 30) { activations { id figures { wishlists } } } }' }),
  });
  const { data } = (await answer.json()) as { data: { companyReport: { activations: { id: string; figures: { wishlists: number } }[] } } };
  expect(data.companyReport.activations.find((a) => a.id === campaign!.id)?.figures.wishlists).toBe(wishlists);
});
