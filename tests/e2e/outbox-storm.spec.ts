/**
 * The outbox under a storm (issue 32, section 6), at a size CI can afford: messages written
 * offline over two tabs, both tabs reloaded halfway, then the connection back with the mail service
 * answering 500 to more sends than there are messages. Every message arrives exactly once, the
 * outbox says when it tries next, the app badge counts what waits, and once the service answers
 * again the rest follows at once rather than each message waiting out its own backoff.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './installed';
import { failNext, field, goOffline, inbox, toast, uniqueEmail, waitForApp } from './support';

const MESSAGES = 12;
/** The first sends the mail service refuses: three for each message. */
const FAILURES = 36;

/** Records what the page asks of the Badging API (stubbed: headless Chromium shows no icon). */
declare global {
  interface Window {
    __badges: (number | 'cleared')[];
  }
}

async function write(page: Page, email: string, n: number) {
  await field(page, 'Name').fill('Asha Verma');
  await field(page, 'Email').fill(email);
  await field(page, 'Subject').fill(`Storm ${n}`);
  await field(page, 'Message').fill(`Message number ${n}, written with no signal.`);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, 'Message Saved').first()).toBeVisible();
  // The form resets once the message is in the outbox.
  await expect(field(page, 'Subject')).toHaveValue('');
}

const lastBadge = (page: Page) => page.evaluate(() => window.__badges.at(-1));

test('a storm: messages written offline in two tabs, reloaded halfway, each arrive exactly once after the mail service recovers', async ({ installed, request }) => {
  // Twelve messages written over two tabs, then the service's 36 refusals waited out by design (the
  // backoffs: 20 to 40 s): more than the default 45 s on a busy machine. The extra minute a test got
  // for installing the app now goes only to the first test of a worker (installed.ts), and this one
  // failed on the timeout in two full runs when it was not that test.
  test.setTimeout(120_000);
  const { page, context } = await installed();
  await context.addInitScript(() => {
    window.__badges = [];
    Object.assign(Navigator.prototype, {
      setAppBadge: async (count?: number) => void window.__badges.push(count === 0 ? 'cleared' : (count ?? 0)),
      clearAppBadge: async () => void window.__badges.push('cleared'),
    });
  });
  const email = uniqueEmail('storm');
  const other = await context.newPage();
  const tabs = [page, other];
  for (const tab of tabs) {
    await tab.goto('/contact');
    await waitForApp(tab);
  }
  await goOffline(context, page);

  let written = 0;
  for (let i = 0; i < MESSAGES; i++) {
    if (i === MESSAGES / 2) {
      // Halfway, both tabs reload (served offline by the service worker).
      for (const tab of tabs) {
        await tab.reload();
        await waitForApp(tab);
      }
    }
    await write(tabs[i % 2]!, email, ++written);
  }
  for (const tab of tabs) {
    await expect(tab.getByTestId('outbox-indicator')).toContainText(`${MESSAGES} messages waiting to be sent`);
    await expect.poll(() => lastBadge(tab)).toBe(MESSAGES);
  }

  await failNext(request, email, FAILURES, 500);
  await context.setOffline(false);
  const indicator = page.getByTestId('outbox-indicator');
  // While the service refuses, the outbox says when it tries next.
  await indicator.getByRole('button', { name: 'Details' }).click();
  await expect(indicator).toContainText(/next try at \d{1,2}:\d{2}/i);

  // The first message through means the service answers again: the rest follows straight after.
  await expect.poll(async () => (await inbox(request, email)).length, { timeout: 90_000, intervals: [250] }).toBeGreaterThan(0);
  const firstArrival = Date.now();
  // Before, each waited out its own backoff, the earliest written the longest (here 20-40 s).
  await expect.poll(async () => (await inbox(request, email)).length, { timeout: 10_000, intervals: [250] }).toBe(MESSAGES);
  expect(Date.now() - firstArrival).toBeLessThan(10_000);

  // Nothing is left to send in either tab, so no later duplicate can come: each arrived once.
  for (const tab of tabs) await expect(tab.getByTestId('outbox-indicator')).toHaveCount(0);
  const subjects = (await inbox(request, email)).map((m) => m.template_params.subject).sort();
  expect(subjects).toEqual(Array.from({ length: MESSAGES }, (_, i) => `Storm ${i + 1}`).sort());
  // The badge went with the last message.
  for (const tab of tabs) await expect.poll(() => lastBadge(tab)).toBe('cleared');
});
