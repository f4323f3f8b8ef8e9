import { expect, it } from 'vitest';
import { sql } from '@lurkit/api/testing/direct-db.ts';
import { useJourneyApp } from './support/journey-app.ts';

/**
 * Creator Programs: a new creator applies to Demo Studio's Creator Program through the join flow,
 * the company accepts them, they join a mission, submit a clip link, are approved automatically and
 * claim a Steam code from the Code Manager.
 */
const creator = { username: 'clipcreator', email: 'clips@example.com', password: 'journey3secret' };

const journey = useJourneyApp();

const signedIn = journey.signedIn;

it('a creator applies to a program, is accepted, joins a mission, submits content, is approved automatically and claims a code', async () => {
  const register = await (
    await journey.browser.newContext({ baseURL: journey.app.url })
  ).request.post('/api/gql?name=RegisterCreator', {
    data: {
      operationName: 'RegisterCreator',
      query: 'mutation RegisterCreator($input: RegisterCreatorInput!) { registerCreator(input: $input) { userId } }',
      variables: { input: { ...creator, acceptTerms: true } },
    },
  });
  expect(register.ok()).toBe(true);
  // Registration gives a User; their channel passing creator access (spec 6) is not this journey's part.
  await sql(journey.database.url, `update user_account set user_type = 'Creator' where username = ?`, [creator.username]);

  // The creator finds the program's card and walks the join flow.
  const member = await signedIn(creator.username, creator.password);
  await member.goto('/creator-programs');
  await member.getByRole('link', { name: 'Demo Studio Creators' }).click();
  await member.getByRole('link', { name: 'Join program' }).click();
  await member.waitForURL(/\/creator-programs\/.+\/join$/);
  await expect.poll(() => member.getByRole('button', { name: 'Continue' }).isEnabled()).toBe(true);
  await member.getByRole('button', { name: 'Continue' }).click();
  await member.getByLabel('Country (ISO code, e.g. SE)').fill('SE');
  await member.getByRole('button', { name: 'Continue' }).click();
  await member.getByLabel(/Your hardware/).fill('PC');
  await member.getByRole('button', { name: 'Continue' }).click();
  await member.getByLabel('I accept the code of conduct').check();
  await member.getByRole('button', { name: 'Continue' }).click();
  await member.getByLabel(/Which of our games/).fill('Hollow Lantern, for the atmosphere.');
  await member.getByRole('button', { name: 'Send application' }).click();
  await expect.poll(() => member.getByText(/Your application was sent/).isVisible()).toBe(true);

  // The company accepts the application from its Applicants tab.
  const company = await signedIn('democompany');
  await company.goto('/company/creator-program');
  await company.getByRole('checkbox', { name: /Select .*clipcreator/i }).check();
  await company.getByRole('button', { name: 'Accept' }).click();
  await expect.poll(() => company.getByText(/1 creator updated/).isVisible()).toBe(true);

  // The member takes the clip mission: join, submit the link, approved at once, claim a Steam code.
  await member.goto('/creator-programs');
  await member.getByRole('link', { name: 'Demo Studio Creators' }).click();
  await member.getByRole('tab', { name: 'Missions' }).click();
  await member.getByRole('link', { name: 'Share your best clip' }).click();
  await member.getByRole('button', { name: 'Join mission' }).click();
  await member.getByLabel('A link to your clip (URL)').fill('https://clips.example.com/lantern');
  await member.getByRole('button', { name: 'Submit content' }).click();
  await expect.poll(() => member.getByRole('heading', { name: /Your run 1: Claim reward/ }).isVisible()).toBe(true);
  await member.getByRole('button', { name: 'Claim rewards' }).click();
  await expect.poll(() => member.getByRole('heading', { name: /Your run 1: Completed/ }).isVisible()).toBe(true);
  const [claimed] = await sql<{ claimed: number }>(
    journey.database.url,
    `select count(*)::int as claimed from code c join user_account u on u.id::text = c.claimed_by where u.username = ? and c.status = 'claimed'`,
    [creator.username],
  );
  expect(claimed?.claimed).toBe(1);
  await expect.poll(() => member.getByRole('list', { name: 'Your rewards' }).textContent()).toMatch(/: (?!claimed|skipped)\S+/);
});
