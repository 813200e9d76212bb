/**
 * My Journeys' lists as an island (SavedLists.tsx), and their code fetched ahead where the device
 * keeps something. The journeys screen renders the lists only once the app has started and read
 * the device (a first visit, with nothing kept, never loads them), and their code would then arrive
 * one level of imports at a time: the lists, the catalogue's readers, each country's summaries,
 * their photos. Fetched as the page's code runs, it is there when the screen renders, as when the
 * screen carried it (docs/performance.md, "My Journeys' first visit"). The device is read from the
 * lists' localStorage mirror (saved.ts), not through their code, which the page would then start
 * with; where only IndexedDB holds them, the screen loads the lists when it finds them.
 */
import { island } from '../../components/island';
import { Opening } from '../../components/Opening';
import { PLANS_KEY, SAVED_KEY } from '../storage/keys';
import type { SavedListsProps } from './SavedLists';

export const SavedLists = island<SavedListsProps>(() => import('./SavedLists'), { what: 'your journeys', when: 'client', placeholder: <Opening what="your journeys" /> });

export function fetchListsAhead(): void {
  try {
    const holds = (key: string) => (localStorage.getItem(key) ?? '[]') !== '[]';
    // A failure is the island's to show, when the screen renders it.
    if (holds(SAVED_KEY) || holds(PLANS_KEY)) SavedLists.preload().catch(() => {});
  } catch {
    // Storage refused: the screen has nothing to list, or loads the lists when it finds them.
  }
}
