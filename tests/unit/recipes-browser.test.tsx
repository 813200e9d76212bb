// @vitest-environment jsdom
/**
 * The parts of pages that only the browser draws (what the pre-rendered pages cannot show: a
 * visitor's saved journeys and dated trips), checked as recipes.test.tsx checks every page: each
 * component that needs a recipe the system leaves out renders with it.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { itineraryDetails } from '../../src/content/itineraryDetails';
import { getItinerary } from '../../src/content/trips';
import type { Itinerary } from '../../src/content/types';
import JourneysNavLink from '../../src/features/journeys/JourneysNavLink';
import KeepTrip from '../../src/features/backup/KeepTrip';
import MyJourneysView from '../../src/features/journeys/MyJourneysView';
import { itineraryRef, placeRefOf } from '../../src/features/journeys/refs';
import { removePlan, removeSaved, saveItem, savePlan } from '../../src/features/journeys/saved';
import TripPlan from '../../src/features/journeys/TripPlan';
import { checkedSystem } from './checkedSystem';

describe('the parts only the browser draws', () => {
  const { system, missing } = checkedSystem();
  const wrap = (node: ReactNode) => (
    <ChakraProvider value={system}>
      <Router>{node}</Router>
    </ChakraProvider>
  );

  let golden: Itinerary;
  beforeAll(async () => {
    golden = { ...getItinerary('golden-triangle')!, ...(await itineraryDetails.load('golden-triangle')!) };
  });
  beforeEach(() => missing.clear());
  afterEach(async () => {
    cleanup();
    await removeSaved(itineraryRef('golden-triangle'));
    await removeSaved(placeRefOf('india/agra'));
    await removePlan('golden-triangle:2099-03-14');
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('My Journeys and its count in the bar render each component with its recipe', async () => {
    await saveItem(itineraryRef('golden-triangle'));
    await saveItem(placeRefOf('india/agra'));
    await savePlan({ itineraryId: 'golden-triangle', start: '2099-03-14' });
    await act(async () => {
      render(
        wrap(
          <>
            <JourneysNavLink />
            <MyJourneysView suggestions={null} keep={<KeepTrip />} />
          </>,
        ),
      );
    });
    expect(screen.getByTestId('my-journeys-link').textContent).toContain('2 saved');
    // The lists are loaded once the device holds something.
    await screen.findByTestId('planned-trip');
    expect(document.querySelectorAll('.chakra-card__root').length).toBeGreaterThanOrEqual(2);
    expect([...missing]).toEqual([]);
  });

  it('a dated trip and its shared link render each component with its recipe', async () => {
    window.history.replaceState(null, '', '/itinerary/golden-triangle?start=2099-03-14&travellers=2');
    render(wrap(<TripPlan itinerary={golden} />));
    await screen.findAllByTestId('day-date');
    // With neither the Web Share API nor a clipboard, the link is shown to copy.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share' })));
    expect(screen.getByLabelText<HTMLInputElement>('Link to these dates').value).toContain('start=2099-03-14');
    expect([...missing]).toEqual([]);
  }, 20_000);
});
