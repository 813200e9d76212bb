/**
 * Altitude: a place's sourced elevation; a high journey's profile (drawn at build time, precached),
 * highest night, guidance and the days that break the rule, none of it on a low journey; a dated
 * plan marks those days; the guidance names its sources; Help gives the first steps for altitude
 * sickness, with their sources' words, during a trip that sleeps above 2,500 m, and not during a
 * low one. Axe on the new parts at 390 and 1366 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { collectErrors, waitForApp } from './support';
import { axeViolations } from './axe';

const plan = (itineraryId: string, start: string) => ({ id: `${itineraryId}:${start}`, itineraryId, start, travellers: 2, savedAt: '2026-11-01T10:00:00.000Z' });

async function keepPlans(page: Page, plans: unknown): Promise<void> {
  await page.addInitScript((list) => localStorage.setItem('rasa.plans', JSON.stringify(list)), plans);
}

test('a place shows its elevation with the source, before any script runs', async ({ page }) => {
  await page.goto('/destinations/india/ladakh');
  const line = page.getByTestId('place-elevation');
  await expect(line).toContainText('Elevation: 3,520 m (Leh, the main town).');
  await expect(line.getByRole('link', { name: 'Encyclopaedia Britannica' })).toHaveAttribute('href', 'https://www.britannica.com/place/Leh');
  await expect(line).toContainText('checked November 2026');
  // On request, what the source says: the tap loads the part and its words.
  await waitForApp(page);
  await page.getByText('What the source says').click();
  await expect(page.locator('blockquote').first()).toContainText('at an elevation of 11,550 feet (3,520 metres)');
});

test('a high journey: its profile, highest night, guidance and the day that breaks the rule', async ({ page, request }) => {
  const errors = collectErrors(page);
  await page.goto('/itinerary/luxury-trekking');
  await waitForApp(page);
  const section = page.getByTestId('altitude');
  await section.scrollIntoViewIfNeeded();
  const profile = section.getByRole('img', { name: /^Altitude profile: night 1 Kathmandu 1,324 m, night 2 Phakding 2,610 m/ });
  await expect(profile).toBeVisible();
  await expect(profile).toHaveAttribute('aria-label', /night 12 Simkotra Tsho 4,110 m/);
  await expect(section.getByTestId('highest-night')).toHaveText('Highest night: Simkotra Tsho, 4,110 m (night 12).');
  await expect(section.getByTestId('acclimatisation')).toContainText('This is guidance, not medical advice');
  // The rule's source is named: the Wilderness Medical Society's guidelines. No flight here lands at
  // 3,000 m or more (Lukla is lower), so Leh's 48 hours are not given.
  await expect(section.getByTestId('acclimatisation-rules')).toHaveText(/^Above 3,000 m, sleep at most 500 m higher each night and rest a day for every 1,000 m you climb\. Our guides/);
  await expect(section.getByTestId('acclimatisation')).toContainText('Sources: Wilderness Medical Society guidelines (2010)');
  await expect(section.getByTestId('acclimatisation')).not.toContainText('48 hours');
  await expect(section.getByTestId('rule-breaks')).toHaveText(/^Day 12: climbs to Simkotra Tsho \(4,110 m\) with no rest day after 1,110 m gained above 3,000 m/);
  // The sources, one line per stop, behind a disclosure.
  await section.getByText("Elevation of each night's stop, with sources").click();
  await expect(section.getByTestId('stop-elevations').getByRole('link', { name: /Gangri Tours/ }).first()).toBeVisible();
  // The profile is a built file the service worker precaches.
  const file = await request.get('/maps/profile/luxury-trekking.svg');
  expect(file.ok()).toBe(true);
  expect(await file.text()).toMatch(/^<svg [^>]*role="img" aria-label="Altitude profile:/);
  expect(errors).toEqual([]);
});

test('a journey with nights awaiting a source says which days it could not check', async ({ page }) => {
  await page.goto('/itinerary/annapurna-sanctuary');
  const section = page.getByTestId('altitude');
  await expect(section.getByTestId('highest-night')).toHaveText('Highest night: Annapurna Base Camp, 4,130 m (night 7).');
  await expect(section.getByTestId('rule-unchecked')).toContainText('Not checked: days 3, 4, 5, 6, 7, 8, 9');
  await expect(section.getByRole('img', { name: /night 6 Deurali no figure/ })).toBeVisible();
});

test('a low journey: its highest night, and no profile or guidance', async ({ page }) => {
  await page.goto('/itinerary/golden-triangle');
  const section = page.getByTestId('altitude');
  await expect(section.getByTestId('highest-night')).toHaveText('Highest night: Jaipur, about 431 m (night 5).');
  await expect(section.getByRole('img')).toHaveCount(0);
  await expect(section.getByTestId('acclimatisation')).toHaveCount(0);
  expect((await page.request.get('/maps/profile/golden-triangle.svg')).status()).toBe(404);
});

test('a dated plan marks the day that breaks the rule', async ({ page }) => {
  await page.goto('/itinerary/luxury-trekking?start=2027-10-04');
  await waitForApp(page);
  const day12 = page.getByTestId('day').filter({ hasText: 'Fri 15 Oct 2027' });
  await expect(day12.getByTestId('day-warning')).toContainText('Day 12: climbs to Simkotra Tsho (4,110 m)');
  await expect(page.getByTestId('day-warning').filter({ hasText: /rest day/ })).toHaveCount(1);
});

test.describe('Help during a trip', () => {
  test.use({ timezoneId: 'Asia/Kathmandu', viewport: { width: 390, height: 844 } });

  test('sleeping above 2,500 m: the first steps for altitude sickness, with their source and the guidance line', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2027-10-06T06:00:00Z'));
    await keepPlans(page, [plan('everest-luxury', '2027-10-04')]);
    for (const path of ['/help', '/help/nepal']) {
      await page.goto(path);
      await waitForApp(page);
      const steps = page.getByTestId('help-altitude');
      await expect(steps.getByRole('heading', { name: 'Altitude sickness: first steps' })).toBeVisible();
      await expect(steps).toContainText('Your trip sleeps as high as 3,740 m at Deboche.');
      await expect(steps.getByRole('listitem').first()).toHaveText(/^Stop and rest where you are, and do not go any higher for at least 24 to 48 hours\./);
      await expect(steps).toContainText('This is guidance, not medical advice.');
      await steps.getByText(/^Sources: NHS/).click();
      await expect(steps.getByRole('link', { name: /NHS/ })).toHaveAttribute('href', 'http://www.nhs.uk/Conditions/altitude-sickness/Pages/introduction.aspx');
      await expect(steps.locator('blockquote').first()).toContainText('you should not go any higher for at least 24 to 48 hours');
    }
    const failures: string[] = [];
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/help/nepal');
      await waitForApp(page);
      await expect(page.getByTestId('help-altitude')).toBeVisible();
      failures.push(...(await axeViolations(page, `/help/nepal at ${width}`)));
    }
    expect(failures).toEqual([]);
  });

  test('on a low trip: no altitude steps', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2027-03-16T06:00:00Z'));
    await keepPlans(page, [plan('golden-triangle', '2027-03-14')]);
    await page.goto('/help/india');
    await waitForApp(page);
    await expect(page.getByTestId('help-trip')).toBeVisible();
    await expect(page.getByTestId('help-altitude')).toHaveCount(0);
  });
});

// At 390 px: at 1366 px these pages are in a11y.spec's sweep of every page, altitude sections and all.
const width = 390;
test(`the altitude sections have no WCAG 2.2 A/AA violations at ${width} px`, async ({ page }) => {
  // axe on three of the site's longest pages: on a busy CI machine one page alone took ~20 s.
  test.setTimeout(120_000);
  const failures: string[] = [];
  await page.setViewportSize({ width, height: 900 });
  for (const path of ['/itinerary/everest-luxury', '/itinerary/annapurna-sanctuary', '/destinations/india/ladakh']) {
    await page.goto(path);
    await waitForApp(page);
    failures.push(...(await axeViolations(page, `${path} at ${width}`)));
  }
  expect(failures).toEqual([]);
});
