/**
 * The devices with data of their own that `npm run bench` and the visit ledger (visit-ledger.mjs)
 * measure pages on.
 */

/** A date `days` before today, as the plans store it (YYYY-MM-DD). */
const isoDaysAgo = (days) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const UNDER_WAY = isoDaysAgo(2);

/**
 * What a page is measured with on the device: My Journeys and Today are shells the app fills from
 * the device, so they are measured as a traveller opens them, the list written to localStorage
 * before the run. My Journeys with two saved journeys, the browser's cache still empty; Today both
 * as a first visitor (no trip) and on day 3 of a Golden Triangle trip (`#under-way`, a page of its
 * own in the table; the hash only names the case). A trip under way is on a device that has
 * opened the site before (that is where the plan was made), so the service worker is installed
 * and the app precached (`installed`), as the traveller on the road opens it.
 */
export const DEVICE_STATE = {
  '/today#under-way': {
    installed: true,
    'rasa.plans': JSON.stringify([{ id: `golden-triangle:${UNDER_WAY}`, itineraryId: 'golden-triangle', start: UNDER_WAY, travellers: 2, savedAt: '2026-01-02T10:00:00.000Z' }]),
  },
  '/my-journeys': {
    'rasa.saved': JSON.stringify([
      { id: 'itinerary:golden-triangle', kind: 'itinerary', ref: 'golden-triangle', savedAt: '2026-01-02T10:00:00.000Z' },
      { id: 'itinerary:tiger-trail', kind: 'itinerary', ref: 'tiger-trail', savedAt: '2026-01-01T10:00:00.000Z' },
    ]),
  },
};
