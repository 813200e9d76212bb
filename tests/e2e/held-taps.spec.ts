/**
 * No tap is lost while a page starts: with the code of the page's islands held back (a slow phone),
 * a tap on a control shows that it waits and is carried out once the code arrives; before the app
 * has hydrated the page at all, the same. One mechanism (app/pageScript.ts, lib/readiness.ts,
 * components/island.tsx), tried here on the controls a traveller taps first.
 */
import { expect, test } from '@playwright/test';
import { collectErrors, expectHeld, openWithIslandsHeld } from './support';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the save heart, tapped before its code, saves once the code arrives', { tag: '@smoke' }, async ({ page }) => {
    const errors = collectErrors(page);
    const release = await openWithIslandsHeld(page, '/itinerary/golden-triangle');
    const heart = page.getByRole('button', { name: 'Save Golden Triangle Luxury Tour' });
    await heart.click();
    await expectHeld(page, heart);
    // Not interactive while a start-up island waits for its code.
    await expect(page.locator('#root')).not.toHaveAttribute('data-interactive');
    release();
    await expect(page.getByRole('button', { name: 'Remove Golden Triangle Luxury Tour from My Journeys' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('[data-held-tap]')).toHaveCount(0);
    await expect(page.locator('#root')).toHaveAttribute('data-interactive', '');
    expect(await page.evaluate(() => localStorage.getItem('rasa.saved'))).toContain('golden-triangle');
    expect(errors).toEqual([]);
  });

  test('a currency picked on the price before its code is applied once it arrives', async ({ page }) => {
    const release = await openWithIslandsHeld(page, '/itinerary/tiger-trail');
    const price = page.getByRole('region', { name: 'Price', exact: true });
    const select = price.getByLabel('Currency');
    await select.scrollIntoViewIfNeeded();
    await select.selectOption('GBP');
    await expectHeld(page, select);
    release();
    await expect(price.getByTestId('from-price')).toHaveText(/^From about £[\d,]+ per person$/);
    expect(await page.evaluate(() => localStorage.getItem('rasa.currency'))).toBe('GBP');
  });

  test('"Plan my dates" and "Ask about this day", tapped before their code, open once it arrives', async ({ page }) => {
    const release = await openWithIslandsHeld(page, '/itinerary/golden-triangle');
    const ask = page.getByRole('button', { name: /^Ask about this day/ }).first();
    await ask.scrollIntoViewIfNeeded();
    await ask.click();
    await expectHeld(page, ask);
    release();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('dialog')).toContainText('Day 1');
  });

  test('"Book Experience" on a place, tapped before its code, opens the request form', async ({ page }) => {
    const release = await openWithIslandsHeld(page, '/destinations/india/agra');
    const book = page.getByRole('button', { name: /^Book Experience: / }).first();
    await book.scrollIntoViewIfNeeded();
    await book.click();
    await expectHeld(page, book);
    release();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('dialog').getByRole('heading', { name: /^Book Experience: / })).toBeVisible();
  });

  test('"Where am I?", tapped before the map\'s code, is answered once it arrives', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 27.1751, longitude: 78.0421 });
    const release = await openWithIslandsHeld(page, '/itinerary/golden-triangle');
    const button = page.getByRole('button', { name: 'Where am I?' });
    await button.scrollIntoViewIfNeeded();
    await button.click();
    await expectHeld(page, button);
    release();
    await expect(page.getByTestId('position-text')).toHaveText(/^Nearest stop: Agra, /);
  });

  test('the menu button, tapped before the app has hydrated the page, opens the menu once it has', async ({ page }) => {
    const release = await openWithIslandsHeld(page, '/destinations', { entryOnly: true });
    const menu = page.getByRole('button', { name: 'Open menu' });
    await menu.click();
    await expectHeld(page, menu);
    await expect(page.locator('#root')).not.toHaveAttribute('data-hydrated');
    release();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  });
});

test('a desktop menu, opened before its code, opens once it arrives', async ({ page }) => {
  const release = await openWithIslandsHeld(page, '/');
  const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Destinations' });
  await trigger.click();
  await expectHeld(page, trigger);
  release();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'India', exact: true })).toBeVisible({ timeout: 20_000 });
});

test('a tap on a link or on a ready control is never held', async ({ page }) => {
  await page.goto('/itinerary/golden-triangle');
  await page.locator('#root[data-interactive]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Save Golden Triangle Luxury Tour' }).click();
  await expect(page.getByRole('button', { name: 'Remove Golden Triangle Luxury Tour from My Journeys' })).toBeVisible();
  await expect(page.locator('[data-held-tap]')).toHaveCount(0);
  await expect(page.locator('#held-tap-status')).toHaveCount(0);
});
