/**
 * 'Before you go' on a dated itinerary: each country's entry items and none from a country the
 * trip does not visit; a Nepal trek's permits and the e-Visa item as issue 41 mended them, with
 * their sources' words; Ladakh's permit on India's essentials page (no itinerary goes to Ladakh);
 * ticks kept across a reload, in a second tab and offline (IndexedDB and rasa.checklist); the
 * reminders file read back with ical.js (an alarm on every event, every date before departure); no
 * checklist for a past or malformed start; reached from Today and My Journeys; no WCAG 2.2 A/AA
 * violations at 390 and 1366 px. The clock is fixed at 1 December 2026.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './installed';
import ICAL from 'ical.js';
import { readFile } from 'node:fs/promises';
import { collectErrors, goOffline, waitForApp } from './support';
import { axeViolations } from './axe';

const NOW = new Date('2026-12-01T10:00:00Z');
const START = '2027-03-14';
const dated = (id: string, start = START) => `/itinerary/${id}?start=${start}&travellers=2`;

async function openChecklist(page: Page, path: string) {
  await page.goto(path);
  await waitForApp(page);
  const section = page.getByTestId('before-you-go');
  await expect(section.getByRole('heading', { level: 2, name: 'Before you go' })).toBeVisible({ timeout: 20_000 });
  await expect(section.getByTestId('checklist-item').first()).toBeVisible();
  return section;
}

const itemIds = (page: Page, category?: string) =>
  page
    .getByTestId('checklist-item')
    .evaluateAll((rows, prefix) => rows.map((r) => r.getAttribute('data-item') ?? '').filter((id) => !prefix || id.startsWith(prefix)), category);
const itemCountries = (page: Page) => page.getByTestId('checklist-item').evaluateAll((rows) => [...new Set(rows.map((r) => r.getAttribute('data-country') ?? '').filter(Boolean))].sort());

test.describe('Before you go', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(NOW);
  });

  for (const [id, countries, entry] of [
    ['golden-triangle', ['india'], ['entry-india-evisa']],
    ['nepal-explorer', ['nepal'], ['entry-nepal-visa']],
    ['bhutan-essentials', ['bhutan'], ['entry-bhutan-passport', 'entry-bhutan-sdf']],
    ['classic-sri-lanka', ['sri-lanka'], ['entry-sri-lanka-eta']],
    ['india-nepal', ['india', 'nepal'], ['entry-india-evisa', 'entry-nepal-visa']],
  ] as const) {
    test(`${id}: the entry items of ${countries.join(' and ')}, and no item for another country`, async ({ page }) => {
      const errors = collectErrors(page);
      await openChecklist(page, dated(id));
      expect((await itemIds(page, 'entry-')).sort()).toEqual([...entry].sort());
      expect(await itemCountries(page)).toEqual([...countries].sort());
      for (const country of countries) {
        await expect(page.locator(`[data-item="money-${country}"]`)).toBeVisible();
        await expect(page.locator(`[data-item="plugs-${country}"]`)).toBeVisible();
      }
      expect(errors).toEqual([]);
    });
  }

  test('each item has its due date, its sources with the month they were checked, soonest first', async ({ page }) => {
    const section = await openChecklist(page, dated('golden-triangle'));
    const visa = page.locator('[data-item="entry-india-evisa"]');
    await expect(visa.getByTestId('checklist-due')).toHaveText('Due Wed 10 Mar 2027');
    // The government's own portal first (issue 54: an honorary consulate abroad is not a source).
    await expect(visa.getByRole('link', { name: /Government of India, e-Visa portal/ })).toHaveAttribute('href', /^https:\/\/indianvisaonline\.gov\.in\//);
    await expect(visa.getByRole('link', { name: /Honorary Consulate/ })).toHaveCount(0);
    await expect(visa).toContainText('checked December 2026');
    await expect(page.locator('[data-item="health-health-clinic"]').getByTestId('checklist-due')).toHaveText('Due Sun 17 Jan 2027');
    const dues = await section.getByTestId('checklist-due').evaluateAll((els) => els.map((e) => e.getAttribute('data-due') ?? ''));
    expect(dues.every((d) => d < START)).toBe(true);
    expect([...dues].sort()).toEqual(dues);
    await expect(page.locator('[data-item="plugs-india"]').getByRole('link', { name: /India essentials/ })).toHaveAttribute('href', '/essentials/india');
  });

  test("a dated Everest trek: the licensed guide and TIMS card through an agency, the park's permit and the Khumbu municipality's, each with its sources' words", async ({ page }) => {
    await openChecklist(page, dated('everest-luxury'));
    expect((await itemIds(page, 'permits-')).sort()).toEqual(['permits-nepal-khumbu-municipality', 'permits-nepal-licensed-guide', 'permits-nepal-sagarmatha']);
    const guide = page.locator('[data-item="permits-nepal-licensed-guide"]');
    await expect(guide).toContainText('Since April 2023, foreign trekkers in Nepal’s protected mountain areas must trek with a licensed guide');
    await expect(guide).toContainText('registered with the Government of Nepal');
    const khumbu = page.locator('[data-item="permits-nepal-khumbu-municipality"]');
    await expect(khumbu).toContainText('Khumbu Pasang Lhamu Rural Municipality');
    // NPR 3,000 for foreigners since July 2024 (issue 54's re-check; the corrections table on /facts says so).
    await expect(khumbu).toContainText('sold only in Lukla or Monjo');
    await expect(khumbu).toContainText('Since July 2024 it costs NPR 3,000 per person for foreigners');
    await khumbu.getByText('What the sources say').click();
    await expect(khumbu.locator('blockquote').filter({ hasText: 'It is available only in Lukla or Monjo.' })).toHaveCount(1);
  });

  test('a dated Annapurna trek: the guide rule, and the TIMS card only through a registered agency', async ({ page }) => {
    await openChecklist(page, dated('annapurna-sanctuary'));
    expect((await itemIds(page, 'permits-')).sort()).toEqual(['permits-nepal-acap', 'permits-nepal-licensed-guide']);
    await expect(page.locator('[data-item="permits-nepal-acap"]')).toContainText('which since April 2023 only a registered trekking agency can obtain');
  });

  test("the e-Visa item: on the government's own site, 120 days ahead for the 30-day visa too, not for Pakistani passports, the Indian government's rules quoted", async ({ page }) => {
    await openChecklist(page, dated('golden-triangle'));
    const visa = page.locator('[data-item="entry-india-evisa"]');
    await expect(visa).toContainText('no more than 120 days before (the 30-day e-Tourist visa too');
    // Its Protected Areas sentence rested only on pages that are not sources (issue 54): gone.
    await expect(visa).toContainText('Apply on the Government of India’s own site, indianvisaonline.gov.in');
    await expect(visa).toContainText('Holders of a Pakistani passport, or of Pakistani origin, cannot have an e-Visa');
    await visa.getByText('What the sources say').click();
    await expect(visa.locator('blockquote').first()).toContainText('may apply online minimum 4 days in advance of the date of arrival');
  });

  test('ticks stay across a reload, show in a second tab, and are kept in rasa.checklist', async ({ page, context }) => {
    await openChecklist(page, dated('bhutan-essentials'));
    const second = await context.newPage();
    await openChecklist(second, dated('bhutan-essentials'));

    const box = (p: Page, item: string) => p.locator(`[data-item="${item}"]`).getByRole('checkbox');
    await box(page, 'entry-bhutan-passport').check();
    await box(page, 'plugs-bhutan').check();
    await expect(page.getByTestId('checklist-progress')).toContainText(/^2 of \d+ done$/);
    // The other tab hears of it at once.
    await expect(box(second, 'entry-bhutan-passport')).toBeChecked();
    await expect(box(second, 'plugs-bhutan')).toBeChecked();
    await box(second, 'plugs-bhutan').uncheck();
    await expect(box(page, 'plugs-bhutan')).not.toBeChecked();

    const mirrored = await page.evaluate(() => JSON.parse(localStorage.getItem('rasa.checklist') ?? '[]') as { id: string }[]);
    expect(mirrored.map((t) => t.id)).toEqual([`bhutan-essentials:${START}|entry-bhutan-passport`]);
    const stored = await page.evaluate(
      () =>
        new Promise<{ id: string }[]>((resolve, reject) => {
          const req = indexedDB.open('rasa-journeys');
          req.onsuccess = () => {
            const all = req.result.transaction('checklist').objectStore('checklist').getAll();
            all.onsuccess = () => resolve(all.result as { id: string }[]);
            all.onerror = () => reject(all.error);
          };
          req.onerror = () => reject(req.error);
        }),
    );
    expect(stored.map((t) => t.id)).toEqual([`bhutan-essentials:${START}|entry-bhutan-passport`]);

    await page.reload();
    await openChecklist(page, dated('bhutan-essentials'));
    await expect(box(page, 'entry-bhutan-passport')).toBeChecked();
    await expect(box(page, 'plugs-bhutan')).not.toBeChecked();
    // Another start is another trip: its ticks are its own.
    await openChecklist(page, dated('bhutan-essentials', '2027-04-20'));
    await expect(box(page, 'entry-bhutan-passport')).not.toBeChecked();
  });

  test('Add reminders to calendar gives an .ics with an alarm on every item, each before departure', async ({ page }) => {
    const section = await openChecklist(page, dated('classic-sri-lanka'));
    const titles = await section.getByTestId('checklist-item').locator('label').allTextContents();
    const download = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Add reminders to calendar' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`classic-sri-lanka-${START}-before-you-go.ics`);
    const text = await readFile((await file.path())!, 'utf8');
    const vevents = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
    expect(vevents).toHaveLength(titles.length);
    expect(vevents.map((v) => v.getFirstPropertyValue('summary'))).toEqual(titles.map((t) => `Before you go: ${t}`));
    for (const vevent of vevents) {
      const day = (vevent.getFirstPropertyValue('dtstart') as ICAL.Time).toString();
      expect(day >= '2026-12-01' && day < START, `${day} between today and departure`).toBe(true);
      const [alarm, ...more] = vevent.getAllSubcomponents('valarm');
      expect(more).toEqual([]);
      expect(alarm!.getFirstPropertyValue('action')).toBe('DISPLAY');
      expect(String(vevent.getFirstPropertyValue('uid'))).toMatch(new RegExp(`^classic-sri-lanka-${START}-[a-z-]+@rasajourneys\\.com$`));
    }
    expect(vevents.find((v) => v.getFirstPropertyValue('summary') === 'Before you go: Apply for your Sri Lanka ETA')?.getFirstPropertyValue('dtstart')?.toString()).toBe('2027-03-07');
  });

  test('a past or malformed start shows the plain itinerary with its note and no checklist', async ({ page }) => {
    for (const start of ['2026-11-20', '2027-02-30', 'soon']) {
      await page.goto(dated('golden-triangle', start));
      await waitForApp(page);
      await expect(page.getByTestId('plan-note')).toBeVisible();
      // Given the island time to load: still nothing.
      await page.waitForTimeout(1500);
      await expect(page.getByTestId('before-you-go')).toHaveCount(0);
      await expect(page.getByTestId('day-date')).toHaveCount(0);
    }
  });

  test('Today and My Journeys link to the checklist', async ({ page }) => {
    await page.addInitScript(
      (start) => localStorage.setItem('rasa.plans', JSON.stringify([{ id: `golden-triangle:${start}`, itineraryId: 'golden-triangle', start, travellers: 2, savedAt: '2026-11-01T10:00:00.000Z' }])),
      START,
    );
    await page.goto('/today');
    await waitForApp(page);
    const link = page.getByTestId('today-before').getByRole('link', { name: 'Before you go' });
    await expect(link).toHaveAttribute('href', `${dated('golden-triangle')}#before-you-go`);
    await link.click();
    await expect(page.getByTestId('before-you-go')).toBeInViewport({ timeout: 20_000 });
    await page.goto('/my-journeys');
    await waitForApp(page);
    await expect(page.getByRole('link', { name: 'Before you go: Golden Triangle Luxury Tour from Sun 14 Mar 2027' })).toHaveAttribute('href', `${dated('golden-triangle')}#before-you-go`);
  });

  test('no WCAG 2.2 A/AA violations at 390 and 1366 px', async ({ page }) => {
    test.setTimeout(90_000);
    const failures: string[] = [];
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1366, height: 900 },
    ]) {
      await page.setViewportSize(viewport);
      await openChecklist(page, dated('everest-luxury'));
      await page.locator('[data-item="health-health-clinic"]').getByRole('checkbox').check();
      failures.push(...(await axeViolations(page, `${viewport.width}`, '#before-you-go')));
    }
    expect(failures).toEqual([]);
  });
});

test.describe('Before you go offline', () => {
  // The config blocks service workers for the tests that do not look at the offline layer.
  test.use({ serviceWorkers: 'allow' });

  test('the checklist opens and a tick is kept', async ({ installed }) => {
    const start = `${new Date().getFullYear() + 1}-03-14`;
    const { page, context } = await installed();
    await openChecklist(page, dated('classic-sri-lanka', start));
    await goOffline(context, page);
    await page.reload();
    await openChecklist(page, dated('classic-sri-lanka', start));
    const eta = page.locator('[data-item="entry-sri-lanka-eta"]').getByRole('checkbox');
    await eta.check();
    await page.reload();
    await openChecklist(page, dated('classic-sri-lanka', start));
    await expect(eta).toBeChecked();
    await context.setOffline(false);
  });
});

test("Ladakh's permit and its 48 hours in Leh, with India's entry rules, on India's essentials page", async ({ page }) => {
  await page.goto('/essentials/india');
  await waitForApp(page);
  const rules = page.getByTestId('entry-and-permits');
  await rules.scrollIntoViewIfNeeded();
  const pap = rules.locator('[data-rule="india-ladakh-pap"]');
  await expect(pap).toContainText('Since August 2021 it is valid for up to 15 days');
  await pap.getByText(/^Sources: /).click();
  await expect(pap.locator('blockquote').filter({ hasText: 'extended from seven days to 15 days' })).toHaveCount(2);
  const leh = rules.locator('[data-rule="ladakh-acclimatisation"]');
  await expect(leh).toContainText('the Ladakh administration has required it of visitors since May 2022');
  await expect(leh).toContainText('The Tribune (14 May 2022)');
  await expect(rules.locator('[data-rule="india-evisa"]')).toContainText('120 days');
});
