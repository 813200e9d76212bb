/** Help's first steps for altitude sickness: read from a named source, checked within 12 months. */
import { describe, expect, it } from 'vitest';
import { altitudeFirstSteps } from '../../src/content/altitudeSickness';
import { daysBetween, isIsoDate } from '../../src/features/journeys/dates';
import { todayIso } from '../../src/lib/today';

describe('altitude first steps', () => {
  it('have their source (the NHS) and a check within 12 months', () => {
    expect(altitudeFirstSteps.steps.length).toBeGreaterThanOrEqual(3);
    expect(new URL(altitudeFirstSteps.source.url).hostname).toBe('www.nhs.uk');
    expect(isIsoDate(altitudeFirstSteps.checkedOn)).toBe(true);
    expect(daysBetween(altitudeFirstSteps.checkedOn, todayIso())).toBeLessThanOrEqual(365);
    expect(daysBetween(altitudeFirstSteps.checkedOn, todayIso())).toBeGreaterThanOrEqual(0);
    expect(altitudeFirstSteps.steps[0]).toMatch(/do not go any higher for at least 24 to 48 hours/);
    expect(altitudeFirstSteps.urgent).toMatch(/go down/);
  });
});
