/**
 * "Text my position to the 24-hour line" (issue 53): the text is one plain SMS (GSM-7 only, at
 * most 160 septets) with the surname and reference, the day, the position to 5 decimals, its
 * accuracy, the plus code and the local time with its offset; a maps link only whole and where it
 * fits; a waiting message's first words after the position; "position not available" without one;
 * the sms: link in iOS's form and the others', every reserved character encoded; the position
 * asked fresh, else the last known with its age, a refusal said plainly.
 */
import { describe, expect, it } from 'vitest';
import { fitWords, isGsm7, septets, toGsm7 } from '../../src/features/bookedTrip/gsm7';
import { plusCode } from '../../src/features/bookedTrip/plusCode';
import { ageText, clockWithOffset, encodeSmsBody, smsBody, smsFormOf, smsHref, surnameOf, type Fix, type SmsParts } from '../../src/features/bookedTrip/smsPosition';
import { dayLabel, findPosition, FRESH_MAX_AGE_MS, FRESH_TIMEOUT_MS, problemSentence } from '../../src/features/bookedTrip/textForTrip';

/**
 * GSM 03.38's default alphabet and its extension table, written out here from the standard (not
 * read from the module under test).
 */
const GSM_BASIC = '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '\f^{}\\[~]|€';
const GREEK = 'ΔΦΓΛΩΠΨΣΘΞ';
const inAlphabet = (text: string) => [...text].every((c) => (GSM_BASIC.includes(c) || GSM_EXTENSION.includes(c)) && !GREEK.includes(c));
const septetsOf = (text: string) => [...text].reduce((n, c) => n + (GSM_EXTENSION.includes(c) ? 2 : 1), 0);

const JAIPUR = { lat: 26.92391, lng: 75.82672 };
// 14:05 in India on day 6 of a trip (08:35 UTC).
const NOW = Date.UTC(2027, 2, 19, 8, 35);
const fix: Fix = { ...JAIPUR, accuracy: 12.4, at: NOW, code: plusCode(JAIPUR)! };
const parts: SmsParts = { reference: 'rj-a1b2c3d4e5f6g7h8', surname: 'Rao', day: 'Day 6', fix, now: NOW, zone: 'Asia/Kolkata' };

function expectOneSms(body: string) {
  expect(inAlphabet(body), JSON.stringify(body)).toBe(true);
  expect(septetsOf(body), body).toBeLessThanOrEqual(160);
}

describe('the plus code', () => {
  it('is computed on the phone: Jaipur 26.92391,75.82672 is 7JRQWRFG+ and two more digits', () => {
    expect(plusCode(JAIPUR)).toMatch(/^7JRQWRFG\+[23456789CFGHJMPQRVWX]{2}$/);
    expect(plusCode(JAIPUR)).toBe('7JRQWRFG+HM');
    // The Taj Mahal, elsewhere in the grid.
    expect(plusCode({ lat: 27.1751, lng: 78.0421 })).toMatch(/^7JVW52/);
  });
});

describe('GSM-7', () => {
  it('keeps the alphabet, makes typography plain and leaves out other scripts', () => {
    expect(toGsm7('“Hotel” – 5° north… it’s Zoë’s')).toBe('"Hotel" - 5 deg north... it\'s Zoe\'s');
    expect(toGsm7('Āgra ±10 m · café')).toBe('Agra +/-10 m . café');
    expect(toGsm7('गोनेर रोड, Jaipur 😀')).toBe(', Jaipur');
    expect(isGsm7(toGsm7('Łódź ΔΣ ☎ «ok» ﬁ'))).toBe(true);
  });

  it('counts an extension character as two septets', () => {
    expect(septets('a[b]€')).toBe(8);
    expect(septets('abc')).toBe(3);
  });

  it('cuts at a word, with an ellipsis, within the room', () => {
    expect(fitWords('We are waiting in the lobby.', 100)).toBe('We are waiting in the lobby.');
    expect(fitWords('We are waiting in the lobby.', 17)).toBe('We are waiting...');
    expect(fitWords('Unbreakable', 5)).toBe('');
  });
});

describe('the text', () => {
  it('holds the surname, the reference, the day, the position to 5 decimals, the accuracy, the plus code, the local time with its zone and a maps link: one plain SMS', () => {
    const body = smsBody(parts);
    expect(body).toBe('Rao, trip rj-a1b2c3d4e5f6g7h8, Day 6: at 26.92391,75.82672 +/-12m, 7JRQWRFG+HM, 14:05 UTC+05:30. https://maps.google.com/?q=26.92391,75.82672');
    expectOneSms(body);
  });

  it('says "position not available" without a position, with the time, and stays one SMS', () => {
    const { fix: _none, ...rest } = parts;
    const body = smsBody(rest);
    expect(body).toBe('Rao, trip rj-a1b2c3d4e5f6g7h8, Day 6: position not available at 14:05 UTC+05:30.');
    expect(body).not.toMatch(/maps\.google/);
    expectOneSms(body);
  });

  it('gives an old position as the last known one, with its age', () => {
    const body = smsBody({ ...parts, fix: { ...fix, at: NOW - 25 * 60_000 } });
    expect(body).toContain('13:40 UTC+05:30 (last known, 25 min old)');
    expectOneSms(body);
  });

  it('puts a waiting message’s first words after the position, cut at a word to fit, the link left out when it does not fit whole', () => {
    const waiting = 'Our driver has not come: We are waiting in the lobby of the hotel since nine and nobody answers the phone at the agency office, please send someone';
    const body = smsBody({ ...parts, waiting });
    expect(body.startsWith('Rao, trip rj-a1b2c3d4e5f6g7h8, Day 6: at 26.92391,75.82672 +/-12m, 7JRQWRFG+HM, 14:05 UTC+05:30. Msg: Our driver has not come: We are')).toBe(true);
    expect(body.endsWith('...')).toBe(true);
    expect(body).not.toContain('https://');
    expect(septetsOf(body)).toBeGreaterThan(150);
    expectOneSms(body);
    // A short one fits whole.
    expect(smsBody({ ...parts, waiting: 'Driver late.' })).toContain('. Msg: Driver late.');
  });

  it('makes any name and message plain and short: curly quotes, a degree sign, Devanagari, extension characters', () => {
    const body = smsBody({
      ...parts,
      reference: 'rj-' + 'x'.repeat(60),
      surname: surnameOf('Asha Ōkubo-Łukasiewicz-Montgomery-Featherstonehaugh')!,
      day: 'Travel day home',
      waiting: '“Lost” at 4,000 m — गोनेर रोड {near the [temple]} € ~ | ^ \\ '.repeat(4),
    });
    expectOneSms(body);
    expect(body).toContain('Okubo-Lukasiewicz-Montgo');
    expect(body).not.toContain('rj-xxx');
  });

  it('keeps within 160 septets whatever it is given', () => {
    for (const waiting of ['', 'a', '[]'.repeat(200), 'word '.repeat(80), '€'.repeat(90)]) {
      for (const f of [fix, { ...fix, lat: -89.123456, lng: -179.98765, accuracy: 123456, at: NOW - 3 * 86_400_000 }, undefined]) {
        const body = smsBody({ ...parts, ...(f && { fix: f }), ...(!f && { fix: undefined }), waiting });
        expectOneSms(body);
      }
    }
  });

  it('gives the local time with its offset from UTC, half hours and west of Greenwich too', () => {
    expect(clockWithOffset(NOW, 'Asia/Kolkata')).toBe('14:05 UTC+05:30');
    expect(clockWithOffset(NOW, 'Asia/Kathmandu')).toBe('14:20 UTC+05:45');
    expect(clockWithOffset(NOW, 'America/New_York')).toBe('04:35 UTC-04:00');
    expect(ageText(25 * 60_000)).toBe('25 min');
    expect(ageText(3 * 3_600_000)).toBe('3 h');
  });
});

describe('the sms: link', () => {
  const body = smsBody(parts);

  it('is sms:+number?body= on Android and sms:+number&body= on an iPhone or iPad, the iPad’s desktop user agent too', () => {
    const android = smsFormOf({ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36', platform: 'Linux armv81', maxTouchPoints: 5 });
    const iphone = smsFormOf({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1', platform: 'iPhone', maxTouchPoints: 5 });
    const ipadDesktop = smsFormOf({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15', platform: 'MacIntel', maxTouchPoints: 5 });
    const mac = smsFormOf({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15', platform: 'MacIntel', maxTouchPoints: 0 });
    expect([android, iphone, ipadDesktop, mac]).toEqual(['standard', 'ios', 'ios', 'standard']);
    expect(smsHref('+911140507788', body, android)).toMatch(/^sms:\+911140507788\?body=[^?&]+$/);
    expect(smsHref('+911140507788', body, iphone)).toMatch(/^sms:\+911140507788&body=[^?&]+$/);
  });

  it('encodes "&" and every other reserved character, and decodes to the text itself', () => {
    const text = 'A & B? #1 +2 = 50% (ok) it\'s "fine"!*';
    const encoded = encodeSmsBody(text);
    expect(encoded).not.toMatch(/[&?#+=()'!*" ]/);
    expect(encoded).toContain('%26');
    expect(decodeURIComponent(encoded)).toBe(text);
    const href = smsHref('+911140507788', `${body} Msg: tea & biscuits`, 'standard');
    expect(decodeURIComponent(href.split('?body=')[1]!)).toBe(`${body} Msg: tea & biscuits`);
    expect(href.split('?body=')[1]).toContain('7JRQWRFG%2BHM');
  });
});

describe('finding the position', () => {
  type Answer = { position: { coords: { latitude: number; longitude: number; accuracy: number }; timestamp: number } } | { code: number };
  /** A phone whose geolocation answers each question in turn, recording the options asked with. */
  function phone(...answers: Answer[]) {
    const asked: PositionOptions[] = [];
    const geolocation = {
      getCurrentPosition(ok: PositionCallback, fail: PositionErrorCallback, options: PositionOptions) {
        asked.push(options);
        const a = answers.shift()!;
        if ('code' in a) fail!({ code: a.code, message: '', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError);
        else ok(a.position as unknown as GeolocationPosition);
      },
    } as unknown as Geolocation;
    return { geolocation, asked };
  }
  const at = (lat: number, lng: number, accuracy: number, timestamp: number) => ({ position: { coords: { latitude: lat, longitude: lng, accuracy }, timestamp } });

  // In this order: the tab remembers the last fresh position it saw.
  it('after a time-out, gives the last position the phone knew, with its age', async () => {
    const { geolocation, asked } = phone({ code: 3 }, at(26.9, 75.8, 30, NOW - 40 * 60_000));
    const found = await findPosition(geolocation, () => NOW);
    expect(asked[1]).toMatchObject({ maximumAge: Infinity });
    expect(found.fix?.at).toBe(NOW - 40 * 60_000);
    expect(problemSentence(found, NOW)).toMatch(/last one it knew, with its age/);
    expect(smsBody({ ...parts, fix: found.fix! })).toContain('(last known, 40 min old)');
  });

  it('says a refusal plainly, and asks nothing more', async () => {
    const { geolocation, asked } = phone({ code: 1 });
    const found = await findPosition(geolocation, () => NOW);
    expect(found).toEqual({ problem: 'refused' });
    expect(asked).toHaveLength(1);
    expect(problemSentence(found, NOW)).toMatch(/^Your position was not added: permission to use it was refused\./);
  });

  it('asks for a fresh position, waiting up to 20 s, and dates it when it came', async () => {
    const { geolocation, asked } = phone(at(26.92391, 75.82672, 8, NOW - 1000));
    const found = await findPosition(geolocation, () => NOW);
    expect(asked).toEqual([{ enableHighAccuracy: true, timeout: FRESH_TIMEOUT_MS, maximumAge: FRESH_MAX_AGE_MS }]);
    expect(FRESH_TIMEOUT_MS).toBe(20_000);
    expect(found).toEqual({ fix: { lat: 26.92391, lng: 75.82672, accuracy: 8, at: NOW - 1000 } });
    expect(problemSentence(found, NOW)).toBeUndefined();
  });

  it('without a fresh one or one the phone knew, gives the last seen in this tab (kept in memory only)', async () => {
    const { geolocation } = phone({ code: 2 }, { code: 3 });
    const found = await findPosition(geolocation, () => NOW + 10 * 60_000);
    expect(found).toEqual({ fix: { lat: 26.92391, lng: 75.82672, accuracy: 8, at: NOW - 1000 }, problem: 'unavailable' });
  });

  it('names the day: a trip day by number, a day of travel as such', () => {
    expect(dayLabel(undefined)).toBeUndefined();
    expect(dayLabel({ date: '2027-03-19', zone: 'Asia/Kolkata', part: 'trip', day: { number: 6, date: '2027-03-19' }, items: [] })).toBe('Day 6');
    expect(dayLabel({ date: '2027-03-13', zone: 'Europe/London', part: 'there', items: [] })).toBe('Travel day there');
  });
});
