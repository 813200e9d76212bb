/**
 * Country essentials: the four pages open offline with each phrase's script marked with its
 * language and drawn in its own font (loaded on these pages only), a romanisation of ours marked as
 * such, each fact's source's words on request, the converter converts at the dated rates and
 * ignores what is not an amount, search finds the pages, and axe passes on a phone.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './installed';
import { collectErrors, goOffline, waitForApp } from './support';
import { axeViolations } from './axe';

const PHRASE_FONT = /\/assets\/(devanagari|sinhala|tamil|tibetan)-[\w-]+\.woff2$/;

/** Each language's `lang`, a letter of its script and its font's family. */
const SCRIPTS = {
  hi: { page: 'india', letter: 'न', family: 'Rasa Noto Sans Devanagari' },
  ne: { page: 'nepal', letter: 'न', family: 'Rasa Noto Sans Devanagari' },
  dz: { page: 'bhutan', letter: 'ས', family: 'Rasa Noto Serif Tibetan' },
  si: { page: 'sri-lanka', letter: 'ආ', family: 'Rasa Noto Sans Sinhala' },
  ta: { page: 'sri-lanka', letter: 'வ', family: 'Rasa Noto Sans Tamil' },
} as const;

/** True once the family's face has loaded and the browser can draw the letter with it. */
async function fontReady(page: Page, family: string, letter: string): Promise<boolean> {
  return page.evaluate(
    async ({ family, letter }) => {
      await document.fonts.ready;
      const faces = [...document.fonts].filter((f) => f.family.replace(/"/g, '') === family);
      return faces.length > 0 && faces.every((f) => f.status === 'loaded') && document.fonts.check(`16px "${family}"`, letter);
    },
    { family, letter },
  );
}

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the four essentials pages open offline, each phrase marked with its lang and drawn in its font', async ({ installed }) => {
    const { page, context } = await installed();
    await goOffline(context, page);
    for (const [lang, { page: country, letter, family }] of Object.entries(SCRIPTS)) {
      const response = await page.goto(`/essentials/${country}`);
      expect(response?.ok(), country).toBe(true);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Travel Essentials');
      const cells = page.locator(`td[lang="${lang}"]`);
      expect(await cells.count(), lang).toBeGreaterThanOrEqual(20);
      await expect(cells.first()).toContainText(letter);
      await cells.first().scrollIntoViewIfNeeded();
      await expect.poll(() => fontReady(page, family, letter), { message: `${family} for ${lang}` }).toBe(true);
      await expect(page.getByTestId('plugs')).toContainText('230 V');
    }
  });
});

test('a phrasebook from one source names it under the table; Nepali, from several, marks each row from another', async ({ page }) => {
  await page.goto('/essentials/india');
  await expect(page.getByText('Phrases from')).toContainText('DuckDuckGo Hindi cheat sheet');
  await page.goto('/essentials/bhutan');
  await expect(page.getByText('Phrases from')).toContainText('Dzongkha Development Commission');
  // 'Hello / goodbye' rests on the book's own source, 'Thank you' on the one marked 2.
  await page.goto('/essentials/nepal');
  const nepali = page.getByTestId('phrasebook-ne');
  await expect(nepali.getByRole('row', { name: /^Hello \/ goodbye / }).locator('sup')).toHaveCount(0);
  await expect(nepali.getByRole('row', { name: /^Thank you \(/ }).locator('sup')).toHaveText(/^2/);
  const notes = page.getByTestId('phrasebook-ne-sources');
  await expect(notes).toContainText('Unmarked phrases from Overland ELS');
  await expect(notes).toContainText('Phrases marked 2 from BoliNepali');
});

test('phrases from a second source carry its mark, and the note under the table names each source', async ({ page }) => {
  await page.goto('/essentials/sri-lanka');
  const tamil = page.getByTestId('phrasebook-ta');
  // 'Hello' rests on the book's source (the Open University); 'Please' and 'Water' on the sources marked 2 and 3.
  await expect(tamil.getByRole('row', { name: /^Hello / }).locator('sup')).toHaveCount(0);
  await expect(tamil.getByRole('row', { name: /^Please \(/ }).locator('sup')).toHaveText(/^2/);
  await expect(tamil.getByRole('row', { name: /^Water \(/ }).locator('sup')).toHaveText(/^3/);
  const notes = page.getByTestId('phrasebook-ta-sources');
  await expect(notes).toContainText('Unmarked phrases from The Open University');
  await expect(notes).toContainText('Phrases marked 2 from');
  await expect(notes).toContainText('Phrases marked 3 from');
});

test('the fonts load on the essentials pages only: no other page declares or fetches them', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (PHRASE_FONT.test(new URL(r.url()).pathname)) fetched.push(r.url());
  });
  for (const path of ['/', '/destinations/sri-lanka', '/destinations/bhutan/paro', '/itinerary/golden-triangle']) {
    await page.goto(path);
    await waitForApp(page);
    expect(await page.locator('style[data-phrase-fonts]').count(), path).toBe(0);
    const declared = await page.evaluate(() => [...document.fonts].map((f) => f.family).filter((f) => f.includes('Rasa Noto')));
    expect(declared, path).toEqual([]);
  }
  const css = await (await page.request.get(await page.locator('link[rel="stylesheet"]').first().getAttribute('href') ?? '')).text();
  // The site's stylesheet may name the families (the phrases' rule); it never declares or links them.
  expect(css).not.toMatch(/@font-face\{[^}]*Rasa Noto|\/assets\/(devanagari|sinhala|tamil|tibetan)-/);
  expect(fetched).toEqual([]);

  await page.goto('/essentials/sri-lanka');
  await waitForApp(page);
  await page.getByTestId('phrasebook-ta').scrollIntoViewIfNeeded();
  await expect.poll(() => fetched.map((u) => /\/assets\/(\w+)-/.exec(u)?.[1]).sort()).toEqual(['sinhala', 'tamil']);
});

test("Help gives the tourist helplines beside the emergency numbers, as tourist help: India's 1363, Sri Lanka's 1912", async ({ page }) => {
  for (const [path, number] of [
    ['/help/india', '1363'],
    ['/help/sri-lanka', '1912'],
  ] as const) {
    await page.goto(path);
    const country = path.split('/')[2]!;
    const helplines = page.getByTestId(`helplines-${country}`);
    await expect(helplines.getByRole('heading', { name: 'Tourist help, not emergencies' })).toBeVisible();
    await expect(helplines.locator(`a[href="tel:${number}"]`)).toHaveCount(1);
    await expect(helplines).toContainText('Tourist help, not an emergency line');
    // Apart from the numbers for police, ambulance and fire: after them, not among them.
    await expect(page.getByTestId(`numbers-${country}`).locator(`a[href="tel:${number}"]`)).toHaveCount(0);
    await expect(page.locator(`a[href="tel:${number}"]`)).toHaveCount(1);
    await expect(page.getByTestId('show-this-numbers')).not.toContainText(number);
  }
});

test("Help for Bhutan: Dzongkha words for trouble from Wikivoyage, romanised only and marked so, the source and its licence named", async ({ page }) => {
  await page.goto('/help/bhutan');
  const dz = page.getByTestId('trouble-dz');
  await expect(dz).toContainText('menkhang na jo go bay');
  await expect(dz).toContainText('Drung tsho');
  await expect(dz.getByTestId('romanised-only').first()).toContainText('the source gives no Dzongkha script');
  await expect(dz).toContainText('Wikivoyage contributors: Dzongkha phrasebook, CC BY-SA 3.0');
});

test('the country page links to its essentials', async ({ page }) => {
  await page.goto('/destinations/bhutan');
  await waitForApp(page);
  await page.getByRole('link', { name: /money, plugs, etiquette and phrases/ }).click();
  await expect(page).toHaveURL('/essentials/bhutan');
  await expect(page.getByRole('heading', { level: 1, name: 'Bhutan Travel Essentials' })).toBeVisible();
  await expect(page.getByText(/dzongs/).first()).toBeVisible();
});

test("the Tamil phrasebook: 'I need a doctor!' romanised as its script spells it, marked as ours; Tatoeba's sentences with their numbers", async ({ page }) => {
  await page.goto('/essentials/sri-lanka');
  const tamil = page.getByTestId('phrasebook-ta');
  const doctor = tamil.getByRole('row', { name: /^I need a doctor!/ });
  await expect(doctor.locator('td[lang="ta"]')).toHaveText('எனக்கு வைத்தியர் உதவி தேவை!');
  await expect(doctor.locator('td').nth(2)).toContainText('Enakku vaittiyar udhavi thevai!');
  await expect(doctor.getByTestId('our-romanisation')).toHaveText('our romanisation');
  await expect(tamil).not.toContainText('Ennaku doctor udhavi');
  await expect(tamil.getByRole('row', { name: /^Speak slowly and clearly/ })).toContainText('tatoeba.org #30129 (CK) & #4240360 (Singaravelu)');
  await page.goto('/essentials/india');
  await expect(page.getByTestId('phrasebook-hi').getByRole('row', { name: /^Help! / })).toContainText('बचाओ!');
});

test("each fact names its source and, opened, gives the source's own words", async ({ page }) => {
  await page.goto('/essentials/sri-lanka');
  await waitForApp(page);
  const poya = page.getByRole('listitem').filter({ hasText: 'Poya days, each full-moon day' });
  await poya.getByText(/^Source: Ada Derana/).click();
  await expect(poya.getByRole('link', { name: /Ada Derana/ })).toHaveAttribute('href', 'http://www.adaderana.lk/news.php?nid=55761');
  await expect(poya.locator('blockquote')).toContainText('All liquor shops in the country will be closed');
});

test.describe('the converter', () => {
  test('converts as typed at the dated rates, ignores what is not an amount, and says when the rates are old', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/essentials/nepal');
    await waitForApp(page);
    const converter = page.getByTestId('converter');
    const amount = converter.getByLabel('Amount');
    const result = page.getByTestId('converter-result');
    await expect(converter.getByLabel('To')).toHaveValue('NPR');
    await expect(page.getByTestId('converter-rates')).toContainText('1 Nov 2026');
    // Hydrated once typing takes effect (the island loads after start-up).
    await expect(async () => {
      await amount.fill('100');
      await expect(result).toHaveText(/^100 USD ≈ [\d,]+ NPR$/, { timeout: 1000 });
    }).toPass();
    const npr = Number((await result.textContent())!.match(/≈ ([\d,]+)/)![1]!.replace(/,/g, ''));
    expect(npr).toBeGreaterThan(100 * 50);
    for (const text of ['', '-5', 'abc', '0']) {
      await amount.fill(text);
      await expect(result).toHaveText('');
    }
    await converter.getByLabel('From').selectOption('INR');
    await amount.fill('100');
    await expect(result).toHaveText('100 INR ≈ 160 NPR');
    expect(errors).toEqual([]);
  });

  test('past 30 days it says the rates may be out of date', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-12-15T12:00:00Z'));
    await page.goto('/essentials/india');
    await waitForApp(page);
    await expect(page.getByTestId('converter-rates')).toContainText('may be out of date');
  });

  test('within 30 days it does not', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-20T12:00:00Z'));
    await page.goto('/essentials/india');
    await waitForApp(page);
    await page.getByTestId('converter').getByLabel('Amount').fill('1');
    await expect(page.getByTestId('converter-result')).not.toBeEmpty();
    await expect(page.getByTestId('converter-rates')).not.toContainText('out of date');
  });
});

test('search finds the essentials pages: adapter, tipping, temple dress, Poya', async ({ page }) => {
  for (const [q, country] of [
    ['adapter', 'india'],
    ['tipping', 'nepal'],
    ['temple dress', 'bhutan'],
    ['Poya', 'sri-lanka'],
  ] as const) {
    await page.goto(`/search?q=${encodeURIComponent(q)}`);
    await waitForApp(page);
    await expect(page.getByRole('main').locator(`a[href="/essentials/${country}"]`).first(), q).toBeVisible();
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the essentials pages have zero WCAG 2.2 A/AA violations at 390 px', async ({ page }) => {
    test.setTimeout(120_000);
    for (const country of ['india', 'nepal', 'bhutan', 'sri-lanka']) {
      await page.goto(`/essentials/${country}`);
      await waitForApp(page);
      expect(await axeViolations(page, country)).toEqual([]);
    }
  });
});

// Help with the tourist helplines and the Dzongkha words has no axe violations: at 1366 px in
// a11y.spec's sweep of every page, at 390 px with a trip in today.spec ('the new pages ... at 390 px').
