/**
 * "Send to the traveller": the built trip gets its revision (the next one when it changed since it
 * was last sent; the same link again when it did not) and the time of signing, is checked as a
 * phone will check it, signed, verified with the keys this site trusts (a key no phone would
 * accept is caught here, at the desk, not on the road), and packed into its link.
 */
import { signTrip, TripTooLargeError, verifyEnvelope } from '../features/bookedTrip/signing';
import type { SigningKey, Verifier } from '../features/bookedTrip/keys';
import { tripLink } from '../features/bookedTrip/link';
import { checkTrip } from '../features/bookedTrip/schema';
import type { BookedTrip } from '../trip/booking';
import { contentKey, nextRevision, type Sent, type TripContent } from './draft';

export const SEND_MESSAGES = {
  untrusted: "This key is not one this site trusts, so travellers' phones would refuse the trip. Choose the agency's key file.",
  tooLarge: 'This trip is too large to send (more than 64 KB of text). Shorten the note or the addresses.',
  invalid: 'This trip could not be checked as a phone will check it. Look over the dates, times and phones, then send again.',
  failed: 'The trip could not be signed in this browser. Reload the page and try again.',
} as const;

export type SendOutcome = { ok: true; sent: Sent; unchanged: boolean } | { ok: false; message: string };

export async function sealTrip(content: TripContent, sent: Sent | undefined, key: SigningKey, verifier: Verifier, origin: string, now: Date): Promise<SendOutcome> {
  const { revision, unchanged } = nextRevision(content, sent);
  if (unchanged && sent) return { ok: true, sent, unchanged: true };
  const { tripId, ...rest } = content;
  const trip: BookedTrip = { tripId, revision, issuedAt: now.toISOString(), ...rest };
  if (!checkTrip(trip)) return { ok: false, message: SEND_MESSAGES.invalid };
  try {
    const envelope = await signTrip(trip, key);
    const verified = await verifyEnvelope(envelope, verifier);
    if (!verified.ok) return { ok: false, message: SEND_MESSAGES.untrusted };
    return { ok: true, unchanged: false, sent: { revision, content: contentKey(content), envelope, link: await tripLink(envelope, origin) } };
  } catch (error) {
    return { ok: false, message: error instanceof TripTooLargeError ? SEND_MESSAGES.tooLarge : SEND_MESSAGES.failed };
  }
}
