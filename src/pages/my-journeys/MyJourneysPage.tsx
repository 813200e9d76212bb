/**
 * My Journeys: a hero, as on the other list pages, then what this device keeps (planned trips,
 * saved journeys to compare, saved places), or three popular journeys while nothing is kept.
 * Pre-rendered as a shell; the list fills in after start-up, online or offline. (The hero is also
 * what paints first and largest: the list can only come once the app has read the device.)
 */
import { useState } from 'react';
import { Hero } from '../../components/Hero';
import { Section } from '../../components/Section';
import { island } from '../../components/island';
import { Opening } from '../../components/Opening';
import { nepalPhotos } from '../../content/photos/nepal';
import { fetchListsAhead } from '../../features/journeys/SavedListsIsland';

/** Read from the device: in the browser only. */
const MyJourneysContent = island(() => import('./MyJourneysContent'), { what: 'your journeys', when: 'client', placeholder: <Opening what="your journeys" /> });

export default function MyJourneysPage() {
  // While the app starts, once per visit of the page: the lists' code, if there is anything to list.
  useState(() => typeof window !== 'undefined' && fetchListsAhead());
  return (
    <>
      <Hero photo={nepalPhotos.everestBaseCampTrek} size="tall" eyebrow="Kept on this device" title="My Journeys" text="Your shortlist and your dated trips, ready on the road: no account, no signal needed." />
      <Section aria-label="Your journeys and places" width="6xl">
        <MyJourneysContent />
      </Section>
    </>
  );
}
