/**
 * "Where am I?" from start to end: the map's frame from the map on the page (else from its file),
 * the phone's position, where it lands on the map and what is nearest. Loaded on the tap that asks.
 */
import { mapUrl } from '../../../config/mapFiles';
import { readFrame, type MapFrame } from './frame';
import { FAILURE_SENTENCES, currentPosition } from './geolocate';
import { insideFrame, projectPoint } from './mercator';
import { nearestPlace, nearestSentence } from './nearest';

export type Located =
  /** `point` in the map's units; only where the position lies on the map. */
  | { readonly found: true; readonly point?: readonly [number, number]; readonly sentence: string }
  | { readonly found: false; readonly sentence: string };

export const NO_FRAME_SENTENCE = 'Your position cannot be placed on this map: its file has not been saved on this device yet. Try again once you are online.';

async function loadFrame(id: string): Promise<MapFrame | undefined> {
  const shown = document.querySelector(`[data-map="${CSS.escape(id)}"]`)?.innerHTML;
  const frame = shown ? readFrame(shown) : undefined;
  if (frame) return frame;
  try {
    const response = await fetch(mapUrl(id));
    return response.ok ? readFrame(await response.text()) : undefined;
  } catch {
    return undefined;
  }
}

/** Where the position lands on a map frame, and the sentence under the map. */
export function placeOnFrame(frame: MapFrame, at: { lat: number; lng: number }): Extract<Located, { found: true }> {
  const point = projectPoint(frame, at);
  const inside = insideFrame(frame, point);
  const sentence = nearestSentence(frame.kind, nearestPlace(frame.places, at), inside);
  return inside ? { found: true, point, sentence } : { found: true, sentence };
}

export async function locate(mapId: string): Promise<Located> {
  const [frame, position] = await Promise.all([loadFrame(mapId), currentPosition()]);
  if (!position.ok) return { found: false, sentence: FAILURE_SENTENCES[position.failure] };
  if (!frame) return { found: false, sentence: NO_FRAME_SENTENCE };
  return placeOnFrame(frame, position.at);
}
