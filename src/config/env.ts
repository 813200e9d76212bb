/**
 * Values that differ per deployment, read from Vite's env at build time (see README). Keep real
 * account ids out of the repository: they come from .env or the build environment.
 */
const env = import.meta.env;

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export const config = {
  /** Canonical origin of the site, used for canonical links, Open Graph and the sitemap. */
  siteUrl: trimSlash(env.VITE_SITE_URL || 'https://www.rasajourneys.com'),
  /** Origin serving photos by id (images.unsplash.com, or a local stand-in in tests). */
  imageOrigin: trimSlash(env.VITE_IMAGE_ORIGIN || 'https://images.unsplash.com'),
  emailjs: {
    publicKey: env.VITE_EMAILJS_PUBLIC_KEY ?? '',
    serviceId: env.VITE_EMAILJS_SERVICE_ID ?? '',
    templateId: env.VITE_EMAILJS_TEMPLATE_ID ?? '',
    origin: trimSlash(env.VITE_EMAILJS_ORIGIN || 'https://api.emailjs.com'),
  },
  googleMapsApiKey: env.VITE_GOOGLE_MAPS_API_KEY ?? '',
} as const;

/**
 * The public keys a booked trip may be signed with (features/bookedTrip): a JSON array of EC P-256
 * JWKs, each with its `kid` (README, Configuration). Its own constant, not in `config`, so only the
 * code that checks a trip carries it.
 */
export const tripPublicKeys: string = env.VITE_TRIP_PUBLIC_KEYS ?? '';

/**
 * Where the specialist's desk fetches the signing key by itself: the local stand-in of `npm start`
 * (scripts/trip-keys.mjs) only; empty in a production build, whose desk asks for the key file.
 */
export const deskKeyUrl: string = env.VITE_DESK_KEY_URL ?? '';
