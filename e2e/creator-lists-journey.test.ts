import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { sql } from '@lurkit/api/testing/direct-db.ts';
import { useJourneyApp } from './support/journey-app.ts';
import { openOutboxPathLink } from './support/outbox.ts';

/**
 * Creator lists for Key campaigns: the demo company makes a creator list, adds creators to it from a Key
 * campaign's participants table, and invites the whole list to another campaign, once; one of them
 * accepts from the invitation mail and the company finds them among the active Keys creators. Then it
 * invites a creator by email from creator management, who accepts from the mail link the same way.
 */

const journey = useJourneyApp();

const signedIn = journey.signedIn;

/** A demo creator opens the invitation mail, signs in where it leads and accepts. */
async function acceptsFromTheMail(creator: { email: string; username: string }, link: string) {
  const visitor = await (await journey.browser.newContext({ baseURL: journey.app.url, viewport: { width: 1280, height: 900 } })).newPage();
  await visitor.goto(await openOutboxPathLink(visitor, creator.email.toLowerCase(), link));
  await visitor.waitForURL('**/login?**');
  await visitor.getByLabel('Username').fill(creator.username);
  await visitor.getByLabel('Password').fill('demopassword1');
  await visitor.getByRole('button', { name: 'Log in' }).click();
  await visitor.waitForURL('**/invitations/*');
  await visitor.getByRole('button', { name: 'Accept' }).click();
  await visitor.getByText(/You accepted this invitation/).waitFor();
}

/** The creator's row for a campaign among creator management's active Keys creators. */
const activeKeysRow = (company: Page, creatorName: string, campaignName: string) =>
  company
    .getByRole('table', { name: 'Keys: active creators' })
    .getByRole('row')
    .filter({ hasText: creatorName })
    .filter({ hasText: campaignName });

it('creates a list, adds creators from the participants table, invites the list to a Key campaign, and one accepts from the mail', async () => {
  // Demo Studio's live campaigns with keys: the first has participants in every state.
  const [showcase, other] = await sql<{ id: string }>(
    journey.database.url,
    `select k.id from key_campaign k join company c on c.id = k.company_id
     where c.name = 'Demo Studio' and k.publish_state = 'published' and not k.pre_launch and k.end_date > now() and jsonb_array_length(k.keys) > 0
     order by (select count(*) from key_participant p where p.campaign_id = k.id) desc, k.id`,
  );
  const company = await signedIn('democompany');

  await company.goto('/company/creator-lists');
  await company.getByLabel('New list name').fill('Journey picks');
  await company.getByRole('button', { name: 'Create list' }).click();
  await company.getByText('Creator list “Journey picks” created.').waitFor();
  await company.getByRole('link', { name: 'Journey picks' }).waitFor();

  await company.goto(`/campaigns/${showcase!.id}/participants/pending`);
  const table = company.getByRole('table');
  const rowBoxes = table.getByRole('checkbox', { name: /^Select (?!all)/ });
  await rowBoxes.first().waitFor();
  await rowBoxes.nth(0).check();
  await rowBoxes.nth(1).check();
  await company.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Add to list' }).click();
  const dialog = company.getByRole('dialog', { name: 'Add to creator list' });
  await dialog.getByLabel('Creator list').selectOption({ label: 'Journey picks (0)' });
  await dialog.getByRole('button', { name: 'Add 2 creators' }).click();
  await company.getByText('2 creators added to Journey picks.').waitFor();

  await company.goto('/company/creator-lists');
  await company.getByRole('link', { name: 'Journey picks' }).click();
  const listed = company.getByRole('table', { name: 'Creators on Journey picks' }).getByRole('checkbox', { name: /^Select (?!all)/ });
  await listed.first().waitFor();
  expect(await listed.count()).toBe(2);

  const invitesOf = async () =>
    (
      await sql<{ n: number }>(journey.database.url, 'select count(*)::int as n from creator_invitation where activation_id = ?', [
        (other ?? showcase)!.id,
      ])
    )[0]!.n;
  // The demo world may already hold an invitation to this campaign (democreator's pending one).
  const invitesBefore = await invitesOf();
  const invite = `/campaigns/${(other ?? showcase)!.id}/invite-creators`;
  await company.goto(invite);
  await company.getByLabel('Creator list to invite').selectOption({ label: 'Journey picks (2)' });
  await company.getByRole('button', { name: 'Invite list' }).click();
  await company.getByText('2 invited; 0 were already invited.').waitFor();
  // One invite per activation per creator: the second time nobody is invited again.
  await company.getByRole('button', { name: 'Invite list' }).click();
  await company.getByText('0 invited; 2 were already invited.').waitFor();
  expect((await invitesOf()) - invitesBefore).toBe(2);

  // One of the list's creators accepts from the invitation mail, and the company finds them in creator management.
  const [guest] = await sql<{ username: string; email: string; display_name: string; invitation_id: string; campaign: string }>(
    journey.database.url,
    `select u.username, u.email, u.display_name, i.id as invitation_id, k.name as campaign
     from creator_list l join creator_list_member m on m.list_id = l.id join user_account u on u.id = m.creator_id
     join creator_invitation i on i.creator_id = u.id and i.activation_id = ? join key_campaign k on k.id = i.activation_id
     where l.name = 'Journey picks' order by u.username limit 1`,
    [(other ?? showcase)!.id],
  );
  await acceptsFromTheMail(guest!, `/invitations/${guest!.invitation_id}`);
  await company.goto('/company/creator-management/keys/active');
  await activeKeysRow(company, guest!.display_name, guest!.campaign).waitFor();
});

it('invites by email from creator management; the creator accepts the mail invitation and shows as active there', async () => {
  const [campaign] = await sql<{ id: string; name: string }>(
    journey.database.url,
    `select k.id, k.name from key_campaign k join company c on c.id = k.company_id
     where c.name = 'Demo Studio' and k.publish_state = 'published' and not k.pre_launch and k.end_date > now() and jsonb_array_length(k.keys) > 0
       and k.visibility = 'discoverable' and k.special_instructions is null and k.embargo is null
     order by (select count(*) from key_participant p where p.campaign_id = k.id) desc, k.id limit 1`,
  );
  // A verified demo creator with nothing to do with that campaign yet.
  const [creator] = await sql<{ username: string; email: string; display_name: string }>(
    journey.database.url,
    `select u.username, u.email, u.display_name from user_account u
     where u.user_type = 'Creator' and u.email_verified_at is not null
       and not exists (select 1 from key_participant p where p.campaign_id = ? and p.creator_id = u.id)
       and not exists (select 1 from creator_invitation i where i.activation_id = ? and (i.creator_id = u.id or i.email = lower(u.email)))
     order by u.username limit 1`,
    [campaign!.id, campaign!.id],
  );
  const company = await signedIn('democompany');
  await company.goto('/company/creator-management/invite-creators');
  await company.getByRole('combobox', { name: 'Activation', exact: true }).selectOption(`KEY:${campaign!.id}`);
  await company.getByLabel('Email addresses').fill(creator!.email);
  await company.getByRole('button', { name: 'Send invitations' }).click();
  await company.getByText('1 invitations sent.').waitFor();

  await acceptsFromTheMail(creator!, '/invitations/');

  await company.goto('/company/creator-management/keys/active');
  await activeKeysRow(company, creator!.display_name, campaign!.name).waitFor();
});
