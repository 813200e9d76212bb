/**
 * What a newer revision changes, each change as before and after, and the desk's draft: built into
 * a trip with every problem named by its field, the revision growing only when the trip changed.
 */
import { describe, expect, it } from 'vitest';
import { itineraryDetails } from '../../src/content/itineraryDetails';
import { changeText, diffTrips, plannedHotels } from '../../src/features/bookedTrip/diff';
import { buildTrip, contentKey, departureDays, emptyDraft, EMPTY_DAY, fieldId, newFlight, newTransfer, nextRevision, type DeskDraft } from '../../src/desk/draft';
import { itineraryDays } from '../../src/trip/trip';
import { checkTrip } from '../../src/features/bookedTrip/schema';
import type { BookedTrip } from '../../src/trip/booking';
import { SAMPLE } from './bookedTripFixtures';

const goldenTriangle = await itineraryDetails.load('golden-triangle')!;
const planned = plannedHotels((id) => (id === 'golden-triangle' ? goldenTriangle : undefined));
const texts = (before: BookedTrip, after: BookedTrip) => diffTrips(before, after, planned).map(changeText);

describe('what changed between revisions', () => {
  it("names a night's planned stay as a traveller does (the trip core's rule): without its town, none on the day of departure", () => {
    expect(planned('golden-triangle', 3)).toBe('The Oberoi Amarvilas');
    expect(planned('golden-triangle', 7)).toBeUndefined();
    expect(planned('no-such-trip', 1)).toBeUndefined();
  });

  it('says nothing when nothing changed', () => {
    expect(texts(SAMPLE, { ...SAMPLE, revision: 2, issuedAt: '2027-02-03T08:00:00.000Z' })).toEqual([]);
  });

  it("reads a pick-up moved and a hotel booked instead of the plan's as the issue writes them", () => {
    const after: BookedTrip = {
      ...SAMPLE,
      revision: 2,
      transfers: [{ ...SAMPLE.transfers[0]!, pickUp: '2027-03-16T10:15' }],
      days: [...SAMPLE.days.filter((d) => d.day !== 4), { day: 4, hotel: { name: 'ITC Mughal' } }, { day: 3, hotel: { name: 'ITC Mughal' } }],
    };
    const before: BookedTrip = { ...SAMPLE, days: SAMPLE.days.filter((d) => d.day !== 4) };
    expect(texts(before, after)).toEqual(['Night 3: The Oberoi Amarvilas → ITC Mughal', 'Night 4: The Oberoi Amarvilas → ITC Mughal', 'Day 3 pick-up 09:30 → 10:15']);
  });

  it('names each part that changed, added or went: dates, travellers, the 24-hour line, hotel details, flights, transfers, guide, meeting point, note', () => {
    const after: BookedTrip = {
      ...SAMPLE,
      revision: 3,
      start: '2027-03-15',
      end: '2027-03-21',
      travellers: ['Asha Rao'],
      dutyPhone: '+911140507799',
      note: 'See you soon.',
      days: [
        { day: 1, guide: { name: 'Anil Singh', phone: '+919810012345', languages: ['English'] }, meetingPoint: { place: 'Hotel lobby', time: '09:00' } },
        { day: 4, hotel: { ...SAMPLE.days[1]!.hotel!, confirmation: 'OB-99999' } },
      ],
      flights: [{ ...SAMPLE.flights[0]!, departs: '2027-03-20T10:00', arrives: '2027-03-20T11:45', terminal: '2' }],
      transfers: [{ ...SAMPLE.transfers[0]!, id: 'tr000002', pickUp: '2027-03-17T08:00' }],
    };
    expect(texts(SAMPLE, after)).toEqual([
      'Start date Sun 14 Mar 2027 → Mon 15 Mar 2027',
      'End date Sat 20 Mar 2027 → Sun 21 Mar 2027',
      'Travellers: Asha Rao, Vikram Rao → Asha Rao',
      '24-hour line +911140507788 → +911140507799',
      'Night 4 confirmation number OB-44812 → OB-99999',
      'Day 6 flight AI 491 departs Fri 19 Mar 2027 10:00 → Sat 20 Mar 2027 10:00',
      'Day 6 flight AI 491 terminal 3 → 2',
      'Day 3 transfer added: pick-up 08:00 at The Leela Palace lobby, to Hazrat Nizamuddin station',
      'Day 3 transfer removed: pick-up 09:30 at The Leela Palace lobby, to Hazrat Nizamuddin station',
      'Day 1 guide: Ravi Kumar → Anil Singh',
      "Day 1 guide's languages: English, Hindi → English",
      'Day 1 meeting point: — → Hotel lobby',
      'Note from your specialist: Welcome to India! Your driver waits at gate 4. → See you soon.',
    ]);
  });
});

const plan = itineraryDays(goldenTriangle);
const trip = { title: goldenTriangle.title, plan };

function draft(change: Partial<DeskDraft> = {}): DeskDraft {
  return { ...emptyDraft('golden-triangle', '+91 11 4050 7788'), tripId: 'rj-test00000000001', start: '2027-03-14', travellers: ['Asha Rao'], ...change };
}

describe("the desk's draft", () => {
  it('builds a trip a phone accepts, times on their days in their zones, phones in E.164', () => {
    const f = { ...newFlight(6), carrier: 'ai', number: '491', from: 'del', to: 'ktm', departTime: '10:00', arriveTime: '11:45' };
    const t = { ...newTransfer(3), time: '09:30', from: 'Hotel lobby', to: 'Station', driverName: 'Suresh', driverPhone: '+91 98990 01122' };
    const built = buildTrip(draft({ flights: [f], transfers: [t], days: { '4': { ...EMPTY_DAY, hotel: { ...EMPTY_DAY.hotel, name: 'ITC Mughal', phone: '+91 562 402 1700' } } } }), trip);
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    const c = built.content;
    expect(c).toMatchObject({ start: '2027-03-14', end: '2027-03-20', dutyPhone: '+911140507788', title: 'Golden Triangle Luxury Tour' });
    expect(c.flights[0]).toMatchObject({ carrier: 'AI', from: { iata: 'DEL', zone: 'Asia/Kolkata' }, to: { iata: 'KTM', zone: 'Asia/Kathmandu' }, departs: '2027-03-19T10:00', arrives: '2027-03-19T11:45' });
    expect(c.transfers[0]).toMatchObject({ pickUp: '2027-03-16T09:30', zone: 'Asia/Kolkata', driver: { name: 'Suresh', phone: '+919899001122' } });
    expect(c.days).toEqual([{ day: 4, hotel: { name: 'ITC Mughal', phone: '+915624021700' } }]);
    expect(checkTrip({ ...c, revision: 1, issuedAt: '2027-02-01T10:00:00.000Z' })).toBeTruthy();
  });

  it("names the planned hotel when only its details are given, and moves every time with the start date", () => {
    const t = { ...newTransfer(2), time: '08:00', from: 'Lobby', to: 'Old Delhi' };
    const built = buildTrip(draft({ start: '2027-04-01', transfers: [t], days: { '3': { ...EMPTY_DAY, hotel: { ...EMPTY_DAY.hotel, confirmation: 'AB12' } } } }), trip);
    expect(built.ok && built.content.days).toEqual([{ day: 3, hotel: { name: 'The Oberoi Amarvilas', confirmation: 'AB12' } }]);
    expect(built.ok && built.content.transfers[0]!.pickUp).toBe('2027-04-02T08:00');
  });

  it('names every problem by its field: no start, no traveller, a local phone, a flight landing before it leaves, an unknown airport without a zone', () => {
    const f = { ...newFlight(6), carrier: 'AI', number: '491', from: 'KTM', to: 'DEL', departTime: '10:00', arriveTime: '09:40' };
    const g = { ...newFlight(5), carrier: 'EK', number: '512', from: 'ZZZ', to: 'DEL', departTime: '01:00', arriveTime: '06:00' };
    const t = { ...newTransfer(2), time: '', from: '', to: 'Red Fort', driverPhone: '98990 01122' };
    const built = buildTrip(draft({ start: '', travellers: [''], dutyPhone: '011 4050 7788', flights: [f, g], transfers: [t] }), trip);
    expect(built.ok).toBe(false);
    if (built.ok) return;
    const fields = built.problems.map((p) => p.field);
    expect(fields).toEqual(
      expect.arrayContaining([fieldId.start, fieldId.traveller(0), fieldId.dutyPhone, fieldId.flight(g.id, 'fromZone'), fieldId.transfer(t.id, 'time'), fieldId.transfer(t.id, 'from'), fieldId.transfer(t.id, 'driverPhone'), fieldId.transfer(t.id, 'driverName')]),
    );
    // With a start date the times can be compared: 09:40 in Delhi comes five minutes before 10:00 in Kathmandu.
    const dated = buildTrip(draft({ flights: [f] }), trip);
    expect(!dated.ok && dated.problems).toEqual([{ field: fieldId.flight(f.id, 'arriveTime'), message: expect.stringMatching(/has not yet left KTM/) }]);
    expect(built.problems.find((p) => p.field === fieldId.dutyPhone)?.message).toMatch(/international form/);
  });

  it('takes the journey there and home: BA 257 leaves London the evening before day 1, a flight home leaves the day after the last', () => {
    expect(departureDays(1, 7)).toEqual([-2, -1, 0]);
    expect(departureDays(4, 7)).toEqual([0]);
    expect(departureDays(7, 7)).toEqual([0, 1]);
    const there = { ...newFlight(1), carrier: 'ba', number: '257', from: 'lhr', to: 'del', departTime: '21:40', arriveTime: '10:05', arriveDays: 1, departDays: -1 };
    const home = { ...newFlight(7), carrier: 'BA', number: '256', from: 'DEL', to: 'LHR', departTime: '02:40', arriveTime: '07:05', departDays: 1 };
    const built = buildTrip(draft({ flights: [there, home] }), trip);
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(built.content.flights[0]).toMatchObject({ carrier: 'BA', number: '257', from: { iata: 'LHR', zone: 'Europe/London' }, to: { iata: 'DEL', zone: 'Asia/Kolkata' }, departs: '2027-03-13T21:40', arrives: '2027-03-14T10:05' });
    expect(built.content.flights[1]).toMatchObject({ departs: '2027-03-21T02:40', arrives: '2027-03-21T07:05' });
    // A phone accepts it: the trip's check allows the journey there and home.
    expect(checkTrip({ ...built.content, revision: 1, issuedAt: '2027-02-01T10:00:00.000Z' })).toBeTruthy();
    // A flight under a middle day leaves on that day; a draft kept before 'Leaves' existed reads as 0.
    const middle = buildTrip(draft({ flights: [{ ...there, day: 4 }] }), trip);
    expect(!middle.ok && middle.problems.map((p) => p.field)).toEqual([fieldId.flight(there.id, 'departDays')]);
    const old = { ...there, departDays: undefined, arriveDays: 0, departTime: '06:00', arriveTime: '20:00' };
    expect(buildTrip(draft({ flights: [old] }), trip)).toMatchObject({ ok: true, content: { flights: [{ departs: '2027-03-14T06:00' }] } });
  });

  it('names the journey there in what changed', () => {
    const ba257 = { id: 'fl0ba257', carrier: 'BA', number: '257', from: { iata: 'LHR', zone: 'Europe/London' }, to: { iata: 'DEL', zone: 'Asia/Kolkata' }, departs: '2027-03-13T21:40', arrives: '2027-03-14T10:05' };
    expect(texts(SAMPLE, { ...SAMPLE, revision: 2, flights: [ba257, ...SAMPLE.flights] })).toEqual(['The journey there flight added: BA 257 LHR → DEL, departs 21:40']);
  });

  it('grows the revision only when the trip changed since it was sent', () => {
    const built = buildTrip(draft(), trip);
    if (!built.ok) throw new Error('draft');
    expect(nextRevision(built.content, undefined)).toEqual({ revision: 1, unchanged: false });
    const sent = { revision: 1, content: contentKey(built.content), envelope: {} as never, link: '' };
    expect(nextRevision(built.content, sent)).toEqual({ revision: 1, unchanged: true });
    const changed = buildTrip(draft({ note: 'Changed' }), trip);
    expect(changed.ok && nextRevision(changed.content, sent)).toEqual({ revision: 2, unchanged: false });
  });
});
