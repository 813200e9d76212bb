/**
 * A booked trip's keys (features/bookedTrip), read from Vite's env at build time: apart from
 * config/env.ts, so only the code that checks a trip, or the desk, carries them.
 */

/**
 * The public keys a booked trip may be signed with: a JSON array of EC P-256 JWKs, each with its
 * `kid` (README, Configuration).
 */
export const tripPublicKeys: string = import.meta.env.VITE_TRIP_PUBLIC_KEYS ?? '';

/**
 * Where the specialist's desk fetches the signing key by itself: the local stand-in of `npm start`
 * (scripts/trip-keys.mjs) only; empty in a production build, whose desk asks for the key file.
 */
export const deskKeyUrl: string = import.meta.env.VITE_DESK_KEY_URL ?? '';
