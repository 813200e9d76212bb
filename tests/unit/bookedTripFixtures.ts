/**
 * What the booked trip's tests share: key pairs made in the test (never a key from disk), a sample
 * trip on the Golden Triangle, and an envelope signed with a test key.
 */
import type { Envelope } from '../../src/features/bookedTrip/envelope';
import { readSigningKey, verifierOf, type PublicJwk, type SigningKey } from '../../src/features/bookedTrip/keys';
import { signTrip } from '../../src/features/bookedTrip/signing';
import type { BookedTrip } from '../../src/trip/booking';

export interface TestKey {
  readonly signing: SigningKey;
  readonly publicJwk: PublicJwk;
  readonly privateText: string;
}

export async function makeKey(kid: string): Promise<TestKey> {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  const { kty, crv, x, y, d } = await crypto.subtle.exportKey('jwk', pair.privateKey);
  const privateText = JSON.stringify({ kty, crv, x, y, d, kid });
  const read = await readSigningKey(privateText);
  if (!read.ok) throw new Error(read.message);
  return { signing: read.key, publicJwk: { kty: 'EC', crv: 'P-256', x: x!, y: y!, kid }, privateText };
}

export const verifierFor = (...keys: TestKey[]) => verifierOf(keys.map((k) => k.publicJwk));

export const SAMPLE: BookedTrip = {
  tripId: 'rj-sample0000000001',
  revision: 1,
  issuedAt: '2027-02-01T10:00:00.000Z',
  itineraryId: 'golden-triangle',
  title: 'Golden Triangle Luxury Tour',
  start: '2027-03-14',
  end: '2027-03-20',
  travellers: ['Asha Rao', 'Vikram Rao'],
  dutyPhone: '+911140507788',
  note: 'Welcome to India!\nYour driver waits at gate 4.',
  days: [
    { day: 1, guide: { name: 'Ravi Kumar', phone: '+919810012345', languages: ['English', 'Hindi'] } },
    { day: 4, hotel: { name: 'The Oberoi Amarvilas', address: 'Taj East Gate Road, Agra 282001', localAddress: 'ताज पूर्वी गेट रोड, आगरा', phone: '+915622231515', confirmation: 'OB-44812' } },
  ],
  flights: [
    { id: 'fl000001', carrier: 'AI', number: '491', from: { iata: 'DEL', zone: 'Asia/Kolkata' }, to: { iata: 'KTM', zone: 'Asia/Kathmandu' }, departs: '2027-03-19T10:00', arrives: '2027-03-19T11:45', terminal: '3', bookingRef: 'X7PQ2L' },
  ],
  transfers: [
    { id: 'tr000001', pickUp: '2027-03-16T09:30', zone: 'Asia/Kolkata', from: 'The Leela Palace lobby', to: 'Hazrat Nizamuddin station', driver: { name: 'Suresh Singh', phone: '+919899001122' }, vehicle: 'Toyota Innova' },
  ],
};

export function signed(trip: BookedTrip, key: TestKey): Promise<Envelope> {
  return signTrip(trip, key.signing);
}
