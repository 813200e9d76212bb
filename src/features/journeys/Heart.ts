/**
 * The save heart as the catalogue's cards show it: an island, so it is in the pre-rendered page
 * (not pressed) and its code, with the storage behind it, arrives after start-up. The itinerary
 * and place pages declare the same island themselves, by path (SaveButton.tsx).
 */
import { island } from '../../components/island';
import type { SaveButtonProps } from './SaveButton';

export const SaveButton = /* @__PURE__ */ island<SaveButtonProps>(() => import('./SaveButton'), { what: 'the save button' });
