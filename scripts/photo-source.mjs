/**
 * Which photos `npm start` shows: the real photo host when it answers, else the local stand-in.
 * A newcomer on a machine with internet should see the real photographs; offline, or with
 * IMAGE_ORIGIN=local (tests and the benchmark always set it), the stand-in draws each photo's
 * colour and subject instead. VITE_IMAGE_ORIGIN names another host outright.
 */
import { photoTable } from './photo-table.mjs';

export const PHOTO_HOST = 'https://images.unsplash.com';
/** A start-up check must not hold `npm start` back for long. */
export const PROBE_TIMEOUT_MS = 2000;

/** True when `origin` serves a small copy of a known photo within the timeout. */
export async function photoHostAnswers(origin, { timeoutMs = PROBE_TIMEOUT_MS, fetchImpl = fetch } = {}) {
  const [id] = photoTable().keys();
  try {
    const response = await fetchImpl(`${origin}/${id}?w=16&q=10`, { signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    return response.ok && /^image\//.test(response.headers.get('content-type') ?? '');
  } catch {
    return false;
  }
}

/**
 * { origin, local, reason }: `origin` is the build's VITE_IMAGE_ORIGIN, or undefined for the local
 * stand-in (`local` true); `reason` is the line `npm start` prints.
 */
export async function choosePhotoSource(env = process.env, { probe = photoHostAnswers } = {}) {
  if (env.VITE_IMAGE_ORIGIN) return { origin: env.VITE_IMAGE_ORIGIN, local: false, reason: `photos from ${env.VITE_IMAGE_ORIGIN} (VITE_IMAGE_ORIGIN)` };
  if (env.IMAGE_ORIGIN === 'local') return { origin: undefined, local: true, reason: 'photos from the local stand-in (IMAGE_ORIGIN=local)' };
  if (await probe(PHOTO_HOST)) return { origin: PHOTO_HOST, local: false, reason: `photos from ${PHOTO_HOST} (it answered)` };
  return {
    origin: undefined,
    local: true,
    reason: `photos from the local stand-in: ${new URL(PHOTO_HOST).host} did not answer within ${PROBE_TIMEOUT_MS / 1000} s (offline?)`,
  };
}

/** The settings the browser tests serve the site with (and `npm test` builds it with): photos from the stand-in. */
export const TEST_SERVER_ENV = { IMAGE_ORIGIN: 'local', VITE_IMAGE_ORIGIN: '' };
