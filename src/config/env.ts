/**
 * Values that differ per deployment, read from Vite's env at build time (see README). Keep real
 * account ids out of the repository: they come from .env or the build environment.
 *
 * Each is read as `import.meta.env.VITE_…`, which the build replaces by its value: read as a whole
 * object, import.meta.env became a literal of every variable (a booked trip's public keys among
 * them) in the chunk every page loads. The booked trip's own are in config/tripKeys.ts.
 */

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export const config = {
  /** Canonical origin of the site, used for canonical links, Open Graph and the sitemap. */
  siteUrl: trimSlash(import.meta.env.VITE_SITE_URL || 'https://www.rasajourneys.com'),
  /** Origin serving photos by id (images.unsplash.com, or a local stand-in in tests). */
  imageOrigin: trimSlash(import.meta.env.VITE_IMAGE_ORIGIN || 'https://images.unsplash.com'),
  emailjs: {
    publicKey: import.meta.env.VITE_EMAILJS_PUBLIC_KEY ?? '',
    serviceId: import.meta.env.VITE_EMAILJS_SERVICE_ID ?? '',
    templateId: import.meta.env.VITE_EMAILJS_TEMPLATE_ID ?? '',
    origin: trimSlash(import.meta.env.VITE_EMAILJS_ORIGIN || 'https://api.emailjs.com'),
  },
  googleMapsApiKey: import.meta.env.VITE_GOOGLE_MAPS_API_KEY ?? '',
} as const;
