import type { Page } from 'playwright-core';
import { vi } from 'vitest';

/**
 * Opens /dev/outbox in the browser, as a person would, until a mail to `email` holds a link to `path`,
 * and returns that link. Mails are sent by a background job, so the first look may find nothing yet.
 */
export async function openOutboxLink(page: Page, email: string, path: string, timeoutMs = 30_000): Promise<string> {
  return outboxLink(page, email, `a[href*="${path}?token="]`, `a ${path} link`, timeoutMs);
}

/** The same for a link without a token, e.g. an invitation's `/invitations/{id}`. */
export async function openOutboxPathLink(page: Page, email: string, pathPrefix: string, timeoutMs = 30_000): Promise<string> {
  return outboxLink(page, email, `a[href*="${pathPrefix}"]`, `a ${pathPrefix} link`, timeoutMs);
}

async function outboxLink(page: Page, email: string, selector: string, what: string, timeoutMs: number): Promise<string> {
  return vi.waitFor(
    async () => {
      await page.goto('/dev/outbox');
      const link = page.locator('article', { hasText: email }).locator(selector).first();
      const href = (await link.count()) > 0 ? await link.getAttribute('href') : null;
      if (!href) throw new Error(`No mail to ${email} with ${what} arrived in the outbox.`);
      return href;
    },
    { timeout: timeoutMs, interval: 250 },
  );
}
