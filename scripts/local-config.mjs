/**
 * Ports and build settings shared by `npm start`, the tests and the benchmark: the production
 * build talks to local stand-ins on loopback unless real services are configured. Booked trips are
 * always signed with the local key pair here (trip-keys.mjs), which the build trusts.
 */
import { DESK_KEY_PATH, LOCAL_EMAILJS } from './inbox-server.mjs';
import { localTripKey, trustedKeysJson } from './trip-keys.mjs';

export const HOST = '127.0.0.1';

export function localConfig(env = process.env) {
  const port = Number(env.PORT || 4173);
  const imagePort = Number(env.IMAGE_PORT || 4175);
  const inboxPort = Number(env.INBOX_PORT || 4174);
  const useLocalImages = !env.VITE_IMAGE_ORIGIN;
  // Real EmailJS ids configured: send to EmailJS. Otherwise: the local inbox.
  const useLocalInbox = !(env.VITE_EMAILJS_PUBLIC_KEY && env.VITE_EMAILJS_SERVICE_ID && env.VITE_EMAILJS_TEMPLATE_ID);
  // Booked trips: the local key pair (made at first start, in .local/), trusted beside any key
  // given, and handed to the desk by the stand-in server on the inbox's port.
  const tripKey = localTripKey();
  return {
    port,
    imagePort,
    inboxPort,
    useLocalImages,
    useLocalInbox,
    siteOrigin: `http://localhost:${port}`,
    /** The origins the site is served on (what the stand-ins answer to). */
    siteOrigins: [`http://localhost:${port}`, `http://${HOST}:${port}`],
    /** The desk's signing key, served on loopback by the stand-in server (inbox-server.mjs). */
    deskKey: tripKey.privateJwk,
    /** Environment for `vite build`. */
    buildEnv: {
      VITE_IMAGE_ORIGIN: env.VITE_IMAGE_ORIGIN || `http://localhost:${imagePort}`,
      VITE_SITE_URL: env.VITE_SITE_URL || env.SITE_URL || '',
      VITE_GOOGLE_MAPS_API_KEY: env.VITE_GOOGLE_MAPS_API_KEY || '',
      VITE_TRIP_PUBLIC_KEYS: trustedKeysJson(env.VITE_TRIP_PUBLIC_KEYS, tripKey.publicJwk),
      VITE_DESK_KEY_URL: `http://localhost:${inboxPort}${DESK_KEY_PATH}`,
      ...(useLocalInbox
        ? {
            VITE_EMAILJS_PUBLIC_KEY: LOCAL_EMAILJS.publicKey,
            VITE_EMAILJS_SERVICE_ID: LOCAL_EMAILJS.serviceId,
            VITE_EMAILJS_TEMPLATE_ID: LOCAL_EMAILJS.templateId,
            VITE_EMAILJS_ORIGIN: `http://localhost:${inboxPort}`,
          }
        : {
            VITE_EMAILJS_PUBLIC_KEY: env.VITE_EMAILJS_PUBLIC_KEY,
            VITE_EMAILJS_SERVICE_ID: env.VITE_EMAILJS_SERVICE_ID,
            VITE_EMAILJS_TEMPLATE_ID: env.VITE_EMAILJS_TEMPLATE_ID,
            VITE_EMAILJS_ORIGIN: env.VITE_EMAILJS_ORIGIN || '',
          }),
    },
  };
}
