/**
 * The altitude profiles drawn at build time: one per journey sleeping above 2,500 m and none for
 * another, an image named "Altitude profile: ..." night by night, at most 10 KB gzip, each night at
 * its height and a night without a figure marked.
 */
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { drawAltitudeProfile } from '../../src/build-time/maps/profile';
import { loadFullCatalogue } from '../../src/content/details';

const full = await loadFullCatalogue();
const trip = (id: string) => full.itineraries.find((it) => it.id === id)!;

describe('altitude profiles', () => {
  it('draws one for the journeys with a night above 2,500 m, and none for the others', () => {
    const drawn = full.itineraries.filter((it) => drawAltitudeProfile(it)).map((it) => it.id);
    expect(drawn.sort()).toEqual(['annapurna-sanctuary', 'bhutan-trekking', 'everest-luxury', 'luxury-trekking']);
    expect(drawAltitudeProfile(trip('himalayan-kingdoms'))).toBeUndefined();
  });

  it.each(['annapurna-sanctuary', 'bhutan-trekking', 'everest-luxury', 'luxury-trekking'])('%s: an image named night by night, small', (id) => {
    const { id: mapId, svg } = drawAltitudeProfile(trip(id))!;
    expect(mapId).toBe(`profile/${id}`);
    expect(svg).toMatch(/^<svg [^>]*role="img" aria-label="Altitude profile: night 1 [^"]+"/);
    expect(gzipSync(svg).length).toBeLessThanOrEqual(10 * 1024);
    const nights = trip(id).stops.reduce((n, s) => n + s.nights, 0);
    expect(svg.match(/night \d+ /g)).toHaveLength(nights);
  });

  it('names the highest night and marks the nights without a figure', () => {
    const everest = drawAltitudeProfile(trip('everest-luxury'))!.svg;
    expect(everest).toContain('>Deboche, 3,740 m</text>');
    expect(everest).toContain('night 6 Deboche 3,740 m');
    expect(everest).not.toContain('>?</text>');
    const abc = drawAltitudeProfile(trip('annapurna-sanctuary'))!.svg;
    expect(abc).toContain('>Annapurna Base Camp, 4,130 m</text>');
    expect(abc).toContain('night 6 Deurali no figure');
    expect(abc.match(/>\?<\/text>/g)).toHaveLength(6);
  });
});
