/**
 * Opening a booked trip from its link or its `.json` file, step by step: size, unpacking, the
 * envelope, the key, the signature over the bytes as sent, and only then the trip's JSON and its
 * check (schema.ts). Every failure is one of a few plain reasons with a sentence to show; nothing
 * of the refused content is shown, kept or logged, and nothing throws.
 */
import { lookAtEnvelope, MAX_ENVELOPE_CHARS, MAX_FILE_BYTES, type Envelope } from './envelope';
import type { Verifier } from './keys';
import { unpackFragment } from './link';
import { checkTrip } from './schema';
import { verifyEnvelope } from './signing';
import type { BookedTrip } from '../../trip/booking';

export type Refusal = 'damaged' | 'altered' | 'unknown-key' | 'newer' | 'not-ours' | 'too-large' | 'unreadable';

export const REFUSALS: Readonly<Record<Refusal, string>> = {
  damaged: 'This trip is incomplete or damaged: part of it is missing or was changed, perhaps when the link was copied. Open it again from the e-mail we sent, or ask us to send it again.',
  altered: 'This trip has been changed since Rasa Journeys signed it, so it cannot be trusted. Ask your specialist to send it again.',
  'unknown-key': 'This trip is signed with a key Rasa Journeys does not use, so nothing shows that it comes from us.',
  newer: 'This trip was sent in a newer format than this version of the app reads. Reload the page while online to update it, then open the trip again.',
  'not-ours': 'This is not a trip sent by Rasa Journeys.',
  'too-large': 'This is far larger than any trip Rasa Journeys sends, so it was not opened.',
  unreadable: 'This trip is signed by Rasa Journeys, but parts of it cannot be read by this version of the app. Reload the page while online to update it, or ask us to send it again.',
};

export type Opened = { ok: true; trip: BookedTrip; envelope: Envelope } | { ok: false; reason: Refusal; message: string };

const refuse = (reason: Refusal): Opened => ({ ok: false, reason, message: REFUSALS[reason] });

/** The envelope's JSON text, however it came. */
export async function openEnvelopeText(text: string, verifier: Verifier): Promise<Opened> {
  if (text.length > MAX_ENVELOPE_CHARS + 1024) return refuse('too-large');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return refuse('damaged');
  }
  const look = lookAtEnvelope(data);
  if (!look.ok) return refuse(look.reason);
  const verified = await verifyEnvelope(look.envelope, verifier);
  if (!verified.ok) return refuse(verified.reason);
  let trip: unknown;
  try {
    trip = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(verified.payload));
  } catch {
    return refuse('unreadable');
  }
  const checked = checkTrip(trip);
  return checked ? { ok: true, trip: checked, envelope: look.envelope } : refuse('unreadable');
}

/** A link's fragment, without its '#'. */
export async function openFragment(fragment: string, verifier: Verifier): Promise<Opened> {
  const unpacked = await unpackFragment(fragment);
  if (!unpacked.ok) return refuse(unpacked.reason);
  return openEnvelopeText(unpacked.text, verifier);
}

/** The part of a picked File used here. */
export interface PickedFile {
  readonly size: number;
  text(): Promise<string>;
}

/** A `.json` file picked on the phone; a file too large is refused unread. */
export async function openFile(file: PickedFile, verifier: Verifier): Promise<Opened> {
  if (file.size > MAX_FILE_BYTES) return refuse('too-large');
  let text: string;
  try {
    text = await file.text();
  } catch {
    return refuse('damaged');
  }
  return openEnvelopeText(text.trim(), verifier);
}

