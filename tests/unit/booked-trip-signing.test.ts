/**
 * The booked trip's envelope (DESIGN, "The booked trip"): base64url that decodes only as it was
 * encoded, ECDSA P-256 signatures in IEEE P1363 form over exactly the payload's bytes, the link's
 * deflate-raw, and every refusal with its plain sentence.
 */
import { describe, expect, it } from 'vitest';
import { decodeBase64url, encodeBase64url } from '../../src/features/bookedTrip/base64url';
import { deflateRaw, InflateError, inflateRaw } from '../../src/features/bookedTrip/compress';
import { envelopeJson, ENVELOPE_FORMAT, MAX_PAYLOAD_BYTES, SIGNATURE_BYTES, type Envelope } from '../../src/features/bookedTrip/envelope';
import { isTrusted, parseTrustedKeys, readSigningKey } from '../../src/features/bookedTrip/keys';
import { tripLink, unpackFragment } from '../../src/features/bookedTrip/link';
import { openEnvelopeText, openFile, openFragment, REFUSALS } from '../../src/features/bookedTrip/open';
import { signTrip, TripTooLargeError, verifyEnvelope } from '../../src/features/bookedTrip/signing';
import { makeKey, SAMPLE, signed, verifierFor } from './bookedTripFixtures';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (envelope: Envelope) => envelopeJson(envelope);
/** One character of `s` at `i` replaced by another of the base64url alphabet. */
const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1);

describe('base64url', () => {
  it('encodes as RFC 4648 §5 does, without padding', () => {
    expect(encodeBase64url(bytes())).toBe('');
    expect(encodeBase64url(bytes(0xfb))).toBe('-w');
    expect(encodeBase64url(bytes(0xfb, 0xff))).toBe('-_8');
    expect(encodeBase64url(bytes(0xfb, 0xff, 0xbf))).toBe('-_-_');
    expect(encodeBase64url(new TextEncoder().encode('Agra → Jaipur'))).toBe(Buffer.from('Agra → Jaipur').toString('base64url'));
  });

  it('decodes what it encodes, for every length', () => {
    for (let n = 0; n < 40; n++) {
      const data = crypto.getRandomValues(new Uint8Array(n));
      expect(decodeBase64url(encodeBase64url(data))).toEqual(data);
    }
  });

  it('refuses anything that is not exactly an encoding: other characters, padding, impossible lengths, stray low bits', () => {
    expect(decodeBase64url('-w==')).toBeUndefined();
    expect(decodeBase64url('+w')).toBeUndefined();
    expect(decodeBase64url('ab c')).toBeUndefined();
    expect(decodeBase64url('abcde')).toBeUndefined();
    // '-x' has the same first byte as '-w', with a stray bit below it: a changed character, refused.
    expect(decodeBase64url('-x')).toBeUndefined();
    expect(decodeBase64url('-_9')).toBeUndefined();
  });
});

describe('deflate-raw', () => {
  it('round-trips and shrinks text', async () => {
    const data = new TextEncoder().encode('The Oberoi Amarvilas, Agra. '.repeat(50));
    const packed = await deflateRaw(data);
    expect(packed.length).toBeLessThan(data.length / 5);
    expect(await inflateRaw(packed, 10_000)).toEqual(data);
  });

  it('stops at its limit (a small link cannot unpack into megabytes) and rejects a cut or damaged stream', async () => {
    const bomb = await deflateRaw(new Uint8Array(2_000_000));
    expect(bomb.length).toBeLessThan(5_000);
    await expect(inflateRaw(bomb, 100_000)).rejects.toEqual(new InflateError('too-large'));
    const packed = await deflateRaw(new TextEncoder().encode('Golden Triangle '.repeat(20)));
    await expect(inflateRaw(packed.slice(0, packed.length - 3), 10_000)).rejects.toEqual(new InflateError('damaged'));
    await expect(inflateRaw(bytes(0xff, 0xff, 0xff, 0xff), 10_000)).rejects.toEqual(new InflateError('damaged'));
  });
});

describe('keys', () => {
  it('reads the trusted keys from the build setting, ignoring anything that is not an EC P-256 public key with an id', async () => {
    const key = await makeKey('rasa-1');
    const json = JSON.stringify([key.publicJwk, { kty: 'RSA', kid: 'x', n: 'a', e: 'AQAB' }, { ...key.publicJwk, kid: '<script>' }, 'nonsense']);
    expect(parseTrustedKeys(json)).toEqual([key.publicJwk]);
    expect(parseTrustedKeys('not json')).toEqual([]);
    expect(parseTrustedKeys('')).toEqual([]);
    expect(parseTrustedKeys('{"keys": []}')).toEqual([]);
  });

  it('reads a private key file, which it imports so it cannot be read back, and says which keys a phone trusts', async () => {
    const key = await makeKey('rasa-2');
    const read = await readSigningKey(key.privateText);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.key.privateKey.extractable).toBe(false);
    expect(read.key.privateKey.usages).toEqual(['sign']);
    expect(isTrusted(read.key, [key.publicJwk])).toBe(true);
    expect(isTrusted(read.key, [{ ...key.publicJwk, kid: 'other' }])).toBe(false);
    expect((await readSigningKey(JSON.stringify(key.publicJwk))).ok).toBe(false);
    expect(await readSigningKey('{')).toEqual({ ok: false, message: expect.stringMatching(/could not be read/) });
  });
});

describe('signing and verifying', () => {
  it('signs the trip\'s UTF-8 JSON as sent, with a 64-byte P1363 signature, under the key\'s id', async () => {
    const key = await makeKey('rasa-3');
    const envelope = await signed(SAMPLE, key);
    expect(envelope).toMatchObject({ app: 'rasa-journeys', kind: 'booked-trip', format: ENVELOPE_FORMAT, kid: 'rasa-3' });
    const payload = decodeBase64url(envelope.payload)!;
    expect(new TextDecoder().decode(payload)).toBe(JSON.stringify(SAMPLE));
    const sig = decodeBase64url(envelope.sig)!;
    expect(sig.length).toBe(SIGNATURE_BYTES);
    // The signature is over exactly those bytes: Web Crypto checks it on its own.
    const publicKey = await crypto.subtle.importKey('jwk', { ...key.publicJwk, ext: true }, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
    expect(await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, publicKey, sig as BufferSource, payload as BufferSource)).toBe(true);
    expect(await verifyEnvelope(envelope, verifierFor(key))).toEqual({ ok: true, payload });
  });

  it('refuses a payload or signature changed by one character, and a key it does not trust', async () => {
    const key = await makeKey('rasa-4');
    const stranger = await makeKey('rasa-4');
    const envelope = await signed(SAMPLE, key);
    const verifier = verifierFor(key);
    for (const i of [0, 10, Math.floor(envelope.payload.length / 2), envelope.payload.length - 1]) {
      expect(await verifyEnvelope({ ...envelope, payload: flip(envelope.payload, i) }, verifier), `payload char ${i}`).toEqual({ ok: false, reason: 'altered' });
    }
    expect(await verifyEnvelope({ ...envelope, sig: flip(envelope.sig, 5) }, verifier)).toEqual({ ok: false, reason: 'altered' });
    expect(await verifyEnvelope({ ...envelope, kid: 'rasa-unknown' }, verifier)).toEqual({ ok: false, reason: 'unknown-key' });
    // The same id, another key: the signature does not hold.
    expect(await verifyEnvelope(await signed(SAMPLE, stranger), verifier)).toEqual({ ok: false, reason: 'altered' });
  });

  it('will not sign a trip larger than a phone would open', async () => {
    const key = await makeKey('rasa-5');
    await expect(signTrip({ ...SAMPLE, note: 'x'.repeat(MAX_PAYLOAD_BYTES) }, key.signing)).rejects.toBeInstanceOf(TripTooLargeError);
  });
});

describe('opening a trip from its link or file', () => {
  it('opens the link the desk makes: /trip# and base64url of the deflated envelope', async () => {
    const key = await makeKey('rasa-6');
    const envelope = await signed(SAMPLE, key);
    const link = await tripLink(envelope, 'https://www.rasajourneys.com');
    expect(link).toMatch(/^https:\/\/www\.rasajourneys\.com\/trip#[A-Za-z0-9_-]+$/);
    const fragment = link.split('#')[1]!;
    expect(await unpackFragment(fragment)).toEqual({ ok: true, text: text(envelope) });
    const opened = await openFragment(fragment, verifierFor(key));
    expect(opened).toEqual({ ok: true, trip: SAMPLE, envelope });
  });

  it('refuses a link changed by any one character, and keeps no part of it', async () => {
    const key = await makeKey('rasa-7');
    const fragment = (await tripLink(await signed(SAMPLE, key), 'https://x.test')).split('#')[1]!;
    const verifier = verifierFor(key);
    const step = Math.max(1, Math.floor(fragment.length / 60));
    for (let i = 0; i < fragment.length; i += step) {
      const opened = await openFragment(flip(fragment, i), verifier);
      expect(opened.ok, `character ${i}`).toBe(false);
    }
    expect((await openFragment(flip(fragment, fragment.length - 1), verifier)).ok).toBe(false);
  });

  it('says what is wrong: cut short, altered, unknown key, newer format, not ours, too large', async () => {
    const key = await makeKey('rasa-8');
    const other = await makeKey('rasa-other');
    const verifier = verifierFor(key);
    const envelope = await signed(SAMPLE, key);
    const fragment = (await tripLink(envelope, 'https://x.test')).split('#')[1]!;
    const refusal = async (p: Promise<unknown>) => ((await p) as { reason?: string; message?: string });

    const cut = await refusal(openFragment(fragment.slice(0, Math.floor(fragment.length * 0.7)), verifier));
    expect(cut).toEqual({ ok: false, reason: 'damaged', message: REFUSALS.damaged });
    expect(await refusal(openEnvelopeText(text({ ...envelope, payload: flip(envelope.payload, 3) }), verifier))).toMatchObject({ reason: 'altered', message: REFUSALS.altered });
    expect(await refusal(openEnvelopeText(text(await signed(SAMPLE, other)), verifier))).toMatchObject({ reason: 'unknown-key' });
    expect(await refusal(openEnvelopeText(JSON.stringify({ ...envelope, format: 2 }), verifier))).toMatchObject({ reason: 'newer', message: expect.stringMatching(/newer format/) });
    expect(await refusal(openEnvelopeText(JSON.stringify({ app: 'rasa-journeys', version: 1, saved: [] }), verifier))).toMatchObject({ reason: 'not-ours' });
    expect(await refusal(openEnvelopeText('{"app": "rasa-journeys", "kind": "booked-trip", "format": 1', verifier))).toMatchObject({ reason: 'damaged' });
    expect(await refusal(openFile({ size: 2_000_000, text: async () => '' }, verifier))).toMatchObject({ reason: 'too-large' });
    // A megabyte field deflates into a short link, and is refused unpacking, before any signature.
    const huge = await tripLink({ ...envelope, payload: 'A'.repeat(1_000_000) }, 'https://x.test');
    expect(huge.length).toBeLessThan(5_000);
    expect(await refusal(openFragment(huge.split('#')[1]!, verifier))).toMatchObject({ reason: 'too-large' });
    // Every refusal is a plain sentence of ours, never an echo of what came.
    for (const message of Object.values(REFUSALS)) expect(message).toMatch(/^[A-Z][^<>]+\.$/);
  });

  it('refuses a trip signed by a trusted key that fails the trip\'s check, as unreadable', async () => {
    const key = await makeKey('rasa-9');
    const bad = await signTrip({ ...SAMPLE, dutyPhone: '<b>call</b>' }, key.signing);
    expect(await openEnvelopeText(text(bad), verifierFor(key))).toMatchObject({ ok: false, reason: 'unreadable' });
  });

  it('opens the .json file, the envelope itself, with the line break an e-mail may add', async () => {
    const key = await makeKey('rasa-10');
    const envelope = await signed(SAMPLE, key);
    const file = `${text(envelope)}\r\n`;
    expect(await openFile({ size: file.length, text: async () => file }, verifierFor(key))).toEqual({ ok: true, trip: SAMPLE, envelope });
  });
});
