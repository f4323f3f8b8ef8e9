import { beforeAll, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { useJourneyApp } from './support/journey-app.ts';
import { openOutboxLink } from './support/outbox.ts';

const company = {
  companyName: 'Acme Games',
  website: 'https://acme.example',
  email: 'owner@acme.example',
  username: 'acmeowner',
  password: 'journey2secret',
};

let context: BrowserContext;
let page: Page;

const journey = useJourneyApp({ seedDemoData: false });

beforeAll(async () => {
  context = await journey.browser.newContext({ baseURL: journey.app.url });
  page = await context.newPage();
});

it('registers a company, verifies the email from the outbox, signs in, renames, and signs out', async () => {
  await page.goto('/register');
  await page.getByRole('link', { name: /I represent a company/ }).click();
  await page.waitForURL('**/register/company');

  await page.getByLabel('Company name').fill(company.companyName);
  await page.getByLabel('Company type').selectOption('publisher');
  await page.getByLabel('Company website').fill(company.website);
  await page.getByLabel('Email').fill(company.email);
  await page.getByLabel('Username').fill(company.username);
  await page.getByLabel('Password').fill(company.password);
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Create company account' }).click();
  await page.getByText(company.email).waitFor();

  const verifyLink = await openOutboxLink(page, company.email, '/verify-email');
  await page.goto(verifyLink);
  await page
    .getByText(/email (address )?(is |has been )?verified/i)
    .first()
    .waitFor();

  await page.goto('/login');
  await page.getByLabel('Username').fill(company.username);
  await page.getByLabel('Password').fill(company.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/home');
  await page.getByRole('heading', { name: 'Company home' }).waitFor();

  await page.goto('/user/settings');
  const profileForm = page.locator('form', { has: page.getByLabel('Display name') });
  await profileForm.getByLabel('Display name').fill('AcmeStudio2');
  await profileForm.getByLabel('Current password').fill(company.password);
  await profileForm.getByRole('button', { name: 'Save profile' }).click();
  await profileForm.getByText('Profile saved.').waitFor();
  // The new name is the server's now: it survives a reload and the header shows it.
  await page.reload();
  await page.getByRole('navigation', { name: 'Account' }).getByText('AcmeStudio2').waitFor();
  await expect(page.getByLabel('Display name').inputValue()).resolves.toBe('AcmeStudio2');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL('**/login');
  await page.goto('/user/settings');
  await page.waitForURL('**/login?callbackUrl=%2Fuser%2Fsettings');
});
