/**
 * On the road: Today (/today) from the plans on the device, in the time zone where each day is
 * spent; Help (/help, /help/{country}) with tap-to-call numbers and their sources (their words on
 * request), India's fallbacks, Sri Lanka's mended numbers, the words for trouble, the 24-hour line,
 * the running trip's place and hotel, one A4 page per country and the screen kept on; home's
 * banner; the web app manifest's shortcuts, each opening offline. On a phone (390 px) unless a test
 * says otherwise.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './installed';
import { emergencyNumbers, mainAndFallbacks, type EmergencyNumber } from '../../src/content/emergency';
import { chunkOf, collectErrors, goOffline, waitForApp } from './support';
import { axeViolations } from './axe';

const PHONE = { width: 390, height: 844 };

const plan = (itineraryId: string, start: string, travellers = 2) => ({ id: `${itineraryId}:${start}`, itineraryId, start, travellers, savedAt: '2026-11-01T10:00:00.000Z' });
/** Golden Triangle from 14 March 2027: day 3 (16 March) is spent in Agra, at the Amarvilas. */
const INDIA_TRIP = plan('golden-triangle', '2027-03-14');
/** 23:50 on 15 March in London (GMT), already 05:20 on the 16th in India. */
const LONDON_NIGHT = new Date('2027-03-15T23:50:00Z');

/** A country's numbers in the page's order: the main ones, then those to fall back on. */
function mainThenFallbacks(numbers: readonly EmergencyNumber[]): EmergencyNumber[] {
  const { main, fallbacks } = mainAndFallbacks({ country: 'india', numbers });
  return [...main, ...fallbacks];
}

async function keepPlans(page: Page, plans: unknown): Promise<void> {
  await page.addInitScript((list) => localStorage.setItem('rasa.plans', JSON.stringify(list)), plans);
}

async function openToday(page: Page): Promise<void> {
  await page.goto('/today');
  await waitForApp(page);
  await page.getByRole('status').filter({ hasText: /^Opening/ }).waitFor({ state: 'detached' });
}

test.use({ viewport: PHONE, timezoneId: 'Europe/London' });

test.describe('Today', () => {
  test("during a trip: India's day, not the phone's, with the place, hotel, plan and tomorrow", async ({ page }) => {
    const errors = collectErrors(page);
    await page.clock.setFixedTime(LONDON_NIGHT);
    await keepPlans(page, [INDIA_TRIP]);
    await openToday(page);
    // The phone in London still says the 15th (Day 2 by its own calendar).
    expect(await page.evaluate(() => new Date().getDate())).toBe(15);
    const running = page.getByTestId('today-running');
    await expect(running.getByRole('heading', { level: 2 })).toHaveText('Day 3 · Tue 16 Mar 2027');
    await expect(running.getByRole('link', { name: 'Agra, India' })).toHaveAttribute('href', '/destinations/india/agra');
    await expect(running).toContainText('Tonight: The Oberoi Amarvilas, Agra');
    await expect(page.getByTestId('today-tomorrow')).toContainText('Day 4 · Wed 17 Mar 2027, Agra:');
    await expect(running.getByRole('link', { name: 'Help in India' })).toHaveAttribute('href', '/help/india');
    await expect(running.getByRole('link', { name: 'The whole plan' })).toHaveAttribute('href', '/itinerary/golden-triangle?start=2027-03-14&travellers=2');
    expect(errors).toEqual([]);
  });

  test("on day 3, 'The whole plan' and My Journeys' 'Open trip' open the dated days and Before you go, though the start is past", { tag: '@smoke' }, async ({ page }) => {
    const errors = collectErrors(page);
    await page.clock.setFixedTime(LONDON_NIGHT);
    await keepPlans(page, [INDIA_TRIP]);
    await openToday(page);
    await page.getByTestId('today-running').getByRole('link', { name: 'The whole plan' }).click();
    await expect(page).toHaveURL('/itinerary/golden-triangle?start=2027-03-14&travellers=2');
    const dated = async () => {
      await expect(page.getByTestId('day-date')).toHaveCount(7);
      await expect(page.getByTestId('day-date').nth(2)).toHaveText('Day 3 · Tue 16 Mar 2027');
      await expect(page.getByTestId('day-date').first()).toHaveText('Day 1 · Sun 14 Mar 2027');
      await expect(page.getByTestId('plan-dates')).toContainText('Sun 14 Mar 2027 to Sat 20 Mar 2027');
      await expect(page.getByTestId('plan-note')).toHaveCount(0);
      await expect(page.getByTestId('before-you-go')).toBeVisible();
    };
    await dated();
    await page.goto('/my-journeys');
    await waitForApp(page);
    await page.getByRole('link', { name: /^Open trip: Golden Triangle/ }).click();
    await expect(page).toHaveURL('/itinerary/golden-triangle?start=2027-03-14&travellers=2');
    await dated();
    expect(errors).toEqual([]);
  });

  test('a shared link to a trip under way is dated on any device; one to a trip over is not', async ({ page }) => {
    await page.clock.setFixedTime(LONDON_NIGHT);
    // No plan on this device: the trip is under way by its dates alone.
    await page.goto('/itinerary/golden-triangle?start=2027-03-14&travellers=2');
    await waitForApp(page);
    await expect(page.getByTestId('day-date').nth(2)).toHaveText('Day 3 · Tue 16 Mar 2027');
    await expect(page.getByTestId('plan-note')).toHaveCount(0);
    // Seven days from 1 March ended on the 7th.
    await page.goto('/itinerary/golden-triangle?start=2027-03-01&travellers=2');
    await waitForApp(page);
    await expect(page.getByTestId('plan-note')).toContainText('The start date "2027-03-01" was ignored: it is in the past.');
    await expect(page.getByTestId('day-date')).toHaveCount(0);
  });

  test('before a trip: the countdown, the dated plan and the first days', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2027-03-01T12:00:00Z'));
    await keepPlans(page, [INDIA_TRIP]);
    await openToday(page);
    const before = page.getByTestId('today-before');
    await expect(before.getByRole('heading', { level: 2 })).toHaveText('13 days to go');
    await expect(before).toContainText('Sun 14 Mar 2027 to Sat 20 Mar 2027');
    await expect(before.getByRole('link', { name: 'The dated plan' })).toHaveAttribute('href', '/itinerary/golden-triangle?start=2027-03-14&travellers=2');
    await expect(before.getByRole('listitem')).toHaveCount(3);
    await expect(before.getByRole('listitem').first()).toContainText('Day 1 · Sun 14 Mar 2027, Delhi: Arrival in Delhi');
  });

  test('several plans: the running one first, then the soonest; a damaged record is skipped with a note', async ({ page }) => {
    await page.clock.setFixedTime(LONDON_NIGHT);
    await keepPlans(page, [plan('tiger-trail', '2027-05-01'), INDIA_TRIP, plan('kerala-backwaters', '2027-04-01'), { itinerary: 'bhutan-essentials', date: '2027-06-01' }, plan('no-such-trip', '2027-04-10')]);
    await openToday(page);
    await expect(page.getByTestId('today-running').getByRole('heading', { level: 2 })).toHaveText('Day 3 · Tue 16 Mar 2027');
    const also = page.getByRole('region', { name: 'Also planned' });
    await expect(also.getByRole('link')).toHaveText(['Kerala Backwaters & Spice Hills', 'Tiger Trail']);
    await expect(page.getByRole('note').filter({ hasText: 'could not be read' })).toHaveText(/^2 saved trips could not be read/);
  });

  test('after the last trip: the past trips', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2027-06-01T12:00:00Z'));
    await keepPlans(page, [INDIA_TRIP]);
    await openToday(page);
    await expect(page.getByTestId('today-after')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Past trips' }).getByRole('link', { name: 'Golden Triangle Luxury Tour' })).toHaveAttribute('href', '/itinerary/golden-triangle?start=2027-03-14&travellers=2');
  });

  test('with no plan: an invitation to plan and three journeys, in words', async ({ page }) => {
    await openToday(page);
    const none = page.getByTestId('today-none');
    await expect(none.getByRole('heading', { name: 'No trip planned yet' })).toBeVisible();
    const popular = none.getByRole('region', { name: 'Journeys travellers start with' });
    await expect(popular.getByRole('link')).toHaveText(['Golden Triangle Luxury Tour', 'Nepal Explorer', 'Bhutan Essentials']);
    await expect(popular.getByRole('link').first()).toHaveAttribute('href', '/itinerary/golden-triangle');
    // No photo: Today's largest paint is its own words, which the server sent.
    await expect(page.locator('main img')).toHaveCount(0);
  });

  test('with no plan, a trip planned meanwhile in another tab shows here without a reload', async ({ page, context }) => {
    await page.clock.setFixedTime(LONDON_NIGHT);
    await openToday(page);
    await expect(page.getByTestId('today-none')).toBeVisible();
    const other = await context.newPage();
    await other.goto('/robots.txt');
    await other.evaluate((list) => localStorage.setItem('rasa.plans', JSON.stringify(list)), [INDIA_TRIP]);
    await expect(page.getByTestId('today-running').getByRole('heading', { level: 2 })).toHaveText('Day 3 · Tue 16 Mar 2027');
    await expect(page.getByTestId('today-none')).toHaveCount(0);
  });

  test('where the browser refuses storage, Today says plans cannot be kept', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('blocked', 'SecurityError');
        },
      });
    });
    await openToday(page);
    await expect(page.getByRole('note').filter({ hasText: 'not letting us keep plans' })).toBeVisible();
  });

  test("home shows a banner to Today while a trip runs or starts within 30 days, and none otherwise", async ({ page }) => {
    await page.clock.setFixedTime(LONDON_NIGHT);
    await keepPlans(page, [INDIA_TRIP]);
    await page.goto('/');
    await waitForApp(page);
    const banner = page.getByTestId('trip-banner');
    await expect(banner.getByRole('link', { name: 'Day 3 of your trip: see today, Golden Triangle Luxury Tour' })).toHaveText('Day 3 of your trip: see today');
    await banner.getByRole('link').click();
    await expect(page).toHaveURL('/today');
    await page.clock.setFixedTime(new Date('2027-02-20T12:00:00Z')); // 22 days before
    await page.goto('/');
    await waitForApp(page);
    await expect(banner.getByRole('link')).toHaveText('22 days to your trip');
    await page.clock.setFixedTime(new Date('2027-02-01T12:00:00Z')); // 41 days before
    await page.goto('/');
    await waitForApp(page);
    await page.waitForTimeout(1500); // the banner's island loads once the page is idle
    await expect(banner).toHaveCount(0);
  });
});

test.describe('Help', () => {
  test("each country's numbers are tap-to-call links, with their sources and, on request, the sources' words; the 24-hour line too", async ({ page }) => {
    for (const { country, numbers } of emergencyNumbers) {
      await page.goto(`/help/${country}`);
      const list = page.getByTestId(`numbers-${country}`);
      const links = list.locator('a[href^="tel:"]');
      await expect(links).toHaveCount(numbers.length);
      expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(mainThenFallbacks(numbers).map((n) => `tel:${n.number}`));
      // Each number's sources, named under it with the month they were read.
      for (const n of numbers) for (const source of n.sources) await expect(list).toContainText(source.publisher);
      await expect(list).toContainText('checked November 2026');
      await expect(page.getByTestId('duty-phone')).toHaveAttribute('href', /^tel:\+\d{8,}$/);
      await expect(page.getByRole('heading', { name: 'If a passport is lost or stolen' })).toBeVisible();
    }
    await page.goto('/help');
    for (const { country } of emergencyNumbers) await expect(page.getByTestId(`numbers-${country}`)).toBeVisible();
    await expect(page.getByTestId('numbers-nepal').getByRole('link', { name: 'Call tourist police in Nepal: 1144' })).toHaveAttribute('href', 'tel:1144');
  });

  test("opened, a number's sources give their links and their own words", async ({ page }) => {
    await page.goto('/help/sri-lanka');
    await waitForApp(page);
    const card = page.getByTestId('numbers-sri-lanka').getByRole('listitem').filter({ has: page.locator('a[href="tel:110"]') });
    await card.locator('summary').click();
    await expect(card.getByRole('link', { name: /Smartraveller/ })).toHaveAttribute('href', 'https://smartraveller.gov.au/destinations/asia/sri-lanka');
    await expect(card.locator('blockquote').first()).toContainText('Fire and rescue services Call 110. Medical emergencies Call 110.');
    await expect(card.locator('blockquote').nth(1)).toContainText('phone_number: "110" types: AMBULANCE types: FIRE');
  });

  test('Sri Lanka: 110 for fire, rescue and medical emergencies, 1997 a police hotline, and the tourist police on two lines', async ({ page }) => {
    await page.goto('/help/sri-lanka');
    const list = page.getByTestId('numbers-sri-lanka');
    await expect(list.getByRole('link', { name: 'Call fire, rescue and medical emergencies in Sri Lanka: 110' })).toHaveAttribute('href', 'tel:110');
    await expect(list.getByRole('link', { name: 'Call police in Sri Lanka: 119' })).toBeVisible();
    await expect(list.getByRole('link', { name: 'Call ambulance in Sri Lanka: 1990' })).toBeVisible();
    const hotline = list.getByRole('link', { name: 'Call police hotline in Sri Lanka: 1997' });
    await expect(hotline).toHaveAttribute('href', 'tel:1997');
    await expect(list.getByRole('listitem').filter({ has: page.locator('a[href="tel:1997"]') })).not.toContainText(/tourist police|opened/i);
    await expect(list.getByRole('link', { name: 'Call tourist police in Sri Lanka: +94 11 242 1052' })).toHaveAttribute('href', 'tel:+94112421052');
    await expect(list.getByRole('link', { name: 'Call tourist police in Sri Lanka: +94 11 238 2209' })).toHaveAttribute('href', 'tel:+94112382209');
    await expect(list.getByTestId('only-source')).toContainText('Only Smartraveller gives this second tourist police line');
  });

  test('India: 112 for police, ambulance and fire, and 100, 108 and 101 beside it, saying when to dial them', async ({ page }) => {
    await page.goto('/help/india');
    const list = page.getByTestId('numbers-india');
    await expect(list.getByRole('link', { name: 'Call police, ambulance and fire in India: 112' })).toHaveAttribute('href', 'tel:112');
    const fallbacks = page.getByTestId('fallbacks-india');
    await expect(fallbacks.getByRole('heading', { name: 'If 112 does not get through' })).toBeVisible();
    await expect(fallbacks).toContainText('Dial the service’s own number');
    await expect(fallbacks.locator('a[href^="tel:"]')).toHaveText([/Police\s*100/, /Ambulance\s*108/, /Fire\s*101/]);
  });

  test('words for trouble beside the numbers: what was found, in script with its source; what was not; and the English words, large, to show', async ({ page }) => {
    await page.goto('/help/india');
    await waitForApp(page);
    const words = page.getByTestId('trouble-words');
    await words.scrollIntoViewIfNeeded();
    const hindi = words.getByTestId('trouble-hi');
    await expect(hindi.locator('[lang="hi"]').first()).toHaveText('बचाओ!');
    await expect(hindi).toContainText('tatoeba.org #435084 (lukaszpp) & #459377 (minshirui)');
    await expect(hindi).toContainText('(our romanisation)');
    await expect(hindi.getByTestId('trouble-hi-missing')).toContainText('Not found in Hindi script in a source we could cite: “I need a doctor”, “Where is the hospital?”.');
    // Open on the page: someone in trouble needs no tap to show it.
    const show = words.getByTestId('show-this');
    await expect(show.getByRole('heading', { name: 'Show this to someone' })).toBeVisible();
    await expect(show.getByText('Where is the hospital?', { exact: true })).toBeVisible();
    await expect(show.getByTestId('show-this-numbers')).toContainText('112');

    await page.goto('/help/nepal');
    await waitForApp(page);
    await page.getByTestId('trouble-words').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('trouble-ne-missing')).toContainText('We found no source we could cite that gives any of these in Nepali script');
    await expect(page.getByTestId('show-this')).toContainText('Call the police');
    await expect(page.getByTestId('show-this-numbers')).toContainText('100');
    await expect(page.getByTestId('show-this-numbers')).toContainText('102');

    await page.goto('/help/sri-lanka');
    await waitForApp(page);
    await page.getByTestId('trouble-words').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('trouble-ta')).toContainText('Enakku vaittiyar udhavi thevai!');
    await expect(page.getByTestId('trouble-si-missing')).toContainText('Sinhala script');
  });

  test("a first visit downloads neither the numbers' records nor the phrasebooks: the page has them in its HTML, and a tap on a number's sources loads its words", async ({ page, request }) => {
    const html = await (await request.get('/help/india')).text();
    expect(html).toContain('बचाओ!');
    expect(html).toContain('href="tel:108"');
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('.js')) scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/help/india');
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    const late = ['src/pages/help/EmergencyNumbers.tsx', 'src/pages/help/TroubleWords.tsx', 'src/content/emergency.ts', 'src/features/essentials/FactSources.tsx', 'src/features/essentials/SourceQuotes.tsx'].map(chunkOf);
    expect(scripts.filter((s) => late.some((file) => file.test(s)))).toEqual([]);
    const card = page.getByTestId('numbers-india').getByRole('listitem').filter({ has: page.locator('a[href="tel:112"]') });
    await card.locator('summary').click();
    await expect(card.locator('blockquote').first()).toContainText('Dial 112 from your phone');
    expect(scripts.some((s) => chunkOf('src/pages/help/EmergencyNumbers.tsx').test(s))).toBe(true);
  });

  test('reachable in two taps: the mobile menu and the footer; on a large screen, More', async ({ page }) => {
    await page.goto('/gallery');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Help' }).click();
    await expect(page).toHaveURL('/help');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help');
    await expect(page.locator('footer').getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/destinations');
    await waitForApp(page);
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByTestId('more-panel').getByRole('link', { name: 'Help' }).click();
    await expect(page).toHaveURL('/help');
  });

  test("during a trip, today's place and hotel; the screen is kept on while Help is open", async ({ page }) => {
    await page.clock.setFixedTime(LONDON_NIGHT);
    await keepPlans(page, [INDIA_TRIP]);
    await page.addInitScript(() => {
      const w = window as unknown as { wakeRequests: string[] };
      w.wakeRequests = [];
      Object.defineProperty(navigator, 'wakeLock', { value: { request: (type: string) => (w.wakeRequests.push(type), Promise.resolve({ release: () => Promise.resolve() })) } });
    });
    await page.goto('/help/india');
    await waitForApp(page);
    await expect(page.getByTestId('help-trip')).toContainText('Day 3 of Golden Triangle Luxury Tour: Agra, India.');
    await expect(page.getByTestId('help-trip')).toContainText('Tonight: The Oberoi Amarvilas, Agra');
    expect(await page.evaluate(() => (window as unknown as { wakeRequests: string[] }).wakeRequests)).toEqual(['screen']);
  });

  test('without a wake lock (or a trip), Help opens without an error', async ({ page }) => {
    const errors = collectErrors(page);
    await page.addInitScript(() => Object.defineProperty(navigator, 'wakeLock', { value: undefined }));
    await page.goto('/help/nepal');
    await waitForApp(page);
    await expect(page.getByTestId('help-trip')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("each country's help prints on one A4 page", async ({ page }) => {
    for (const { country } of emergencyNumbers) {
      await page.goto(`/help/${country}`);
      await waitForApp(page);
      const pdf = (await page.pdf({ format: 'A4', printBackground: false })).toString('latin1');
      const pages = pdf.match(/\/Type\s*\/Page(?![s\w])/g) ?? [];
      expect(pages.length, `/help/${country}`).toBe(1);
    }
  });

  test("during a trip above 2,500 m, Nepal's help, with the trip's place, hotel and altitude steps, still prints on one A4 page", async ({ page }) => {
    await page.clock.setFixedTime(LONDON_NIGHT);
    await keepPlans(page, [plan('everest-luxury', '2027-03-14')]);
    await page.goto('/help/nepal');
    await waitForApp(page);
    await expect(page.getByTestId('help-trip')).toContainText('Day 3 of');
    await expect(page.getByRole('heading', { name: /altitude/i }).first()).toBeVisible();
    const pdf = (await page.pdf({ format: 'A4', printBackground: false })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page(?![s\w])/g) ?? []).toHaveLength(1);
  });
});

test.describe('offline and the home screen', () => {
  test("the manifest's shortcuts (Today, Help, My Journeys) with 96 px icons; each opens offline", async ({ installed, request }) => {
    const manifest = (await (await request.get('/manifest.webmanifest')).json()) as { shortcuts?: { name: string; url: string; icons: { src: string; sizes: string; type: string }[] }[] };
    const shortcuts = manifest.shortcuts ?? [];
    expect(shortcuts.map((s) => s.url)).toEqual(['/today', '/help', '/my-journeys']);
    for (const s of shortcuts) {
      expect(s.icons).toContainEqual(expect.objectContaining({ sizes: '96x96', type: 'image/png' }));
      const png = await (await request.get(s.icons[0]!.src)).body();
      // PNG header: width and height as big-endian integers at bytes 16 and 20.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([96, 96]);
    }

    const { page, context } = await installed();
    await page.goto('/');
    await page.evaluate((plans) => localStorage.setItem('rasa.plans', JSON.stringify(plans)), [INDIA_TRIP]);
    await goOffline(context, page);
    await page.clock.setFixedTime(LONDON_NIGHT);
    for (const s of shortcuts) {
      await page.goto(s.url);
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.url === '/help' ? 'Help' : s.url === '/today' ? 'Today' : 'My Journeys');
      for (const icon of s.icons) expect(await page.evaluate((src) => fetch(src).then((r) => r.ok), icon.src)).toBe(true);
    }
    await page.goto('/today');
    await waitForApp(page);
    await expect(page.getByTestId('today-running').getByRole('heading', { level: 2 })).toHaveText('Day 3 · Tue 16 Mar 2027');
    await page.goto('/help/sri-lanka');
    await expect(page.getByTestId('numbers-sri-lanka').locator('a[href="tel:1990"]')).toBeVisible();
    await expect(page.getByTestId('numbers-sri-lanka').locator('a[href="tel:1997"]')).toContainText('1997');
  });
});

// Each screen at 390 px, with a trip and without; Today, a country's Help and home's banner again at
// 1366 px (every Help page is in a11y.spec's sweep at 1366 px, without a trip).
const DESKTOP = { width: 1366, height: 900 };
for (const [viewport, paths] of [
  [PHONE, ['/today', '/help', '/help/india', '/help/nepal', '/help/bhutan', '/help/sri-lanka']],
  [DESKTOP, ['/today', '/help/nepal']],
] as const) {
  test(`the new pages have no WCAG 2.2 A/AA violations at ${viewport.width} px`, async ({ page, browser }) => {
    test.setTimeout(150_000);
    await page.clock.setFixedTime(LONDON_NIGHT);
    await keepPlans(page, [INDIA_TRIP, plan('kerala-backwaters', '2027-04-01')]);
    const failures: string[] = [];
    await page.setViewportSize(viewport);
    for (const path of paths) {
      await page.goto(path);
      await waitForApp(page);
      if (path === '/today') await expect(page.getByTestId('today-running')).toBeVisible();
      else await expect(page.getByTestId('help-trip')).toBeVisible();
      failures.push(...(await axeViolations(page, `${path} at ${viewport.width}`)));
    }
    await page.goto('/');
    await waitForApp(page);
    await expect(page.getByTestId('trip-banner')).toBeVisible();
    failures.push(...(await axeViolations(page, `/ with the banner at ${viewport.width}`)));
    if (viewport === PHONE) {
      // A new browser profile: nothing kept.
      const fresh = await browser.newContext({ viewport: PHONE, timezoneId: 'Europe/London' });
      const empty = await fresh.newPage();
      await openToday(empty);
      await expect(empty.getByTestId('today-none')).toBeVisible();
      failures.push(...(await axeViolations(empty, '/today with no plan')));
      await fresh.close();
    }
    expect(failures).toEqual([]);
  });
}
