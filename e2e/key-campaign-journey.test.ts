import { expect, it } from 'vitest';
import { sql } from '@lurkit/api/testing/direct-db.ts';
import { fillMoment, saveCreatorKitAndPublish } from './support/key-campaign-setup.ts';
import { useJourneyApp } from './support/journey-app.ts';
import { openOutboxPathLink } from './support/outbox.ts';

/**
 * Key campaigns: a new company uploads codes and sets up a Key campaign; its first publish waits
 * for staff, who approve it; the demo creator requests a key, is accepted, claims it and submits content;
 * a creator invited by email opens the mail link, logs in on the way and accepts.
 */
const owner = { companyName: 'Fjord Keys Studio', username: 'fjordkeys', email: 'owner@fjordkeys.example', password: 'journey2secret' };

const journey = useJourneyApp();

const signedIn = journey.signedIn;

it('uploads codes, publishes a Key campaign through staff review, a creator claims a key and submits content, and an invited creator accepts from the mail', async () => {
  // The company registers like anyone; its email is verified as the mail link would.
  const register = await (
    await journey.browser.newContext({ baseURL: journey.app.url })
  ).request.post('/api/gql?name=RegisterCompany', {
    data: {
      operationName: 'RegisterCompany',
      query: 'mutation RegisterCompany($input: RegisterCompanyInput!) { registerCompany(input: $input) { userId } }',
      variables: { input: { ...owner, companyType: 'smallGameStudio', website: 'https://fjordkeys.example', acceptTerms: true } },
    },
  });
  expect(register.ok()).toBe(true);
  await sql(journey.database.url, 'update user_account set email_verified_at = now() where username = ?', [owner.username]);

  const company = await signedIn(owner.username, owner.password);
  await company.goto('/company/code-manager');
  await company.getByRole('button', { name: 'Got it' }).click();
  await company.getByLabel('Item name').fill('Fjord Fishers');
  await company.getByLabel('Game', { exact: true }).fill('Fjord Fishers');
  await company.getByRole('button', { name: 'Add item' }).click();
  await company.getByText('Fjord Fishers added to your Code Manager.').waitFor();
  await company.getByRole('button', { name: 'Add codes' }).click();
  await company.waitForURL('**/company/code-manager/codes?item=*');
  await company.getByLabel('Platform or store').selectOption('Steam');
  await company.getByLabel('Codes, one per line').fill('FJORD-0001\nFJORD-0002\nFJORD-0002');
  await company.getByRole('button', { name: 'Add codes' }).click();
  await company.getByText('2 codes added', { exact: true }).waitFor();
  await company.getByText(/1 line repeated a code/).waitFor();
  await company.getByLabel('Uploading a file').check();
  await company.getByLabel('Platform or store').selectOption('Steam');
  await company.getByLabel('Text or CSV file').setInputFiles({
    name: 'codes.csv',
    mimeType: 'text/csv',
    // A messy file: a blank line, a repeat and a line that is no Steam key (line 5).
    buffer: Buffer.from('code\nFJORD-0003A-AAAAA\n\nFJORD-0003A-AAAAA\nFJORD-0005\nFJORD-0004A-AAAAA\n'),
  });
  await company.getByRole('button', { name: 'Upload codes' }).click();
  await company.getByText('Lines: 5.').waitFor();
  await company.getByRole('button', { name: 'Import only the 3 valid lines' }).click();
  await company.getByText('2 codes added', { exact: true }).waitFor();
  await company.getByText('1 line that was not a key was left out (line 5).').waitFor();

  await company.goto('/company/activations/keys');
  await company.getByRole('button', { name: 'Key campaign', exact: true }).click();
  await company.getByLabel('Key campaign name').fill('Fjord Fishers keys');
  await company.getByRole('button', { name: 'Create campaign' }).click();
  await company.waitForURL('**/edit/basics');
  const now = new Date();
  await fillMoment(company, 'Start date', new Date(now.getTime() - 86_400_000));
  await fillMoment(company, 'End date', new Date(now.getTime() + 20 * 86_400_000));
  // Leaving by a header link with unsaved dates asks first; Cancel keeps the person and the edits.
  await company.getByRole('banner').getByRole('link', { name: 'Code Manager' }).click();
  const unsaved = company.getByRole('dialog', { name: 'Unsaved changes' });
  await unsaved.getByRole('button', { name: 'Cancel' }).click();
  await unsaved.waitFor({ state: 'detached' });
  expect(new URL(company.url()).pathname).toMatch(/\/edit\/basics$/);
  await company.getByRole('button', { name: 'Next' }).click();
  await company.getByText('Basics saved.').waitFor();
  for (const step of ['Game info', 'Requirements', 'Access']) {
    await company.getByRole('heading', { name: step }).waitFor();
    await company.getByRole('button', { name: 'Next' }).click();
  }
  const campaignUrl = await saveCreatorKitAndPublish(company, 'Fjord Fishers', 3);
  await company.getByText(/Sent for review/).waitFor();

  const staff = await signedIn('demostaff');
  await staff.goto('/staff/campaigns');
  const held = staff.getByRole('article').filter({ hasText: owner.companyName });
  await held.getByRole('button', { name: 'Approve' }).click();
  await staff.getByText(/Approved: the campaign is live/).waitFor();

  const creator = await signedIn('democreator');
  await creator.goto(campaignUrl);
  await creator.getByRole('button', { name: /Request a key/ }).click();
  await creator.getByText('Key requested: the company reviews your request.').waitFor();

  await company.goto(`${campaignUrl}/participants/pending`);
  await company
    .getByRole('row')
    .filter({ hasText: /Pending/ })
    .getByRole('button', { name: 'Accept' })
    .click();
  await company.getByText('One creator accepted.').waitFor();

  await creator.reload();
  await creator.getByRole('button', { name: /Claim a key/ }).click();
  const claim = creator.getByRole('dialog', { name: 'Claim a key' });
  await claim.getByLabel('Steam', { exact: true }).check();
  await claim.getByRole('button', { name: 'Claim key' }).click();
  await claim.getByText(/^FJORD-000[1-4](A-AAAAA)?$/).waitFor();
  await claim.getByRole('button', { name: 'Done' }).click();
  await creator.getByRole('button', { name: /Submit content/ }).click();
  const submit = creator.getByRole('dialog', { name: 'Submit content' });
  await submit.getByLabel('Link to your content').fill('https://www.twitch.tv/videos/2000000001');
  await submit.getByRole('button', { name: 'Submit content' }).click();
  await submit.getByText('Content successfully submitted.').waitFor();

  const [claimed] = await sql<{ status: string; distributed_by: string }>(
    journey.database.url,
    `select status, distributed_by from code c join code_item i on i.id = c.item_id where i.name = 'Fjord Fishers' and status = 'claimed'`,
  );
  expect(claimed).toMatchObject({ status: 'claimed', distributed_by: campaignUrl.split('/').at(-1) });

  // An invited creator opens the mail from the dev outbox, logs in on the way and accepts; the
  // company sees the invitation ACCEPTED and the creator among the campaign's participants.
  const invitee = { username: 'fjordinvitee', email: 'invitee@fjordkeys.example', password: 'journey2secret' };
  const registered = await (
    await journey.browser.newContext({ baseURL: journey.app.url })
  ).request.post('/api/gql?name=RegisterCreator', {
    data: {
      operationName: 'RegisterCreator',
      query: 'mutation RegisterCreator($input: RegisterCreatorInput!) { registerCreator(input: $input) { userId } }',
      variables: { input: { username: invitee.username, email: invitee.email, password: invitee.password, acceptTerms: true } },
    },
  });
  expect(registered.ok()).toBe(true);
  // Registration gives a User; their channel passing creator access (spec 6) is not this journey's part.
  await sql(journey.database.url, `update user_account set email_verified_at = now(), user_type = 'Creator' where username = ?`, [
    invitee.username,
  ]);
  await company.goto(`${campaignUrl}/invite-creators`);
  await company.getByLabel('Email addresses').fill(invitee.email);
  await company.getByRole('button', { name: 'Send invitations' }).click();
  await company.getByText('1 invitations sent.').waitFor();

  const visitor = await (await journey.browser.newContext({ baseURL: journey.app.url, viewport: { width: 1280, height: 900 } })).newPage();
  await visitor.goto(await openOutboxPathLink(visitor, invitee.email, '/invitations/'));
  await visitor.waitForURL('**/login?**');
  await visitor.getByLabel('Username').fill(invitee.username);
  await visitor.getByLabel('Password').fill(invitee.password);
  await visitor.getByRole('button', { name: 'Log in' }).click();
  await visitor.waitForURL('**/invitations/*');
  await visitor.getByText('Key campaign from Fjord Keys Studio').waitFor();
  await visitor.getByRole('button', { name: 'Accept' }).click();
  await visitor.getByText(/You accepted this invitation/).waitFor();

  await company.reload();
  await company.getByRole('row').filter({ hasText: invitee.email }).getByText('Accepted').waitFor();
  const [joined] = await sql<{ state: string }>(
    journey.database.url,
    `select p.state from key_participant p join user_account u on u.id = p.creator_id where u.username = ?`,
    [invitee.username],
  );
  // The invitation is the company's review: the creator starts accepted, ready to claim a key.
  expect(joined).toEqual({ state: 'accepted' });
});
