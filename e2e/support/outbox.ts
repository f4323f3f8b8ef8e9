import type { Page } from 'playwright-core';

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
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    await page.goto('/dev/outbox');
    const mail = page.locator('article', { hasText: email });
    const link = mail.locator(selector).first();
    if ((await link.count()) > 0) {
      const href = await link.getAttribute('href');
      if (href) return href;
    }
    await page.waitForTimeout(250);
  }
  throw new Error(`No mail to ${email} with ${what} arrived in the outbox.`);
}
