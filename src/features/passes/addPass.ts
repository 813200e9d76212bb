/**
 * Adding a file as a kept trip's pass, from the picker (PassParts' AddPass) or from Android's share
 * sheet (SharedPasses): read on the phone, kept, the reader kept for the road, and one sentence
 * for the traveller either way. The reading code loads on the first call.
 */
import type { Outcome } from '../../components/OutcomeStatus';
import type { BookedTrip } from '../../trip/booking';
import { legTitle, type PassLeg, type TripPass } from '../../trip/passes';
import { PASS_MESSAGES } from './messages';

/** 'AI 665 BOM → DEL · seat 12A'. */
export function passTitle(pass: TripPass, leg: PassLeg | undefined = pass.boarding?.legs[0]): string {
  if (!leg) return 'Ticket';
  return `${legTitle(leg)}${leg.seat ? ` · seat ${leg.seat}` : ''}`;
}

/** Whether an outcome said the reader could not be loaded (offline before it was ever kept): the file is worth trying again. */
export const readerWasMissing = (outcome: Outcome) => !outcome.ok && outcome.message === PASS_MESSAGES.readerMissing;

/** Reads `file` as a pass for `trip` and keeps it; never throws. */
export async function addPassFile(file: File, trip: Pick<BookedTrip, 'tripId'>): Promise<Outcome> {
  try {
    const [{ readPassFile }, { keepPass }, { keepPassReader }] = await Promise.all([import('./read'), import('./store'), import('./readerFile')]);
    const read = await readPassFile(file, trip);
    if (!read.ok) return read;
    const kept = await keepPass(read.pass);
    if (!kept.ok) return kept;
    // Online, the reader is kept for the road with the pass (it draws the code again offline).
    void keepPassReader();
    return { ok: true, message: `Added: ${read.pass.boarding ? `boarding pass ${passTitle(read.pass)}` : 'a ticket'}.` };
  } catch {
    return { ok: false, message: PASS_MESSAGES.readerMissing };
  }
}
