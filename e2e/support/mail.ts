import { expect, type Page } from '@playwright/test';

export interface OutboxMail {
  subject: string;
  /** The plain-text part. */
  text: string;
  /** Every http(s) link of the text part, in order. */
  links: string[];
}

/**
 * Opens the newest mail of a kind to a recipient on the development outbox page (/dev/outbox), as a
 * developer would, and reads its text part. Waits for the mail, which is sent after the request
 * that caused it has answered.
 */
export async function readMail(page: Page, recipient: string, kind: string): Promise<OutboxMail> {
  // Another tab, as a member reads mail beside the site (and the mail page's errors are not the site's).
  const inbox = await page.context().newPage();
  try {
    const row = inbox.locator('tr', { hasText: recipient }).filter({ hasText: kind }).first();
    await expect(async () => {
      await inbox.goto('/dev/outbox');
      await expect(row).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await row.getByRole('link').click();
    const subject = (await inbox.locator('h1').textContent()) ?? '';
    const text = (await inbox.locator('pre').first().textContent()) ?? '';
    const links = [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((match) => match[0]);
    return { subject, text, links };
  } finally {
    await inbox.close();
  }
}

/** The link of a mail whose path starts with `pathPrefix` (e.g. `/api/activate.php`), as a same-site path. */
export function mailLink(mail: OutboxMail, pathPrefix: string): string {
  const link = mail.links.find((candidate) => new URL(candidate).pathname.startsWith(pathPrefix));
  if (!link) throw new Error(`no ${pathPrefix} link in the mail "${mail.subject}":\n${mail.text}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
