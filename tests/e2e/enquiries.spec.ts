/**
 * Everything a visitor sends arrives, exactly once, in the local inbox; nothing typed is lost.
 * The inbox is shared: each test sends from its own e-mail address, looks only at what came from
 * it, and plans failures for it alone, so the tests run side by side.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { chunkOf, failNext, field, fillBooking, inbox, INBOX, toast, uniqueEmail, waitForApp } from './support';

/** Fills the booking form and submits it offline: the request is kept in the outbox, and says so. */
async function submitBookingOffline(page: Page, context: BrowserContext, email: string): Promise<void> {
  await page.goto('/booking');
  await waitForApp(page);
  await fillBooking(page, email);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Submit Booking Request' }).click();
  await expect(toast(page, 'Booking Request Saved')).toBeVisible();
}

test.describe('booking', () => {
  test('a complete request arrives exactly once and the form resets', { tag: '@smoke' }, async ({ page, request }) => {
    const email = uniqueEmail('booking');
    await page.goto('/booking');
    await waitForApp(page);
    await fillBooking(page, email);
    await page.getByRole('button', { name: 'Submit Booking Request' }).click();
    await expect(toast(page, 'Booking Request Submitted Successfully!')).toBeVisible();
    await expect(field(page, 'First Name')).toHaveValue('');
    await expect(field(page, 'Destination')).toHaveValue('');
    const received = await inbox(request, email);
    expect(received).toHaveLength(1);
    const p = received[0]!.template_params;
    expect(p).toMatchObject({ name: 'Asha Rao', type: 'booking_request', subject: 'Booking Request: India', sourcePage: 'booking', destination: 'india', duration: '6-8 days', travelers: '2', interests: 'Photography' });
    expect(p.message).toContain('TRAVEL DETAILS');
    expect(p.message).toContain('Golden Triangle Luxury Tour');
    expect(p.message).toContain('Our anniversary trip.');
  });

  test('prefills from a destination page', async ({ page }) => {
    await page.goto('/destinations/india/agra');
    await waitForApp(page);
    await page.getByRole('link', { name: 'Book Now' }).click();
    await expect(page).toHaveURL('/booking?destination=india&place=agra&name=Agra');
    await expect(field(page, 'Destination')).toHaveValue('india');
    await expect(page.getByTestId('booking-place')).toContainText('Agra, India');
    await expect(field(page, 'Message')).toHaveValue(/Agra/);
  });

  test('prefills from an itinerary page, and a new destination clears the itinerary', async ({ page }) => {
    await page.goto('/itinerary/bhutan-festival');
    await waitForApp(page);
    await page.getByRole('link', { name: 'Book This Trip' }).click();
    await expect(field(page, 'Destination')).toHaveValue('bhutan');
    await expect(field(page, 'Itinerary')).toHaveValue('bhutan-festival');
    await field(page, 'Destination').selectOption('nepal');
    await expect(field(page, 'Itinerary')).toHaveValue('');
    await expect(field(page, 'Itinerary').locator('option')).toHaveText(['Select an itinerary (optional)', 'Nepal Explorer', /Everest/, /Annapurna/]);
  });

  test('an inbox answering 500 keeps the message, and a later replay delivers it once', async ({ page, request }) => {
    const email = uniqueEmail('retry');
    // The mail service answers 500 until the visitor presses 'Send now', and an automatic retry
    // must not deliver it first (a race under load): the click comes after the second automatic
    // retry has failed too, when the next one is 10 to 20 s away (outbox/backoff.ts).
    test.setTimeout(60_000);
    let refused = 0;
    let accepting = false;
    await page.route(`${INBOX}/**`, (route) => {
      if (accepting || route.request().method() !== 'POST') return route.continue();
      refused++;
      return route.fulfill({ status: 500, contentType: 'text/plain', body: 'Service unavailable' });
    });
    await page.goto('/booking');
    await waitForApp(page);
    await fillBooking(page, email);
    await page.getByRole('button', { name: 'Submit Booking Request' }).click();
    await expect(toast(page, 'Booking Request Saved')).toBeVisible();
    await expect(field(page, 'First Name')).toHaveValue('');
    await expect(page.getByTestId('outbox-indicator')).toContainText('1 message waiting to be sent');
    expect(await inbox(request, email)).toHaveLength(0);
    await page.getByTestId('outbox-indicator').getByRole('button', { name: 'Details' }).click();
    await expect.poll(() => refused, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
    accepting = true;
    await page.getByTestId('outbox-indicator').getByRole('button', { name: 'Send now' }).click();
    await expect(page.getByTestId('outbox-indicator')).toBeHidden();
    await expect.poll(async () => (await inbox(request, email)).length).toBe(1);
    await page.reload();
    await waitForApp(page);
    await page.waitForTimeout(500);
    expect(await inbox(request, email)).toHaveLength(1);
  });

  test('offline, a request is queued, outlives its tab and is delivered once with two tabs open', async ({ page, context, request }) => {
    const email = uniqueEmail('offline');
    await submitBookingOffline(page, context, email);
    await expect(field(page, 'First Name')).toHaveValue('');
    // Closed, not reloaded, while offline: Chromium's offline error page reloads itself when the
    // network returns, which would race the tabs below.
    await page.close();
    await context.setOffline(false);
    const [first, second] = await Promise.all([context.newPage(), context.newPage()]);
    await Promise.all([first.goto('/booking'), second.goto('/contact')]);
    await Promise.all([waitForApp(first), waitForApp(second)]);
    await expect.poll(async () => (await inbox(request, email)).length, { timeout: 20_000 }).toBe(1);
    await expect(first.getByTestId('outbox-indicator')).toHaveCount(0);
    await expect(second.getByTestId('outbox-indicator')).toHaveCount(0);
    await first.waitForTimeout(1500);
    expect(await inbox(request, email)).toHaveLength(1);
  });

  test('a message rejected during a replay is marked failed and not resent in a loop', async ({ page, context, request }) => {
    const email = uniqueEmail('loop');
    await submitBookingOffline(page, context, email);
    await failNext(request, email, 1, 400);
    await context.setOffline(false);
    const indicator = page.getByTestId('outbox-indicator');
    await expect(indicator).toContainText('1 could not be sent');
    // Rejected once; the next sends would succeed, so any resend would show up in the inbox.
    await page.reload();
    await waitForApp(page);
    await expect(indicator).toContainText('1 could not be sent');
    expect(await inbox(request, email)).toHaveLength(0);
    await indicator.getByRole('button', { name: 'Details' }).click();
    await indicator.getByRole('button', { name: 'Discard' }).click();
    await expect(indicator).toHaveCount(0);
  });
});

test.describe('contact', () => {
  test('a message arrives, is kept in both stores, and the form resets to general', async ({ page, request }) => {
    const email = uniqueEmail('contact');
    await page.goto('/contact');
    await waitForApp(page);
    await field(page, 'Inquiry Type').selectOption('group');
    await field(page, 'Name').fill('Tom Hale');
    await field(page, 'Email').fill(email);
    await field(page, 'Subject').fill('Family trip');
    await field(page, 'Message').fill('Twelve of us in March.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, 'Message Sent Successfully!')).toBeVisible();
    await expect(field(page, 'Inquiry Type')).toHaveValue('general');
    await expect(field(page, 'Name')).toHaveValue('');
    const received = await inbox(request, email);
    expect(received).toHaveLength(1);
    expect(received[0]!.template_params).toMatchObject({ type: 'contact_form', from_name: 'Tom Hale', from_email: email, subject: 'Family trip' });

    const mirrored = await page.evaluate(() => JSON.parse(localStorage.getItem('rasa.contacts') ?? '[]'));
    expect(mirrored.at(-1)).toMatchObject({ name: 'Tom Hale', email, inquiryType: 'group', status: 'received' });
    const stored = await page.evaluate(
      () =>
        new Promise<unknown[]>((resolve, reject) => {
          const req = indexedDB.open('rasa-journeys');
          req.onsuccess = () => {
            const all = req.result.transaction('contacts').objectStore('contacts').getAll();
            all.onsuccess = () => resolve(all.result);
            all.onerror = () => reject(all.error);
          };
          req.onerror = () => reject(req.error);
        }),
    );
    expect(stored.some((r) => (r as { email: string }).email === email)).toBe(true);
  });

});

test.describe('destination requests', () => {
  test('Contact Expert and Book Experience send through the dialog and toast', async ({ page, request }) => {
    const email = uniqueEmail('expert');
    await page.goto('/destinations/nepal/pokhara');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Contact Expert' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await expect(toast(page, 'Missing Required Fields')).toBeVisible();
    await dialog.getByLabel(/^Name\s*\*?$/).fill('Ravi Menon');
    await dialog.getByLabel(/^Email\s*\*?$/).fill(email);
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await expect(toast(page, 'Request Sent Successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();

    const experience = page.getByRole('button', { name: /^Book Experience/ }).first();
    const title = (await experience.getAttribute('aria-label'))!.replace('Book Experience: ', '');
    await experience.click();
    await page.getByRole('dialog').getByLabel(/^Name\s*\*?$/).fill('Ravi Menon');
    await page.getByRole('dialog').getByLabel(/^Email\s*\*?$/).fill(email);
    await page.getByRole('dialog').getByRole('button', { name: 'Send Request' }).click();
    await expect(toast(page, 'Request Sent!')).toBeVisible();

    const received = await inbox(request, email);
    expect(received.map((m) => m.template_params.type)).toEqual(['expert_request', 'experience_request']);
    expect(received[1]!.template_params.experience_title).toBe(title);
    expect(received[1]!.template_params.experience_duration).toBeTruthy();
    expect(received[0]!.template_params.sourcePage).toBe('destination');
  });
});

test.describe('the outbox at start-up', () => {
  test("a visit with nothing waiting fetches none of the outbox's code; a message put there offline still leaves when the connection returns", async ({ page, context, request }) => {
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    // The outbox's sending and its instance, wherever the build put them.
    const code = [chunkOf('src/features/enquiries/outbox/retries.ts'), chunkOf('src/features/enquiries/outbox/instance.ts')];
    const outboxCode = () => fetched.filter((path) => code.some((c) => c.test(path)));
    await page.goto('/contact');
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    // Past the idle moment after load (at most 3 s), when a page with messages waiting sends them.
    await page.waitForTimeout(3500);
    expect(outboxCode()).toEqual([]);

    const email = uniqueEmail('first-in-outbox');
    await submitBookingOffline(page, context, email);
    await expect(page.getByTestId('outbox-indicator')).toBeVisible();
    await context.setOffline(false);
    await expect.poll(async () => (await inbox(request, email)).length, { timeout: 20_000 }).toBe(1);
    expect(outboxCode().length).toBeGreaterThan(0);
  });
});
