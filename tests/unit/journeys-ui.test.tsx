// @vitest-environment jsdom
/**
 * My Journeys' parts as React renders them: pre-rendered as the server knows them (nothing saved,
 * no dates), then the visitor's own state right after hydration.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { loadFullCatalogue } from '../../src/content/details';
import type { Itinerary } from '../../src/content/types';
import JourneysNavLink from '../../src/features/journeys/JourneysNavLink';
import { placeRefOf } from '../../src/features/journeys/refs';
import { removeSaved } from '../../src/features/journeys/saved';
import SaveButton from '../../src/features/journeys/SaveButton';
import TripPlan from '../../src/features/journeys/TripPlan';
import { createAppSystem } from '../../src/theme/system';

const system = createAppSystem();
const wrap = (node: ReactNode, ssrSearch?: string) => (
  <ChakraProvider value={system}>
    <Router ssrPath={ssrSearch === undefined ? undefined : '/itinerary/tiger-trail'} ssrSearch={ssrSearch}>
      {node}
    </Router>
  </ChakraProvider>
);

let tiger: Itinerary;
beforeAll(async () => {
  tiger = (await loadFullCatalogue()).itineraries.find((it) => it.id === 'tiger-trail')!;
});

afterEach(async () => {
  cleanup();
  await removeSaved(placeRefOf('india/agra'));
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the save button', () => {
  it('is pre-rendered unpressed, named for saving', () => {
    const html = renderToString(wrap(<SaveButton item={placeRefOf('india/agra')} name="Agra" />, ''));
    expect(html).toContain('aria-label="Save Agra"');
    expect(html).toContain('aria-pressed="false"');
  });

  it('saves and removes, renamed and pressed to match, and the navigation counts it', async () => {
    render(
      wrap(
        <>
          <JourneysNavLink />
          <SaveButton item={placeRefOf('india/agra')} name="Agra" />
        </>,
      ),
    );
    expect(screen.queryByTestId('my-journeys-link')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save Agra' })));
    const pressed = screen.getByRole('button', { name: 'Remove Agra from My Journeys' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(localStorage.getItem('rasa.saved') ?? '[]')).toMatchObject([{ id: 'place:india/agra', kind: 'place', ref: 'india/agra' }]);
    expect(screen.getByTestId('my-journeys-link').textContent).toContain('My Journeys, 1 saved');
    expect(screen.getByTestId('my-journeys-link').getAttribute('href')).toBe('/my-journeys');
    await act(async () => fireEvent.click(pressed));
    expect(screen.getByRole('button', { name: 'Save Agra' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByTestId('my-journeys-link')).toBeNull();
  });
});

describe('the trip plan', () => {
  it('is pre-rendered with the plain days and no dates, whatever the query', () => {
    const html = renderToString(wrap(<TripPlan itinerary={tiger} />, 'start=2099-07-01'));
    expect(html.match(/data-testid="day"/g)).toHaveLength(tiger.days.length);
    expect(html).not.toContain('data-testid="day-date"');
    expect(html).not.toContain('data-testid="plan-summary"');
  });

  it('dates every day from the URL after hydration, with the monsoon closure marked', async () => {
    window.history.replaceState(null, '', '/itinerary/tiger-trail?start=2099-07-01&travellers=3');
    render(wrap(<TripPlan itinerary={tiger} />));
    const dates = await screen.findAllByTestId('day-date');
    expect(dates.map((d) => d.textContent)).toEqual(tiger.days.map((_, i) => `Day ${i + 1} · ${['Wed 1 Jul 2099', 'Thu 2 Jul 2099', 'Fri 3 Jul 2099', 'Sat 4 Jul 2099', 'Sun 5 Jul 2099', 'Mon 6 Jul 2099', 'Tue 7 Jul 2099', 'Wed 8 Jul 2099', 'Thu 9 Jul 2099'][i]}`));
    expect(screen.getByTestId('plan-dates').textContent).toBe(`Wed 1 Jul 2099 to Thu 9 Jul 2099 · ${tiger.days.length} days · 3 travellers`);
    expect(screen.getAllByTestId('day-warning').some((w) => /monsoon/i.test(w.textContent ?? ''))).toBe(true);
    expect(screen.getByRole('link', { name: 'Request this trip' }).getAttribute('href')).toBe('/booking?destination=india&itinerary=tiger-trail&start=2099-07-01&travellers=3');
  });

  it('plans for two travellers when the URL gives a number it ignores, with a note', async () => {
    window.history.replaceState(null, '', '/itinerary/tiger-trail?start=2099-07-01&travellers=40');
    render(wrap(<TripPlan itinerary={tiger} />));
    expect((await screen.findByTestId('plan-note')).textContent).toContain('The number of travellers "40" was ignored');
    expect(screen.getByTestId('plan-dates').textContent).toBe(`Wed 1 Jul 2099 to Thu 9 Jul 2099 · ${tiger.days.length} days · 2 travellers`);
  });

  it('plans for two travellers when the URL gives none', async () => {
    window.history.replaceState(null, '', '/itinerary/tiger-trail?start=2099-07-01');
    render(wrap(<TripPlan itinerary={tiger} />));
    expect((await screen.findByTestId('plan-dates')).textContent).toContain('· 2 travellers');
    expect(screen.queryByTestId('plan-note')).toBeNull();
  });

  it('shows the plain days with a note for a start that is not a date', async () => {
    window.history.replaceState(null, '', '/itinerary/tiger-trail?start=tomorrow');
    render(wrap(<TripPlan itinerary={tiger} />));
    expect((await screen.findByTestId('plan-note')).textContent).toContain('The start date "tomorrow" was ignored');
    expect(screen.queryAllByTestId('day-date')).toHaveLength(0);
    expect(screen.getAllByTestId('day')).toHaveLength(tiger.days.length);
  });

  it('asks for a date today or later before planning', async () => {
    window.history.replaceState(null, '', '/itinerary/tiger-trail');
    render(wrap(<TripPlan itinerary={tiger} />));
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2001-01-01' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Plan my dates' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose today or a later date.');
    expect(window.location.search).toBe('');
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2099-03-01' } });
    fireEvent.change(screen.getByLabelText('Travellers'), { target: { value: '5' } });
    await act(async () => fireEvent.submit(screen.getByRole('form', { name: 'Plan my dates' })));
    expect(window.location.search).toBe('?start=2099-03-01&travellers=5');
    expect(JSON.parse(localStorage.getItem('rasa.plans') ?? '[]')).toMatchObject([{ id: 'tiger-trail:2099-03-01', travellers: 5 }]);
    expect((await screen.findAllByTestId('day-date'))[0]!.textContent).toBe('Day 1 · Sun 1 Mar 2099');
  });
});
