/**
 * 'Before you go': every rule quoting its sources, two independent ones for entry rules and permits,
 * and checked within 12 months; the corrections of issue 41; due dates counted back from the
 * start or from the arrival in the rule's country; the property that no item concerns a country the
 * trip does not visit, and every visited country gets its entry, money and plugs items, over all 17
 * itineraries and several starts; permits and altitude only where the route needs them; the
 * reminders file read back with ical.js (an alarm per event, dates before departure, stable UIDs).
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { entryRules, permitRules, travelClinicRule, type ChecklistRule } from '../../src/content/checklist';
import { loadFullCatalogue } from '../../src/content/details';
import { countryEssentials } from '../../src/content/essentials';
import type { CountryEssentials } from '../../src/content/essentials/types';
import type { CountrySlug, Itinerary } from '../../src/content/types';
import { site } from '../../src/config/site';
import { remindersCalendar, reminderUid } from '../../src/trip/calendar';
import { arrivalIn, beforeYouGo, reminderDate, tripCountries, type ChecklistItem } from '../../src/features/beforeYouGo/checklist';
import { addDays, daysBetween } from '../../src/trip/dates';
import { SOURCE_WORDS, withWords } from '../../src/content/sourceWords';
import { expectQuoted, expectRecent, expectTwoIndependent } from './sourcedFacts';

const catalogue = await loadFullCatalogue();
const essentials = (await countryEssentials.loadAll()) as Record<CountrySlug, CountryEssentials>;
const trip = (id: string): Itinerary => catalogue.itineraries.find((it) => it.id === id)!;
const byId = (items: readonly ChecklistItem[], id: string) => items.find((i) => i.id === id);
const NOW = new Date('2026-11-26T10:00:00Z');
/** A rule's sources with their words (kept in sourceWords.ts). */
const sourcesOf = (r: ChecklistRule) => r.sources.map(withWords);

describe('the checklist rules', () => {
  const rules: ChecklistRule[] = [...entryRules, ...permitRules, travelClinicRule];
  it.each(rules.map((r) => [r.id, r] as const))('%s quotes its sources and was checked within 12 months', (_, rule) => {
    expect(new Set(rules.map((r) => r.id)).size).toBe(rules.length);
    expectQuoted(sourcesOf(rule), rule.id);
    for (const s of rule.sources) expect(s.url).toMatch(/^https?:\/\/[^/]+\.[a-z]+\//);
    expectRecent(rule.checkedOn, rule.id);
  });

  it.each([...entryRules, ...permitRules].map((r) => [r.id, r] as const))('%s rests on two independent sources, an official one where one could be read', (_, rule) => {
    expectTwoIndependent(sourcesOf(rule), rule.noOfficialSource, rule.id);
  });

  it('has an entry rule for each of the four countries', () => {
    expect([...new Set(entryRules.map((r) => r.country))].sort()).toEqual(['bhutan', 'india', 'nepal', 'sri-lanka']);
  });

  const rule = (id: string) => [...entryRules, ...permitRules].find((r) => r.id === id)!;
  const quotes = (id: string) => sourcesOf(rule(id)).map((s) => s.quote).join(' ');

  it("India's e-Visa: the government's own portal first; 4 days ahead at least, the window now 120 days for the 30-day visa too; not for Pakistani passports or origin", () => {
    const { text } = rule('india-evisa');
    expect(text).toMatch(/at least 4 days/);
    expect(text).toMatch(/120 days/);
    expect(text).toMatch(/indianvisaonline\.gov\.in/);
    expect(text).toMatch(/Pakistani passport, or of Pakistani origin/);
    const [first] = sourcesOf(rule('india-evisa'));
    expect(first!.url).toBe('https://indianvisaonline.gov.in/evisa/tvoa.html');
    expect(first!.official).toBe(true);
    expect(first!.readVia, 'says the portal was read through copies of its text').toMatch(/could not be read here directly/);
    expect(first!.quote).toMatch(/minimum 4 days/);
    expect(first!.quote).toMatch(/Pakistani Passport or Pakistani origin/);
    expect(quotes('india-evisa')).toMatch(/30-day tourist e-Visa/);
    expect(rule('india-evisa').sources.map((s) => s.url).join()).not.toMatch(/indianconsulate|visa-indian-online|indiaevisa\.in/);
  });

  it("Sri Lanka's ETA: the Department of Immigration and Emigration's own site first", () => {
    const [first, second] = sourcesOf(rule('sri-lanka-eta'));
    expect(new URL(first!.url).hostname).toBe('eta.gov.lk');
    expect(first!.official).toBe(true);
    expect(second!.quote).toMatch(/not less than 6 months from the date of arrival/);
  });

  it("Ladakh's Protected Area Permit is valid for 15 days since August 2021; the two-person rule given as unconfirmed", () => {
    expect(rule('india-ladakh-pap').text).toMatch(/Since August 2021 it is valid for up to 15 days/);
    expect(rule('india-ladakh-pap').text).toMatch(/at least two people.*no page of the Ladakh administration could be read to confirm/);
    expect(quotes('india-ladakh-pap')).toMatch(/group of at least two people/);
    expect(sourcesOf(rule('india-ladakh-pap')).filter((s) => /seven days to 15 days/.test(s.quote))).toHaveLength(2);
  });

  it('Nepal: a licensed guide and a TIMS card through a registered agency since April 2023; the Khumbu municipality permit (NPR 3,000 since July 2024, Lukla or Monjo); the Annapurna permit issued online', () => {
    expect(rule('nepal-licensed-guide').text).toMatch(/Since April 2023.*licensed guide.*registered/);
    expect(quotes('nepal-licensed-guide')).toMatch(/licensed/);
    expect(rule('nepal-acap').text).toMatch(/TIMS card .* only a registered trekking agency/);
    expect(rule('nepal-acap').text).toMatch(/online system/);
    expect(quotes('nepal-acap')).toMatch(/exclusively through the online system/);
    expect(quotes('nepal-acap')).toMatch(/Nepali Rupees 3,000/);
    const khumbu = rule('nepal-khumbu-municipality');
    expect(khumbu.text).toMatch(/Khumbu Pasang Lhamu Rural Municipality.*Lukla or Monjo.*Since July 2024 it costs NPR 3,000 per person for foreigners \(NPR 2,000 for nationals of SAARC countries and China\)/);
    const [fee, ...where] = sourcesOf(khumbu);
    expect(fee!.lang).toBe('ne');
    expect(fee!.quote).toMatch(/अन्य विदेशी नागरिकले तीन हजार रुपैयाँ/);
    expect(where.every((s) => /Lukla or Monjo/.test(s.quote))).toBe(true);
  });

  it("Bhutan's visa fee is USD 40", () => {
    expect(rule('bhutan-passport').text).toMatch(/USD 40/);
    expect(sourcesOf(rule('bhutan-passport')).every((s) => /(USD |US\$)40/.test(s.quote))).toBe(true);
  });
});

describe('due dates', () => {
  it('counts back from the start: the e-Visa 4 days before arriving in India, the clinic 8 weeks before', () => {
    const items = beforeYouGo(trip('golden-triangle'), '2027-03-14', essentials);
    expect(byId(items, 'entry-india-evisa')?.due).toBe('2027-03-10');
    expect(byId(items, 'health-health-clinic')?.due).toBe('2027-01-17');
    expect(byId(items, 'money-india')?.due).toBe('2027-03-07');
    expect(byId(items, 'packing-dress-india')?.due).toBe('2027-03-11');
    // Soonest first.
    const dues = items.map((i) => i.due);
    expect([...dues].sort()).toEqual(dues);
  });

  it('counts entry from the first day in that country on a trip of two countries, done from home', () => {
    const kingdoms = trip('himalayan-kingdoms'); // Kathmandu 2, Pokhara 2, Kathmandu 1, then Paro
    expect(arrivalIn(kingdoms, '2027-04-01', 'nepal')).toBe('2027-04-01');
    expect(arrivalIn(kingdoms, '2027-04-01', 'bhutan')).toBe('2027-04-06');
    const items = beforeYouGo(kingdoms, '2027-04-01', essentials);
    expect(byId(items, 'entry-nepal-visa')?.due).toBe('2027-03-25');
    expect(byId(items, 'entry-bhutan-passport')?.due).toBe(addDays('2027-04-06', -60));
    const lanka = beforeYouGo(trip('india-sri-lanka'), '2027-01-10', essentials);
    expect(byId(lanka, 'entry-india-evisa')?.due).toBe('2027-01-06');
    // Arrival in Sri Lanka on day 8: a week before would be the first day, so the day before it.
    expect(arrivalIn(trip('india-sri-lanka'), '2027-01-10', 'sri-lanka')).toBe('2027-01-17');
    expect(byId(lanka, 'entry-sri-lanka-eta')?.due).toBe('2027-01-09');
  });

  it('puts a reminder on its due day, today once that has passed, never after the start', () => {
    expect(reminderDate({ due: '2027-03-10' }, '2027-01-01', '2027-03-14')).toBe('2027-03-10');
    expect(reminderDate({ due: '2027-01-17' }, '2027-03-01', '2027-03-14')).toBe('2027-03-01');
    expect(reminderDate({ due: '2027-01-17' }, '2027-03-14', '2027-03-14')).toBe('2027-03-14');
  });
});

describe('the property: no item for a country the trip does not visit', () => {
  const starts = ['2027-01-05', '2027-04-20', '2027-07-15', '2027-10-31'];
  it('covers all 17 itineraries', () => expect(catalogue.itineraries).toHaveLength(17));
  it.each(catalogue.itineraries.map((it) => [it.id, it] as const))('%s', (_, it) => {
    const visited = new Set(tripCountries(it));
    for (const start of starts) {
      const items = beforeYouGo(it, start, essentials);
      for (const item of items) {
        if (item.country) expect(visited.has(item.country), `${item.id} for ${item.country}`).toBe(true);
        expect(item.sources.length, item.id).toBeGreaterThan(0);
        expect(daysBetween(item.due, start), item.id).toBeGreaterThan(0);
      }
      expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
      const entries = new Set(items.filter((i) => i.category === 'entry').map((i) => i.country));
      expect(entries).toEqual(visited);
      for (const country of visited) {
        expect(byId(items, `money-${country}`), `money for ${country}`).toBeDefined();
        expect(byId(items, `plugs-${country}`), `plugs for ${country}`).toBeDefined();
        expect(byId(items, `packing-dress-${country}`), `dress for ${country}`).toBeDefined();
      }
    }
  });
});

describe('what depends on the route', () => {
  const start = '2027-10-10';
  it('asks for permits only where the trip spends a night in the park or conservation area', () => {
    const ids = (id: string) => beforeYouGo(trip(id), start, essentials).filter((i) => i.category === 'permits').map((i) => i.id);
    const everest = ['permits-nepal-licensed-guide', 'permits-nepal-sagarmatha', 'permits-nepal-khumbu-municipality'];
    expect(ids('everest-luxury').sort()).toEqual([...everest].sort());
    expect(ids('luxury-trekking').sort()).toEqual([...everest].sort());
    expect(ids('annapurna-sanctuary').sort()).toEqual(['permits-nepal-acap', 'permits-nepal-licensed-guide']);
    expect(ids('nepal-explorer')).toEqual([]);
    expect(ids('golden-triangle')).toEqual([]);
  });

  it('adds altitude to the clinic visit only on a trip sleeping above 2,500 m', () => {
    const everest = byId(beforeYouGo(trip('everest-luxury'), start, essentials), 'health-altitude');
    expect(everest?.text).toMatch(/sleeps as high as [\d,]+ m/);
    expect(everest?.sources.map((s) => s.url)).toContain('http://www.nhs.uk/Conditions/altitude-sickness/Pages/introduction.aspx');
    // Their words are kept apart (sourceWords.ts), shown when the list is opened.
    expect(everest?.sources.every((s) => s.words && (SOURCE_WORDS[s.url ?? '']?.length ?? 0) > 10)).toBe(true);
    expect(byId(beforeYouGo(trip('golden-triangle'), start, essentials), 'health-altitude')).toBeUndefined();
  });

  it('packs for the months: warm layers for a Delhi January, rain gear for a Kerala monsoon, neither for a mild dry month', () => {
    const january = beforeYouGo(trip('golden-triangle'), '2027-01-05', essentials);
    expect(byId(january, 'packing-warm')?.text).toMatch(/about \d+°C on average in January/);
    expect(byId(january, 'packing-rain')).toBeUndefined();
    const june = beforeYouGo(trip('kerala-backwaters'), '2027-06-10', essentials);
    expect(byId(june, 'packing-rain')?.text).toMatch(/mm of rain falls on average in June/);
    expect(byId(june, 'packing-rain')?.sources[0]?.title).toMatch(/^Climate normals: /);
  });

  it('reads money, plugs and dress from the country essentials', () => {
    const items = beforeYouGo(trip('classic-sri-lanka'), start, essentials);
    expect(byId(items, 'plugs-sri-lanka')?.text).toContain('D, G and M');
    expect(byId(items, 'plugs-sri-lanka')?.text).toContain('230 V, 50 Hz');
    expect(byId(items, 'money-sri-lanka')?.text).toContain(essentials['sri-lanka'].money[0]!.text);
    expect(byId(items, 'packing-dress-sri-lanka')?.more?.href).toBe('/essentials/sri-lanka');
  });
});

describe('the reminders file', () => {
  const it_ = trip('bhutan-essentials');
  const start = '2027-04-10';
  const items = beforeYouGo(it_, start, essentials);
  const today = '2027-01-01';
  const plan = { itineraryId: it_.id, title: it_.title, start };
  const text = remindersCalendar(plan, { items, dayOf: (item) => reminderDate(item as ChecklistItem, today, start) }, { brand: site.brand, uidDomain: 'rasajourneys.com', now: NOW });
  const vevents = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');

  it('has one event per item, each on a day before departure with a display alarm', () => {
    expect(vevents).toHaveLength(items.length);
    vevents.forEach((event, i) => {
      const item = items[i]!;
      const day = (event.getFirstPropertyValue('dtstart') as ICAL.Time).toString();
      expect(day).toBe(reminderDate(item, today, start));
      expect(daysBetween(day, start)).toBeGreaterThan(0);
      expect(event.getFirstPropertyValue('summary')).toBe(`Before you go: ${item.title}`);
      const alarms = event.getAllSubcomponents('valarm');
      expect(alarms).toHaveLength(1);
      expect(alarms[0]!.getFirstPropertyValue('action')).toBe('DISPLAY');
      expect(String(alarms[0]!.getFirstPropertyValue('trigger'))).toBe('PT9H');
    });
  });

  it('has stable UIDs: the same trip and item give the same UID in another file', () => {
    const uids = vevents.map((e) => e.getFirstPropertyValue('uid'));
    expect(uids[0]).toBe(reminderUid('bhutan-essentials', start, items[0]!.id, 'rasajourneys.com'));
    expect(new Set(uids).size).toBe(uids.length);
    const again = remindersCalendar(plan, { items, dayOf: () => start }, { brand: site.brand, uidDomain: 'rasajourneys.com', now: new Date() });
    const againUids = new ICAL.Component(ICAL.parse(again)).getAllSubcomponents('vevent').map((e) => e.getFirstPropertyValue('uid'));
    expect(againUids).toEqual(uids);
  });
});
