/**
 * A dated trip: each day's date, stop, rating, warnings and the festivals within the dates, all
 * from the catalogue and the When to Go data. (Its URL query: journeys-trip-url.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { loadFullCatalogue } from '../../src/content/details';
import { getClimateRegion } from '../../src/content/seasons';
import type { Itinerary } from '../../src/content/types';
import { datedPlan, noteAppliesTo } from '../../src/features/journeys/plan';

const catalogue = await loadFullCatalogue();
const trip = (id: string): Itinerary => catalogue.itineraries.find((it) => it.id === id)!;

describe('datedPlan', () => {
  it('dates the Golden Triangle from 14 March 2027: seven days, their stops and ratings', () => {
    const plan = datedPlan(trip('golden-triangle'), '2027-03-14');
    expect(plan.start).toBe('2027-03-14');
    expect(plan.end).toBe('2027-03-20');
    expect(plan.days.map((d) => d.number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(plan.days.map((d) => d.date)).toEqual(['2027-03-14', '2027-03-15', '2027-03-16', '2027-03-17', '2027-03-18', '2027-03-19', '2027-03-20']);
    expect(plan.days[2]!.dateText).toBe('Tue 16 Mar 2027');
    expect(plan.days.map((d) => d.stop.name)).toEqual(['Delhi', 'Delhi', 'Agra', 'Agra', 'Jaipur', 'Jaipur', 'Jaipur']);
    expect(plan.days.map((d) => d.region?.id)).toEqual(['india-plains', 'india-plains', 'india-plains', 'india-plains', 'rajasthan', 'rajasthan', 'rajasthan']);
    // The ratings are March's in each stop's region.
    for (const d of plan.days) {
      expect(d.climate).toBe(getClimateRegion(d.stop.region)!.months[2]);
      expect(d.rating).toBe(d.climate!.rating);
    }
    expect(plan.days.map((d) => d.rating)).toEqual(['good', 'good', 'good', 'good', 'good', 'good', 'good']);
    expect(plan.days[0]!.plan.title).toBe('Arrival in Delhi');
    expect(plan.daysWithWarnings).toBe(0);
    // Holi (March) is carried by both regions but listed once, for every day.
    expect(plan.festivals.map((f) => f.note.text)).toEqual(['Holi, the festival of colours, usually falls in March.']);
    expect(plan.festivals[0]!.days).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(plan.festivals[0]!.regions).toEqual(['india-plains', 'rajasthan']);
  });

  it('crosses a month end with the right month per day', () => {
    const plan = datedPlan(trip('golden-triangle'), '2027-02-26');
    expect(plan.days.map((d) => d.date)).toEqual(['2027-02-26', '2027-02-27', '2027-02-28', '2027-03-01', '2027-03-02', '2027-03-03', '2027-03-04']);
    expect(plan.days.map((d) => d.month)).toEqual([2, 2, 2, 3, 3, 3, 3]);
    // Holi concerns the March days only.
    expect(plan.festivals.find((f) => f.note.text.startsWith('Holi'))!.days).toEqual([4, 5, 6, 7]);
  });

  it("warns of Ranthambore's monsoon closure on the Tiger Trail from 1 July 2027, on the Ranthambore days only", () => {
    const plan = datedPlan(trip('tiger-trail'), '2027-07-01');
    expect(plan.days).toHaveLength(9);
    const warned = plan.days.filter((d) => d.warnings.length > 0);
    expect(warned.map((d) => [d.number, d.stop.name])).toEqual([
      [2, 'Ranthambore'],
      [3, 'Ranthambore'],
    ]);
    expect(warned[0]!.warnings).toEqual([expect.objectContaining({ kind: 'closure', text: "Ranthambore's core zones close for the monsoon (1 July to 30 September)." })]);
    expect(plan.daysWithWarnings).toBe(2);
    // In March the parks are open.
    expect(datedPlan(trip('tiger-trail'), '2027-03-01').daysWithWarnings).toBe(0);
  });

  it("warns of a month rated 'avoid' (the Everest trails in the monsoon)", () => {
    const plan = datedPlan(trip('everest-luxury'), '2027-07-01');
    const trail = plan.days.filter((d) => d.stop.region === 'nepal-high-trails');
    expect(trail.length).toBeGreaterThan(0);
    for (const d of trail) {
      expect(d.rating).toBe(getClimateRegion('nepal-high-trails')!.months[6]!.rating);
      if (d.rating === 'avoid') expect(d.warnings[0]).toMatchObject({ kind: 'avoid', text: expect.stringMatching(/^July is a month to avoid in /) });
    }
    expect(plan.days.some((d) => d.warnings.some((w) => w.kind === 'avoid'))).toBe(true);
    expect(plan.days.some((d) => d.warnings.some((w) => w.kind === 'closure'))).toBe(true);
  });

  it('lists the festivals within the dates: Rajasthan in November has Diwali and the Pushkar fair', () => {
    const plan = datedPlan(trip('rajasthan-royalty'), '2027-11-01');
    const texts = plan.festivals.map((f) => f.note.text);
    expect(texts).toContain('Diwali, the festival of lights, usually falls in October or November.');
    expect(texts).toContain('The Pushkar camel fair is usually held in November, around the full moon of Kartik.');
    expect(new Set(texts).size).toBe(texts.length);
    const pushkar = plan.festivals.find((f) => f.note.text.startsWith('The Pushkar'))!;
    // Rajasthan days only: not the two Delhi days.
    expect(pushkar.days).toEqual(plan.days.filter((d) => d.stop.region === 'rajasthan').map((d) => d.number));
    expect(pushkar.days).not.toContain(1);
    // The same trip in March meets neither.
    const march = datedPlan(trip('rajasthan-royalty'), '2027-03-01').festivals.map((f) => f.note.text);
    expect(march.some((t) => t.startsWith('Diwali') || t.startsWith('The Pushkar'))).toBe(false);
  });

  it('keeps place-bound notes to their places', () => {
    const region = getClimateRegion('rajasthan')!;
    const closure = region.notes.find((n) => n.kind === 'closure')!;
    const jaipur = trip('golden-triangle').stops[2]!;
    const ranthambore = trip('tiger-trail').stops[1]!;
    expect(noteAppliesTo(closure, ranthambore)).toBe(true);
    expect(noteAppliesTo(closure, jaipur)).toBe(false);
    expect(noteAppliesTo({ kind: 'closure', months: [7], text: 'x', places: ['india/kanha'] }, trip('tiger-trail').stops[4]!)).toBe(true);
  });

  it('dates every itinerary of the catalogue from any start, one date per day', () => {
    for (const it of catalogue.itineraries) {
      const plan = datedPlan(it, '2027-12-28');
      expect(plan.days).toHaveLength(it.days.length);
      plan.days.forEach((d, i) => {
        expect(d.rating, `${it.id} day ${d.number}`).toBeDefined();
        if (i > 0) expect(d.date > plan.days[i - 1]!.date).toBe(true);
      });
    }
    expect(() => datedPlan(trip('golden-triangle'), '2027-02-30')).toThrow(RangeError);
  });
});
