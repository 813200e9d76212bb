/**
 * "Text my position to the 24-hour line" (issue 53): offline, on a phone 390 px wide holding a trip
 * made at the desk and kept, on day 6 of it, in Jaipur (26.92391, 75.82672): Help gives an sms: link
 * to the trip's 24-hour line with the text filled in, '?body=' for an Android phone and '&body=' for
 * an iPhone, the text one plain SMS (GSM-7, at most 160 characters) with the position, the plus code
 * 7JRQWRFG+… and the day; a contact message sent offline offers the same text with its first words;
 * the emergency numbers stay calls, 112 with Android's Emergency Location Service said beside it;
 * a refused permission is said in a sentence and the text says "position not available"; the
 * position goes into no URL of the site; axe passes on Help and the outbox at 390 and 1366 px.
 */
import { type Page } from '@playwright/test';
import { expect, test, type Installed } from './installed';
import { collectErrors, field, goOffline, toast, signedDeskTrip, waitForApp } from './support';
import { axeViolations } from './axe';

test.describe.configure({ timeout: 180_000 });

const JAIPUR = { latitude: 26.92391, longitude: 75.82672, accuracy: 12 };
// 14:05 on Fri 19 Mar 2027 in India: day 6 of a Golden Triangle trip from 14 March.
const DAY_6 = new Date('2027-03-19T08:35:00Z');
const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const TEXT_POSITION = 'Text my position to the 24-hour line';

/** GSM 03.38's default alphabet (less its Greek capitals) and extension table, from the standard. */
const GSM = '@£$¥èéùìòÇ\nØø\rÅåÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '^{}\\[~]|€';
function expectOneSms(body: string) {
  const outside = [...body].filter((c) => !GSM.includes(c) && !GSM_EXTENSION.includes(c));
  expect(outside, body).toEqual([]);
  expect([...body].reduce((n, c) => n + (GSM_EXTENSION.includes(c) ? 2 : 1), 0), body).toBeLessThanOrEqual(160);
}

/** A phone (390 px) that installed the app, kept the trip, and is now offline on day 6 in Jaipur. */
async function phoneOnDay6(installed: Installed, link: string, { userAgent, located = true }: { userAgent: string; located?: boolean }) {
  const { context, page } = await installed({ viewport: { width: 390, height: 844 }, userAgent, ...(located && { permissions: ['geolocation'], geolocation: JAIPUR }) });
  const errors = collectErrors(page);
  await page.goto(link);
  await waitForApp(page);
  await page.getByRole('button', { name: 'Keep this trip on my phone' }).click();
  await expect(page.getByTestId('trip-keep-outcome')).toContainText('Kept on this phone');
  await goOffline(context, page);
  // goOffline's own probe fails, as it should: what counts is what follows.
  errors.length = 0;
  await page.clock.setFixedTime(DAY_6);
  // Every URL the site's pages ask for from here on: none may carry the position.
  const requested: string[] = [];
  const failed: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  page.on('requestfailed', (r) => failed.push(r.url()));
  return { context, page, errors, requested, failed };
}

/** Taps "Text my position" in `scope`; resolves with the link's sms: URL once the text is ready. */
async function textPosition(page: Page, scope: ReturnType<Page['getByTestId']>): Promise<string> {
  await scope.getByRole('button', { name: TEXT_POSITION }).click();
  const link = scope.getByTestId('text-position-link');
  await expect(link).toBeVisible({ timeout: 25_000 });
  await expect(link).toBeFocused();
  return (await link.getAttribute('href'))!;
}

/** The number and the text of an sms: link, in the form `form` reads. */
function readSms(href: string, form: '?' | '&') {
  const match = new RegExp(`^sms:(\\+\\d+)\\${form}body=([^?&#]+)$`).exec(href);
  expect(match, href).not.toBeNull();
  return { phone: match![1]!, body: decodeURIComponent(match![2]!) };
}


test('an Android phone offline on day 6: Help and a waiting message give the text with the position in one SMS, ?body=; the numbers stay calls; axe passes', async ({ page, installed }) => {
  const link = await signedDeskTrip(page);
  const phone = await phoneOnDay6(installed, link, { userAgent: ANDROID_UA });
  const t = phone.page;
  const failures: string[] = [];

  await t.goto('/help/india');
  await waitForApp(t);
  const line = t.getByTestId('help-booked');
  await expect(line).toContainText('Day 6');
  const dutyPhone = (await line.getByRole('link', { name: /^Call your trip's 24-hour line/ }).getAttribute('href'))!.replace(/^tel:/, '');
  // Before the tap: nothing asked of the phone, no text made.
  await expect(line.getByTestId('text-position-link')).toHaveCount(0);
  const href = await textPosition(t, line);
  const { phone: to, body } = readSms(href, '?');
  expect(to).toBe(dutyPhone);
  expect(body).toContain('26.92391');
  expect(body).toContain('75.82672');
  expect(body).toMatch(/7JRQWRFG\+[2-9C-X]{2}/);
  expect(body).toContain('Day 6');
  expect(body).toContain('Rao');
  expect(body).toContain('+/-12m');
  expect(body).toContain('14:05 UTC+05:30');
  expectOneSms(body);
  // What will be sent is on the screen, word for word.
  await expect(line.getByTestId('text-position-body')).toHaveText(body);
  expect(href).not.toMatch(/ /);

  // The police and an ambulance stay calls: the only sms: link on Help is the trip's, and 112 says what Android does on that call.
  await expect(t.locator('a[href^="sms:"]')).toHaveCount(1);
  const numbers = t.getByTestId('numbers-india');
  await expect(numbers.locator('a[href^="tel:"]')).toHaveCount(4);
  await expect(numbers.locator('a[href^="sms:"]')).toHaveCount(0);
  await expect(numbers.getByRole('link', { name: /112/ })).toHaveAttribute('href', 'tel:112');
  await expect(t.getByTestId('emergency-location-india')).toContainText('Emergency Location Service is live, a call to 112');
  await expect(t.getByTestId('emergency-location-india')).toContainText('Google Crisis Response');

  failures.push(...(await axeViolations(t, '/help/india 390 px, text shown')));
  await t.setViewportSize({ width: 1366, height: 900 });
  failures.push(...(await axeViolations(t, '/help/india 1366 px, text shown')));
  await t.setViewportSize({ width: 390, height: 844 });

  // A message written on the trip with no signal waits in the outbox, which offers the same text with its first words.
  await t.goto('/contact');
  await waitForApp(t);
  await field(t, 'Name').fill('Asha Rao');
  await field(t, 'Email').fill('asha.jaipur@example.com');
  await field(t, 'Subject').fill('Driver late');
  await field(t, 'Message').fill('At the gate & no answer.');
  await t.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(t, 'Message Saved')).toBeVisible();
  const tripLine = t.getByTestId('outbox-indicator').getByTestId('outbox-trip-line');
  await expect(tripLine).toContainText('Need a person now?');
  const waitingHref = await textPosition(t, tripLine);
  const waiting = readSms(waitingHref, '?');
  expect(waiting.phone).toBe(dutyPhone);
  expect(waitingHref).toContain('%26');
  for (const part of ['26.92391', '75.82672', 'Day 6', 'Msg: Driver late: At the gate & no answer.']) expect(waiting.body).toContain(part);
  expect(waiting.body).toMatch(/7JRQWRFG\+/);
  expect(waiting.body.indexOf('Msg:')).toBeGreaterThan(waiting.body.indexOf('75.82672'));
  expectOneSms(waiting.body);

  failures.push(...(await axeViolations(t, '/contact 390 px, outbox with the text')));
  await t.setViewportSize({ width: 1366, height: 900 });
  failures.push(...(await axeViolations(t, '/contact 1366 px, outbox with the text')));

  // The position went into no URL the site asked for, nor into the page's own.
  expect(phone.requested.filter((u) => /26\.92|75\.82/.test(u))).toEqual([]);
  expect(t.url()).not.toMatch(/26\.92|75\.82/);
  expect(failures).toEqual([]);
  expect(phone.errors, phone.failed.join(' ')).toEqual([]);
  await phone.context.close();
});

test('an iPhone offline on day 6: a refused permission is said, the text says "position not available"; allowed, the text is sms:…&body= with the position', async ({ page, installed }) => {
  const link = await signedDeskTrip(page);
  const phone = await phoneOnDay6(installed, link, { userAgent: IPHONE_UA, located: false });
  const t = phone.page;
  await phone.context.clearPermissions();

  await t.goto('/help/india');
  await waitForApp(t);
  const line = t.getByTestId('help-booked');
  const refusedHref = await textPosition(t, line);
  const refused = readSms(refusedHref, '&');
  expect(refused.body).toContain('position not available');
  expect(refused.body).toContain('Day 6');
  expect(refused.body).not.toMatch(/7JRQ|26\.92/);
  expectOneSms(refused.body);
  await expect(line.getByTestId('text-position-note')).toContainText('permission to use it was refused');

  await phone.context.grantPermissions(['geolocation']);
  await phone.context.setGeolocation(JAIPUR);
  await line.getByRole('button', { name: TEXT_POSITION }).click();
  await expect(line.getByTestId('text-position-link')).toHaveAttribute('href', /26\.92391/, { timeout: 25_000 });
  await expect(line.getByTestId('text-position-note')).toHaveCount(0);
  const href = (await line.getByTestId('text-position-link').getAttribute('href'))!;
  const { body } = readSms(href, '&');
  expect(href.startsWith(`sms:${refused.phone}&body=`)).toBe(true);
  for (const part of ['26.92391', '75.82672', 'Day 6']) expect(body).toContain(part);
  expect(body).toMatch(/7JRQWRFG\+/);
  expectOneSms(body);
  expect(phone.requested.filter((u) => /26\.92|75\.82/.test(u))).toEqual([]);
  expect(phone.errors, phone.failed.join(' ')).toEqual([]);
  await phone.context.close();
});
