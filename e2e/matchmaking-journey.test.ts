import { expect, it } from 'vitest';
import { sql } from '@lurkit/api/testing/direct-db.ts';
import { useJourneyApp } from './support/journey-app.ts';

/**
 * The demo company runs matchmaking for one of its live Key campaigns, and for one of its
 * Quests, from the activation's Invite creators tab, walks the wizard, gets a stored list of scored
 * creators, selects two rows and invites them; the invited creators then show among the activation's
 * invitations sent.
 */

const journey = useJourneyApp();

const signedIn = journey.signedIn;

const ACTIVATIONS = [
  {
    type: 'KEY',
    label: 'Key campaign',
    invitePath: (id: string) => `/campaigns/${id}/invite-creators`,
    pick: `select k.id, k.name from key_campaign k join company c on c.id = k.company_id
           where c.name = 'Demo Studio' and k.publish_state = 'published' and not k.pre_launch and k.end_date > now() and jsonb_array_length(k.keys) > 0
           order by k.id limit 1`,
  },
  {
    type: 'QUEST',
    label: 'Quest',
    invitePath: (id: string) => `/campaigns/quests/${id}/invite-creators`,
    pick: `select q.id, q.name from quest q join company c on c.id = q.company_id
           where c.name = 'Demo Studio' and q.publish_state = 'published' and q.end_date > now() and q.visibility = 'Discoverable'
           order by q.id limit 1`,
  },
] as const;

it.each(ACTIVATIONS)('runs matchmaking for a $label and invites a selection, who then show as invited on it', async (activation) => {
  const [campaign] = await sql<{ id: string; name: string }>(journey.database.url, activation.pick);
  expect(campaign).toBeDefined();
  const company = await signedIn('democompany');

  await company.goto(activation.invitePath(campaign!.id));
  await company.getByRole('link', { name: 'Find creators with matchmaking' }).click();
  await company.getByRole('heading', { name: 'Introduction' }).waitFor();
  const next = () => company.getByRole('button', { name: 'Next' }).click();
  await next();
  // Opened from the campaign, the wizard has it selected already (by id: two campaigns may share a name).
  const chosen = company.locator(`input[type="radio"][value="${activation.type}/${campaign!.id}"]`);
  expect(await chosen.isChecked()).toBe(true);
  expect(await company.getByRole('radio', { name: campaign!.name }).and(chosen).count()).toBe(1);
  await next();
  // Forward only with an objective (spec 5).
  await next();
  await company.getByText('Select an objective to continue.').waitFor();
  await company.getByRole('radio', { name: 'Awareness' }).check();
  await next();
  const game = company.getByLabel('Game', { exact: true });
  await game.selectOption({ index: 1 });
  await next();
  await company.getByLabel('Total budget (USD)').fill('25000');
  await company.getByRole('button', { name: 'Find creators' }).click();

  await company.waitForURL(/\/invite-creators\/matchmaking\/[0-9a-f-]{36}$/);
  const summary = company.getByRole('complementary', { name: 'Summary' });
  await summary.getByText(`${campaign!.name} (${activation.label})`).waitFor();
  const boxes = company.getByRole('table', { name: 'Matched creators' }).getByRole('checkbox');
  await boxes.first().waitFor();
  const names = [];
  for (const index of [0, 1]) {
    const label = await boxes.nth(index).evaluate((box) => (box as HTMLInputElement).labels?.[0]?.textContent ?? '');
    names.push(label.replace(/^Select /, '').trim());
    // The box is ticked once the server has stored the selection, so click and wait for the count.
    await boxes.nth(index).click();
    await company.getByRole('button', { name: `Invite selected (${index + 1})` }).waitFor();
  }
  // The selection is stored with the list: it is still there after a reload.
  await company.reload();
  await company.getByRole('button', { name: 'Invite selected (2)' }).click();
  await company
    .getByText(/invited/)
    .first()
    .waitFor();

  await company.goto(activation.invitePath(campaign!.id));
  const sent = company.getByRole('table', { name: /Invitations sent/ });
  for (const name of names) await sent.getByRole('cell', { name }).first().waitFor();
  const invited = await sql<{ n: number }>(
    journey.database.url,
    `select count(*)::int as n from creator_invitation i join user_account u on u.id = i.creator_id
     where i.activation_id = ? and u.display_name = any(?::text[])`,
    [campaign!.id, `{${names.map((n) => `"${n}"`).join(',')}}`],
  );
  expect(invited[0]!.n).toBe(2);
});
