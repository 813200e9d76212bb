/**
 * Booked trips, as other features use them: My Journeys' backup carries the kept trips' envelopes
 * and restores them (backup.ts). The screens (TripView on /trip, MyJourneysTrips in My Journeys,
 * the desk on /desk) are loaded by path by the pages; the rest stays inside the feature.
 */
export { backupTrips, restoreBackupTrips, type RestoredTrips } from './backup';
export { ENVELOPE_APP, ENVELOPE_FORMAT, ENVELOPE_KIND, MAX_ENVELOPE_CHARS, SIGNATURE_BYTES, type Envelope } from './envelope';
