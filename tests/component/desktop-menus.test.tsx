/**
 * The large screen's dropdown menus (Ark's navigation menu), rendered alone in Chromium: hover with
 * its delays, the catalogue grouped by country in two columns, the keyboard, and a mouse click on a
 * trigger the pointer has just opened.
 */
import { afterEach, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import DesktopMenus, { DROPDOWN_CLOSE_DELAY_MS } from '../../src/app/layout/DesktopMenus';
import { renderInApp } from './app';

const nav = () => page.getByRole('navigation', { name: 'Main' });

// What was set to run on the fake clock runs before the real one returns: left pending, it never ran.
afterEach(() => {
  if (vi.isFakeTimers()) vi.runOnlyPendingTimers();
  vi.useRealTimers();
});

test('dropdowns open on hover, group by country in two columns, and close 150 ms after the pointer leaves', async () => {
  await renderInApp(
    <>
      <DesktopMenus />
      <div data-testid="elsewhere" style={{ height: 800 }} />
    </>,
  );
  // The delays run on a fake clock: on a busy machine real time passes 150 ms between two steps.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  await userEvent.hover(nav().getByRole('button', { name: 'Destinations' }));
  vi.advanceTimersByTime(100);
  const panel = nav().getByTestId('destinations-panel');
  await expect.element(panel).toBeVisible();
  await expect.element(panel.getByRole('link', { name: 'India' })).toHaveAttribute('href', '/destinations/india');
  await expect.element(panel.getByRole('link', { name: 'Agra' })).toHaveAttribute('href', '/destinations/india/agra');
  await expect.element(panel.getByRole('link', { name: 'Paro' })).toBeVisible();
  expect(getComputedStyle(panel.element()).gridTemplateColumns.split(' ')).toHaveLength(2);

  // Leave: still open 100 ms later, closing at 150 ms (its exit animation then runs in real time).
  expect(DROPDOWN_CLOSE_DELAY_MS).toBe(150);
  await userEvent.hover(page.getByTestId('elsewhere'), { position: { x: 5, y: 780 } });
  vi.advanceTimersByTime(100);
  await expect.element(panel).toHaveAttribute('data-state', 'open');
  vi.advanceTimersByTime(60);
  await expect.element(panel).toHaveAttribute('data-state', 'closed');
  await expect.element(panel).not.toBeVisible();

  await userEvent.hover(nav().getByRole('button', { name: 'Itineraries' }));
  vi.advanceTimersByTime(100);
  const itineraries = nav().getByTestId('itineraries-panel');
  await expect.element(itineraries.getByRole('link', { name: 'Multi-Country' })).toHaveAttribute('href', '/itineraries/multi-country');
  await expect.element(itineraries.getByRole('link', { name: 'Golden Triangle Luxury Tour' })).toHaveAttribute('href', '/itinerary/golden-triangle');

  await userEvent.hover(nav().getByRole('button', { name: 'More' }));
  vi.advanceTimersByTime(100);
  await expect.element(nav().getByTestId('more-panel').getByRole('link').first()).toBeVisible();
  expect(nav().getByTestId('more-panel').getByRole('link').elements().map((a) => a.textContent)).toEqual(['Home', 'Gallery', 'Booking', 'Payment', 'Contact', 'Today', 'Help']);
  // The pointer leaves, as a test's last step: the next test's menus are drawn under it.
  await userEvent.hover(page.getByTestId('elsewhere'), { position: { x: 5, y: 780 } });
  vi.advanceTimersByTime(400);
  await expect.element(nav().getByTestId('more-panel')).not.toBeVisible();
});

test('dropdowns work from the keyboard', async () => {
  await renderInApp(<DesktopMenus />);
  const trigger = nav().getByRole('button', { name: 'Itineraries' });
  (trigger.element() as HTMLElement).focus();
  await userEvent.keyboard('{Enter}');
  await expect.element(trigger).toHaveAttribute('aria-expanded', 'true');
  const panel = nav().getByTestId('itineraries-panel');
  await expect.element(panel).toBeVisible();
  await userEvent.keyboard('{Tab}');
  await expect.element(panel.getByRole('link').first()).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  await expect.element(panel).not.toBeVisible();
});

test('a mouse click on a trigger whose dropdown the pointer has opened leaves it open; Enter still toggles it', async () => {
  const { history } = await renderInApp(<DesktopMenus />);
  const more = nav().getByRole('button', { name: 'More' });
  // The keyboard first, with the pointer nowhere near: Enter opens the dropdown and closes it.
  (more.element() as HTMLElement).focus();
  await userEvent.keyboard('{Enter}');
  await expect.element(more).toHaveAttribute('aria-expanded', 'true');
  await userEvent.keyboard('{Enter}');
  await expect.element(more).toHaveAttribute('aria-expanded', 'false');
  // The pointer resting on the trigger opens it; the click that follows leaves it open.
  await userEvent.hover(more);
  await expect.element(more).toHaveAttribute('aria-expanded', 'true');
  await more.click();
  await nav().getByRole('link', { name: 'Gallery' }).click();
  expect(history.at(-1)).toBe('/gallery');
});
