/**
 * The catalogue's emergency numbers against Android's emergency-number table (AOSP's
 * ecc/input/eccdata.txt at a fixed commit, kept in tests/fixtures/aosp-ecc with its licence and a
 * README naming the repository and the commit): for India, Nepal, Bhutan and Sri Lanka every number
 * and what it is for must agree with the table, or the difference must be one the catalogue
 * explains with a source (ECC_DIFFERENCES), no more and no fewer. A number changed by hand in
 * src/content/emergency.ts, or a type dropped, makes a difference nothing explains, and the test
 * fails; so does a fixture edited by hand (its SHA-256 no longer the README's), and an explanation
 * left behind once its difference is gone.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ECC_DIFFERENCES, emergencyNumbers, type EmergencyService } from '../../src/content/emergency';
import { daysBetween, isIsoDate } from '../../src/trip/dates';
import { todayIso } from '../../src/lib/today';

const FIXTURE = new URL('../fixtures/aosp-ecc/', import.meta.url);
const COMMIT = '6927a4263493d1eeff05d64c3127a2617032a708';
const SHA256 = '3c4f1e9f216e5438c9bed34e2879df1ef2320298d88291fc49131430a7baaccd';
const eccdata = readFileSync(new URL('eccdata.txt', FIXTURE), 'utf8');

/** The catalogue's countries by their ISO codes, as the table names them. */
const ISO = { india: 'IN', nepal: 'NP', bhutan: 'BT', 'sri-lanka': 'LK' } as const;
/** The table's types for the catalogue's services; the others (tourist police, hotlines) it has no type for. */
const TYPE: Partial<Record<EmergencyService, string>> = { police: 'POLICE', ambulance: 'AMBULANCE', fire: 'FIRE' };

interface Ecc {
  readonly number: string;
  readonly types: readonly string[];
}

/** The table's numbers for a country: each `eccs { phone_number: ... types: ... }` block of its entry. */
function eccsOf(text: string, iso: string): Ecc[] {
  const entry = text.split(/^countries \{$/m).find((block) => new RegExp(`^\\s*iso_code: "${iso}"$`, 'm').test(block));
  if (!entry) return [];
  return [...entry.matchAll(/eccs \{([^}]*)\}/g)].map(([, body]) => ({
    number: /phone_number: "([^"]+)"/.exec(body!)?.[1] ?? '',
    types: [...body!.matchAll(/types: (\w+)/g)].map((m) => m[1]!),
  }));
}

/** Every difference between the catalogue and the table, keyed as ECC_DIFFERENCES keys them. */
function differences(catalogue: typeof emergencyNumbers, table: string): string[] {
  const found: string[] = [];
  for (const { country, numbers } of catalogue) {
    const iso = ISO[country];
    const eccs = eccsOf(table, iso);
    for (const n of numbers) {
      for (const service of n.services) {
        const type = TYPE[service];
        const agrees = type !== undefined && eccs.some((e) => e.number === n.number && e.types.includes(type));
        if (!agrees) found.push(`only-here:${iso}:${n.number}:${service}`);
      }
    }
    for (const e of eccs) {
      for (const type of e.types) {
        const agrees = numbers.some((n) => n.number === e.number && n.services.some((s) => TYPE[s] === type));
        if (!agrees) found.push(`only-android:${iso}:${e.number}:${type}`);
      }
    }
  }
  return found.sort();
}

const normalized = (text: string) => text.replace(/\s+/g, ' ').trim();

describe("the emergency numbers against Android's table", () => {
  it('reads the fixture of the named commit, unchanged (its SHA-256 as the README gives it)', () => {
    expect(createHash('sha256').update(readFileSync(new URL('eccdata.txt', FIXTURE))).digest('hex')).toBe(SHA256);
    const readme = readFileSync(new URL('README.md', FIXTURE), 'utf8');
    expect(readme).toContain(COMMIT);
    expect(readme).toContain(SHA256);
    expect(readme).toContain('GrapheneOS/platform_packages_services_Telephony');
    expect(readFileSync(new URL('LICENSE', FIXTURE), 'utf8')).toMatch(/Apache License\s+Version 2\.0/);
  });

  it('finds the four countries in the table', () => {
    for (const iso of Object.values(ISO)) expect(eccsOf(eccdata, iso).length, iso).toBeGreaterThan(0);
    expect(eccsOf(eccdata, 'LK')).toEqual([
      { number: '119', types: ['POLICE'] },
      { number: '110', types: ['AMBULANCE', 'FIRE'] },
    ]);
  });

  it('agrees with the catalogue but for the differences ECC_DIFFERENCES explains, each of them and no other', () => {
    const explained = ECC_DIFFERENCES.map((d) => d.key).sort();
    expect(new Set(explained).size, 'an explanation is listed twice').toBe(explained.length);
    expect(differences(emergencyNumbers, eccdata)).toEqual(explained);
  });

  it('fails on a number changed by hand, and on a service dropped', () => {
    const changed = emergencyNumbers.map((c) =>
      c.country === 'sri-lanka' ? { ...c, numbers: c.numbers.map((n) => (n.number === '119' ? { ...n, number: '118' } : n)) } : c,
    );
    expect(differences(changed, eccdata)).toEqual(expect.arrayContaining(['only-here:LK:118:police', 'only-android:LK:119:POLICE']));
    const dropped = emergencyNumbers.map((c) =>
      c.country === 'sri-lanka' ? { ...c, numbers: c.numbers.map((n) => (n.number === '110' ? { ...n, services: ['fire' as const] as const } : n)) } : c,
    );
    expect(differences(dropped, eccdata)).toContain('only-android:LK:110:AMBULANCE');
  });

  for (const d of ECC_DIFFERENCES) {
    it(`${d.key}: explained, with sources that give the number, checked within 12 months`, () => {
      expect(d.why.length).toBeGreaterThan(20);
      const number = d.key.split(':')[2]!;
      for (const s of d.sources) {
        expect(new URL(s.url).protocol).toMatch(/^https?:$/);
        const given = number.startsWith('+') ? s.quote.replace(/\D/g, '').includes(number.slice(-7)) : new RegExp(`(?<!\\d)${number}(?!\\d)`).test(s.quote);
        expect(given, `${s.publisher} does not give ${number}`).toBe(true);
      }
      expect(isIsoDate(d.checkedOn)).toBe(true);
      expect(daysBetween(d.checkedOn, todayIso())).toBeLessThanOrEqual(365);
    });
  }

  it("quotes the table word for word where the catalogue cites it", () => {
    const table = normalized(eccdata);
    const cited = emergencyNumbers.flatMap((c) => c.numbers.flatMap((n) => n.sources)).filter((s) => s.url.includes(`/${COMMIT}/ecc/input/eccdata.txt`));
    expect(cited.length).toBeGreaterThan(0);
    for (const s of cited) expect(table, s.quote).toContain(normalized(s.quote));
  });
});
