/**
 * The agency's signing keys for booked trips (features/bookedTrip; README, "Booked trips").
 *
 * Local stand-in: `npm start`, `npm run dev`, the tests and the benchmark sign with a key pair made
 * at first start in `.local/` (git-ignored, never part of the repository or the site). The local
 * build trusts its public key, and the stand-in server (inbox-server.mjs, GET /desk-key) hands the
 * private key to the desk on loopback, so the desk signs with no file to pick.
 *
 * Production: `node scripts/trip-keys.mjs new <file>` makes a key pair, writes the private key to
 * <file> (keep it off the site and out of the repository: the specialist picks it at the desk) and
 * prints the public key as the JSON array to give the build in VITE_TRIP_PUBLIC_KEYS.
 */
import { createHash, generateKeyPairSync } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;
/** Where the local key pair lives: outside what git tracks (.gitignore has .local/). */
export const LOCAL_KEY_FILE = join(ROOT, '.local', 'trip-signing-key.jwk');

const base64url = (bytes) => Buffer.from(bytes).toString('base64url');

/** RFC 7638's thumbprint of an EC public key, base64url: the base of a key's id. */
export function thumbprint({ crv, kty, x, y }) {
  return base64url(createHash('sha256').update(JSON.stringify({ crv, kty, x, y })).digest());
}

/** A new P-256 key pair as JWKs with a `kid` (`${prefix}-` and the start of its thumbprint). */
export function newKeyPair(prefix) {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const { kty, crv, x, y, d } = privateKey.export({ format: 'jwk' });
  const kid = `${prefix}-${thumbprint({ kty, crv, x, y }).slice(0, 16)}`;
  return { privateJwk: { kty, crv, x, y, d, kid, alg: 'ES256', use: 'sig' }, publicJwk: { kty, crv, x, y, kid, alg: 'ES256', use: 'sig' } };
}

function publicOf({ kty, crv, x, y, kid, alg, use }) {
  return { kty, crv, x, y, kid, alg, use };
}

/**
 * The local key pair, made and written on first use (an existing file is read as it is). Written
 * to a temporary file and linked into place, which fails if the file exists: two processes starting
 * together never read half a key, and the first one's key stays.
 */
export function localTripKey(file = LOCAL_KEY_FILE) {
  if (!existsSync(file)) {
    const { privateJwk } = newKeyPair('local');
    mkdirSync(dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(privateJwk, null, 2)}\n`, { mode: 0o600 });
    try {
      linkSync(temporary, file);
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(temporary);
    }
  }
  const privateJwk = JSON.parse(readFileSync(file, 'utf8'));
  return { privateJwk, publicJwk: publicOf(privateJwk) };
}

/** The build's trusted keys: those given in the environment, and the local one under the stand-ins. */
export function trustedKeysJson(given, local) {
  let keys = [];
  try {
    const parsed = JSON.parse(given || '[]');
    if (Array.isArray(parsed)) keys = parsed;
  } catch {
    throw new Error('VITE_TRIP_PUBLIC_KEYS is not a JSON array of public keys (JWK)');
  }
  return JSON.stringify([...keys.filter((k) => k?.kid !== local?.kid), ...(local ? [local] : [])]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, out] = process.argv.slice(2);
  if (command !== 'new' || !out) {
    console.error('usage: node scripts/trip-keys.mjs new <private-key-file>');
    process.exit(1);
  }
  if (existsSync(out)) {
    console.error(`${out} exists: not overwritten`);
    process.exit(1);
  }
  const { privateJwk, publicJwk } = newKeyPair('rasa');
  writeFileSync(out, `${JSON.stringify(privateJwk, null, 2)}\n`, { mode: 0o600 });
  console.log(`Private key written to ${out}: give it to the specialists, keep it off the site and out of the repository.`);
  console.log('Public key, for the build (VITE_TRIP_PUBLIC_KEYS; add it beside any key still in use):');
  console.log(JSON.stringify([publicJwk]));
}
