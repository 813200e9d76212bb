/**
 * The trip's calendar file, read back with an independent parser (ical.js): one all-day VEVENT
 * per day with its summary, location and plan, stable and unique UIDs, RFC 5545 escaping and
 * lines folded at 75 octets.
 */
import ICAL from 'ical.js';
import { createEvents } from 'ics';
import { describe, expect, it } from 'vitest';
import { loadFullCatalogue } from '../../src/content/details';
import type { Itinerary } from '../../src/content/types';
import { site } from '../../src/config/site';
import { calendarFileName, calendarUid, dayDescription, foldLines, tripCalendar as writeCalendar, unfoldLines } from '../../src/trip/calendar';
import { tripByDay } from '../../src/trip/timeline';
import { plannedTrip } from '../../src/trip/trip';

const catalogue = await loadFullCatalogue();
const trip = (id: string): Itinerary => catalogue.itineraries.find((it) => it.id === id)!;
const NOW = new Date('2026-11-25T10:00:00Z');
const byDay = (it: Itinerary, start: string) => tripByDay(plannedTrip({ id: `${it.id}:${start}`, itineraryId: it.id, start, travellers: 2 }, it));
/** A dated plan's calendar, as the trip core writes it for a planned trip. */
const tripCalendar = (it: Itinerary, start: string, brand: string = site.brand, options: { now?: Date } = {}) => writeCalendar(byDay(it, start), { brand, uidDomain: 'rasajourneys.com', ...options });

function events(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents('vevent') };
}

describe('tripCalendar', () => {
  const golden = trip('golden-triangle');
  const text = tripCalendar(golden, '2027-03-14', site.brand, { now: NOW });
  const { calendar, events: vevents } = events(text);

  it('has one all-day event per day, in order, with the next day as its end', () => {
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(vevents).toHaveLength(7);
    vevents.forEach((event, i) => {
      const start = event.getFirstPropertyValue('dtstart') as ICAL.Time;
      const end = event.getFirstPropertyValue('dtend') as ICAL.Time;
      expect(start.isDate, 'all-day').toBe(true);
      expect(end.isDate).toBe(true);
      expect(start.toString()).toBe(`2027-03-${String(14 + i).padStart(2, '0')}`);
      expect(end.toString()).toBe(`2027-03-${String(15 + i).padStart(2, '0')}`);
    });
    expect(text).toContain('DTSTART;VALUE=DATE:20270314\r\n');
    expect(text).toContain('DTEND;VALUE=DATE:20270315\r\n');
  });

  it('names each day by its stop and the brand, and sets the location', () => {
    expect(vevents.map((e) => e.getFirstPropertyValue('summary'))).toEqual([
      'Day 1: Delhi - Rasa Journeys',
      'Day 2: Delhi - Rasa Journeys',
      'Day 3: Agra - Rasa Journeys',
      'Day 4: Agra - Rasa Journeys',
      'Day 5: Jaipur - Rasa Journeys',
      'Day 6: Jaipur - Rasa Journeys',
      'Day 7: Jaipur - Rasa Journeys',
    ]);
    expect(vevents[2]!.getFirstPropertyValue('location')).toBe('Agra, India');
  });

  it("carries the day's title, plan, hotel and meals in the description, escaped and back intact", () => {
    const day3 = golden.days[2]!;
    const description = vevents[2]!.getFirstPropertyValue('description') as string;
    expect(description).toBe(dayDescription(byDay(golden, '2027-03-14').days[2]!));
    expect(description.split('\n')[0]).toBe('By Gatimaan Express to Agra');
    expect(description).toContain(day3.description);
    for (const a of day3.activities) expect(description).toContain(`- ${a}`);
    expect(description).toContain('Hotel: The Oberoi Amarvilas, Agra');
    expect(description).toContain('Meals: Breakfast, Dinner');
    // On the wire, commas are escaped and newlines written as \n.
    expect(unfoldLines(text)).toContain('Hotel: The Oberoi Amarvilas\\, Agra\\nMeals: Breakfast\\, Dinner');
    expect(vevents[6]!.getFirstPropertyValue('description')).toContain('Hotel: none (departure day)');
  });

  it('gives each day a unique UID that is the same every time the trip is exported', () => {
    const uids = vevents.map((e) => e.getFirstPropertyValue('uid'));
    expect(uids[2]).toBe('golden-triangle-2027-03-14-day3@rasajourneys.com');
    expect(new Set(uids).size).toBe(7);
    const again = events(tripCalendar(golden, '2027-03-14', site.brand, { now: new Date('2027-01-01T00:00:00Z') })).events;
    expect(again.map((e) => e.getFirstPropertyValue('uid'))).toEqual(uids);
    const otherStart = events(tripCalendar(golden, '2027-03-21', site.brand, { now: NOW })).events;
    expect(otherStart.map((e) => e.getFirstPropertyValue('uid')).some((u) => uids.includes(u))).toBe(false);
    expect(calendarUid('golden-triangle', '2027-03-14', 3, 'rasajourneys.com')).toBe(uids[2]);
    // The same input and moment make the same file, byte for byte.
    expect(tripCalendar(golden, '2027-03-14', site.brand, { now: NOW })).toBe(text);
    expect(vevents[0]!.getFirstPropertyValue('dtstamp')!.toString()).toBe('2026-11-25T10:00:00Z');
  });

  it('folds every line at 75 octets with CRLF and a space, and unfolds to the same text', () => {
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const lines = text.split('\r\n');
    expect(lines.some((l) => l.startsWith(' '))).toBe(true);
    for (const line of lines) expect(new TextEncoder().encode(line).length, line).toBeLessThanOrEqual(75);
    expect(text).not.toMatch(/[^\r]\n/);
  });

  it('keeps commas, semicolons, backslashes, newlines and non-ASCII letters through the round trip', () => {
    const odd = 'Lunch; then tea, cake & more.\nNext line\r\nand a CR\rline, a back\\slash, «Café Mocha» 42°C → Tashichho Dzong ཞབས་དྲུང་ 🐯'.repeat(3);
    const tricky: Itinerary = {
      ...golden,
      id: 'tricky',
      title: 'Tricky; title, with\nnewline',
      days: golden.days.map((d) => ({ ...d, description: odd, accommodation: 'Hôtel “Le Palais”, Agra; room 4', meals: 'Breakfast, Dinner; tea' })),
    };
    const out = tripCalendar(tricky, '2027-12-29', 'Brand, Inc; ø', { now: NOW });
    for (const line of out.split('\r\n')) expect(new TextEncoder().encode(line).length, line).toBeLessThanOrEqual(75);
    const parsed = events(out).events;
    expect(parsed).toHaveLength(7);
    const description = parsed[0]!.getFirstPropertyValue('description') as string;
    expect(description).toContain(odd.replace(/\r\n?/g, '\n'));
    expect(description).toContain('Hotel: Hôtel “Le Palais”, Agra; room 4');
    expect(parsed[0]!.getFirstPropertyValue('summary')).toBe('Day 1: Delhi - Brand, Inc; ø');
    // Across the new year.
    expect(parsed.map((e) => (e.getFirstPropertyValue('dtstart') as ICAL.Time).toString())).toEqual([
      '2027-12-29',
      '2027-12-30',
      '2027-12-31',
      '2028-01-01',
      '2028-01-02',
      '2028-01-03',
      '2028-01-04',
    ]);
  });

  it('names the file after the trip and start', () => {
    expect(calendarFileName(byDay(golden, '2027-03-14').trip)).toBe('golden-triangle-2027-03-14.ics');
  });

  it('makes a valid file for every itinerary of the catalogue', () => {
    for (const it of catalogue.itineraries) {
      const out = tripCalendar(it, '2027-10-30', site.brand, { now: NOW });
      const parsed = events(out).events;
      expect(parsed, it.id).toHaveLength(it.days.length);
      for (const line of out.split('\r\n')) expect(new TextEncoder().encode(line).length, `${it.id}: ${line}`).toBeLessThanOrEqual(75);
    }
    expect(() => tripCalendar(golden, 'soon')).toThrow(RangeError);
  });
});

describe('foldLines', () => {
  it('is needed: the ics package folds at 75 characters, so non-ASCII lines run past 75 octets', () => {
    const { value } = createEvents([{ uid: 'a', start: [2027, 3, 14], end: [2027, 3, 15], title: 'x', description: 'é'.repeat(200) }]);
    const longest = Math.max(...value!.split('\r\n').map((l) => new TextEncoder().encode(l).length));
    // If this fails, ics has learnt to fold by octets and the refold in calendar.ts can go.
    expect(longest).toBeGreaterThan(75);
  });

  it('never splits a character and leaves short lines alone', () => {
    expect(foldLines('SUMMARY:short')).toBe('SUMMARY:short');
    const long = 'DESCRIPTION:' + 'é'.repeat(100);
    const folded = foldLines(long);
    for (const line of folded.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(unfoldLines(folded)).toBe(long);
    const emoji = 'X:' + '🐯'.repeat(40);
    expect(unfoldLines(foldLines(emoji))).toBe(emoji);
  });
});
