/**
 * The altitude guidance: Help's first steps read from the NHS (and a pharmacy chain's page, for the
 * medicines), and the acclimatisation rules an itinerary gives, each with its sources' own words
 * and a check within 12 months. The 48 hours after flying in are the Ladakh administration's rule
 * for Leh, as The Tribune reports it, not the Wilderness Medical Society's or the CDC's.
 */
import { describe, expect, it } from 'vitest';
import { ascentRule, flyInRule } from '../../src/content/acclimatisation';
import { altitudeFirstSteps } from '../../src/content/altitudeSickness';
import { withWords } from '../../src/content/sourceWords';
import { expectQuoted, expectRecent, expectTwoIndependent } from './sourcedFacts';

describe('altitude first steps', () => {
  it('rest on the NHS, quoted, and were checked within 12 months', () => {
    expect(altitudeFirstSteps.steps.length).toBeGreaterThanOrEqual(3);
    const sources = altitudeFirstSteps.sources.map(withWords);
    const [nhs] = sources;
    expect(new URL(nhs!.url).hostname).toBe('www.nhs.uk');
    expect(nhs!.official).toBe(true);
    expectQuoted(sources, 'first steps');
    expectRecent(altitudeFirstSteps.checkedOn, 'first steps');
    expect(altitudeFirstSteps.steps[0]).toMatch(/do not go any higher for at least 24 to 48 hours/);
    expect(nhs!.quote).toMatch(/not go any higher for at least 24 to 48 hours/);
    expect(altitudeFirstSteps.steps.at(-1)).toMatch(/go down by at least 500 m/);
    expect(nhs!.quote).toMatch(/descend by at least 500m/);
    expect(altitudeFirstSteps.urgent).toMatch(/go down/);
  });
});

describe('the acclimatisation rules', () => {
  it('above 3,000 m: at most 500 m higher a night and a rest day every 1,000 m, from the WMS guidelines', () => {
    expect(ascentRule.text).toMatch(/500 m higher each night.*every 1,000 m/);
    expectTwoIndependent(ascentRule.sources, ascentRule.noOfficialSource, 'ascent');
    expect(ascentRule.sources[0].publisher).toMatch(/Wilderness Medical Society/);
    expect(ascentRule.sources[0].quote).toMatch(/< 500 m\/day and an extra day for acclimatization every 1000 m/);
    expectRecent(ascentRule.checkedOn, 'ascent');
  });

  it("48 hours after flying in: Leh's rule, credited to the Ladakh administration (The Tribune, May 2022), not to the WMS or the CDC", () => {
    expect(flyInRule.text).toMatch(/48 hours/);
    expect(flyInRule.text).toMatch(/Ladakh administration/);
    expect(flyInRule.text).toMatch(/May 2022/);
    expectTwoIndependent(flyInRule.sources, flyInRule.noOfficialSource, 'fly-in');
    expect(flyInRule.sources[0].publisher).toMatch(/The Tribune \(14 May 2022\)/);
    expect(flyInRule.sources[0].quote).toMatch(/mandatory two-day acclimatisation/);
    expect(flyInRule.sources[0].quote).toMatch(/Ladakh Autonomous Hill Development Council/);
    for (const s of flyInRule.sources) expect(s.publisher).not.toMatch(/Wilderness|CDC/);
    expectRecent(flyInRule.checkedOn, 'fly-in');
  });
});
