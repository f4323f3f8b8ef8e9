import { expect, it } from 'vitest';
import { PgBossJobQueue } from '@lurkit/adapters/jobs/pg-boss-job-queue.ts';
import { SAMPLE_LIVE_STREAMS_JOB } from '@lurkit/adapters/jobs/sample-live-streams.job.ts';
import { sql } from '@lurkit/api/testing/direct-db.ts';
import { useJourneyApp } from './support/journey-app.ts';
import { fillMoment, saveCreatorKitAndPublish } from './support/key-campaign-setup.ts';

/**
 * Keys a company can trust, end to end: a messy codes file is imported with a report of what was
 * left out and why, a binary file is refused whole; a pre-launch campaign gathers a waitlist and is
 * converted to a Key campaign; a creator finds it by platform family, claims a PlayStation key, and
 * the live-stream sync finds their stream of the game and records it as their content.
 */
// The worker looks for jobs every half second, so the sync sent below starts at once.
const journey = useJourneyApp({ env: { JOB_POLL_SECONDS: '0.5' } });

const GAME = 'Tidewater Trails';

const codesOf = async (item: string) =>
  sql<{ platform: string; status: string }>(
    journey.database.url,
    `select c.platform, c.status from code c join code_item i on i.id = c.item_id where i.name = ?`,
    [item],
  );

it('imports a messy codes file with its report, refuses a binary one whole, converts a pre-launch campaign, and the sync finds the claimed key’s stream', async () => {
  const company = await journey.signedIn('democompany');
  await company.goto('/company/code-manager');
  await company.getByRole('button', { name: 'Got it' }).click();
  await company.getByRole('button', { name: 'Add a game or item' }).click();
  await company.getByLabel('Item name').fill(GAME);
  await company.getByLabel('Game', { exact: true }).fill(GAME);
  await company.getByRole('button', { name: 'Add item' }).click();
  await company.getByText(`${GAME} added to your Code Manager.`).waitFor();
  await company.getByRole('article', { name: GAME }).getByRole('button', { name: 'Add codes' }).click();
  await company.waitForURL('**/company/code-manager/codes?item=*');

  // A file as exported from a spreadsheet on Windows: a byte order mark, CRLF, blank lines, padding,
  // a repeat (line 4) and a line that is no PlayStation voucher (line 5).
  await company.getByLabel('Uploading a file').check();
  await company.getByLabel('Platform or store').selectOption('PlayStation 5');
  await company.getByLabel('Text or CSV file').setInputFiles({
    name: 'codes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('\uFEFFTIDE-0001-AAAA\r\n\r\n   TIDE-0002-AAAA  \r\nTIDE-0001-AAAA\r\nTIDE-NOPE\r\n\r\nTIDE-0003-AAAA\r\n'),
  });
  await company.getByRole('button', { name: 'Upload codes' }).click();
  await company.getByText('Lines: 5.').waitFor();
  expect(await codesOf(GAME)).toEqual([]);
  await company.getByRole('button', { name: 'Import only the 4 valid lines' }).click();
  await company.getByText('3 codes added', { exact: true }).waitFor();
  await company.getByText(/1 line repeated a code/).waitFor();
  await company.getByText('1 line that was not a key was left out (line 5).').waitFor();
  expect(await codesOf(GAME)).toEqual(Array(3).fill({ platform: 'PlayStation 5', status: 'available' }));

  // A picture saved as .txt is refused whole, told at the file field; nothing of it is added.
  const file = company.getByLabel('Text or CSV file');
  await file.setInputFiles({
    name: 'more-codes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0xff, 0xfe]),
  });
  await company.getByRole('button', { name: 'Upload codes' }).click();
  await company.getByRole('alert').filter({ hasText: 'This file is not a text file.' }).waitFor();
  await expect.poll(() => file.getAttribute('aria-invalid')).toBe('true');
  expect(await codesOf(GAME)).toHaveLength(3);

  // A pre-launch campaign: set up with its keys ready, published to gather a waitlist.
  await company.goto('/company/activations/keys');
  await company.getByRole('button', { name: 'Pre-launch campaign', exact: true }).click();
  await company.getByLabel('Pre-launch campaign name').fill(`${GAME} waitlist`);
  await company.getByRole('button', { name: 'Create campaign' }).click();
  await company.waitForURL('**/edit/basics');
  const now = new Date();
  await fillMoment(company, 'Start date', new Date(now.getTime() - 86_400_000));
  await fillMoment(company, 'End date', new Date(now.getTime() + 20 * 86_400_000));
  await company.getByRole('button', { name: 'Next' }).click();
  await company.getByText('Basics saved.').waitFor();
  await company.getByRole('heading', { name: 'Game info' }).waitFor();
  await company.getByLabel('Game name').fill(GAME);
  await company.getByRole('button', { name: 'Next' }).click();
  for (const step of ['Requirements', 'Access']) {
    await company.getByRole('heading', { name: step }).waitFor();
    await company.getByRole('button', { name: 'Next' }).click();
  }
  // The company's first campaign went through review long ago: this one goes live at once.
  const campaignUrl = await saveCreatorKitAndPublish(company, GAME, 3);
  await company.getByText('Published.', { exact: true }).waitFor();
  await company.goto(campaignUrl);
  await company.getByText('Pre-launch campaign', { exact: true }).waitFor();

  // A creator streaming on consoles browses by the PlayStation family and joins the waitlist.
  const creator = await journey.signedIn('democreator');
  await creator.goto('/campaigns/browse');
  await creator.getByRole('combobox', { name: 'Platform' }).click();
  await creator.getByRole('option', { name: 'PlayStation', exact: true }).click();
  await creator.getByRole('link', { name: new RegExp(`${GAME} waitlist`) }).click();
  await creator.waitForURL(`**${campaignUrl}`);
  await creator.getByRole('button', { name: 'Request a key' }).click();
  await creator.getByText('You are on the waitlist.', { exact: true }).waitFor();

  // The company converts it after confirming, then accepts the waitlisted creator.
  await company.getByRole('button', { name: 'Convert to a Key campaign' }).click();
  const confirm = company.getByRole('dialog', { name: `Convert ${GAME} waitlist to a Key campaign?` });
  await confirm.getByText(/The creator on the waitlist can be accepted/).waitFor();
  await confirm.getByRole('button', { name: 'Convert to Key campaign' }).click();
  await company.getByText('Converted to a Key campaign: invitations, key claims and content are open.').waitFor();
  await company.goto(`${campaignUrl}/participants/pending`);
  await company.getByRole('button', { name: /^Accept .+/ }).click();
  await company.getByText('One creator accepted.').waitFor();

  await creator.reload();
  await creator.getByRole('button', { name: /Claim a key/ }).click();
  const claim = creator.getByRole('dialog', { name: 'Claim a key' });
  await claim.getByLabel('PlayStation 5', { exact: true }).check();
  await claim.getByRole('button', { name: 'Claim key' }).click();
  await claim.getByText(/^TIDE-000[1-3]-AAAA$/).waitFor();
  await claim.getByRole('button', { name: 'Done' }).click();

  // The creator goes live playing the game; the live-stream sync finds it and records it as content.
  await creator.goto('/dev/live');
  await creator.getByLabel('Twitch account name').fill('democreator');
  await creator.getByLabel('Game').fill(GAME);
  await creator.getByRole('button', { name: 'Go live' }).click();
  await creator.waitForURL('**/dev/live');
  const queue = new PgBossJobQueue(journey.database.url);
  await queue.start();
  try {
    await queue.send(SAMPLE_LIVE_STREAMS_JOB.name, {});
  } finally {
    await queue.stop();
  }
  const participantState = async () =>
    (
      await sql<{ state: string }>(
        journey.database.url,
        `select p.state from key_participant p join user_account u on u.id = p.creator_id where u.username = 'democreator' and p.campaign_id = ?`,
        [campaignUrl.split('/').at(-1)],
      )
    )[0]?.state;
  await expect.poll(participantState, { interval: 250 }).toBe('submittedContent');

  await company.goto(`${campaignUrl}/participants/ended`);
  const content = company.getByRole('link', { name: /^View content by / });
  await content.waitFor();
  const stream = await content.getAttribute('href');
  expect(stream).toMatch(/^https:\/\/www\.twitch\.tv\/videos\/\d+$/);
  await company.getByText('On time').waitFor();
  // The creator sees the same stream as their content, found on their channel (they did not submit it):
  // nothing is left for them to submit by hand.
  await creator.goto(campaignUrl);
  await creator.getByText(/^We found your content on your channel, posted/).waitFor();
  expect(await creator.getByRole('link', { name: /^https:\/\/www\.twitch\.tv\/videos\// }).getAttribute('href')).toBe(stream);
  expect(await creator.getByRole('button', { name: /Submit content/ }).count()).toBe(0);
});
