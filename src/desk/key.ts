/**
 * Where the desk gets its signing key: under `npm start`, from the local stand-in on loopback
 * (config/tripKeys' deskKeyUrl; scripts/trip-keys.mjs), by itself; otherwise from the key file the
 * specialist picks. Either way the key is imported so it cannot be read back, and lives in the
 * page's memory only: never in the draft, never in storage.
 */
import { deskKeyUrl } from '../config/tripKeys';
import { readSigningKey, type KeyRead } from '../features/bookedTrip/keys';

/** The local stand-in's key, or undefined where there is none (a production build, or it did not answer). */
export async function localSigningKey(url: string = deskKeyUrl): Promise<KeyRead | undefined> {
  if (!url) return undefined;
  try {
    const response = await fetch(url, { cache: 'no-store', credentials: 'omit' });
    if (!response.ok) return undefined;
    return await readSigningKey(await response.text());
  } catch {
    return undefined;
  }
}

/** A key file picked by the specialist (a JWK: small, so anything large is not one). */
export async function keyFromFile(file: { size: number; text(): Promise<string> }): Promise<KeyRead> {
  if (file.size > 4096) return readSigningKey('');
  try {
    return await readSigningKey(await file.text());
  } catch {
    return readSigningKey('');
  }
}
