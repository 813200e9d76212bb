import { describe, expect, it } from 'vitest';
import { paths } from '../../src/config/paths';
import { HERO_PHONE_CROP, phoneCropUrl, photoSrcSet, photoUrl, TILE_PHONE_CROP } from '../../src/lib/images';

describe('paths', () => {
  it('build every internal URL', () => {
    expect(paths.destination('india', 'agra')).toBe('/destinations/india/agra');
    expect(paths.itineraries()).toBe('/itineraries');
    expect(paths.itineraries('sri-lanka')).toBe('/itineraries/sri-lanka');
    expect(paths.itinerary('golden-triangle')).toBe('/itinerary/golden-triangle');
    expect(paths.whyUs()).toBe('/why-rasa-journeys');
  });

  it('prefill the booking form through the query, leaving out empty values', () => {
    expect(paths.booking({ destination: 'india', place: 'agra', name: 'Agra' })).toBe('/booking?destination=india&place=agra&name=Agra');
    expect(paths.booking({ destination: 'nepal', itinerary: '' })).toBe('/booking?destination=nepal');
    expect(paths.booking()).toBe('/booking');
    expect(paths.contact({ subject: 'Golden Triangle & more', inquiryType: 'custom' })).toBe('/contact?subject=Golden+Triangle+%26+more&inquiryType=custom');
  });
});

describe('photo URLs', () => {
  it('carry width, quality, format and crop', () => {
    const url = new URL(photoUrl('photo-123', { width: 800, quality: 60 }));
    expect(url.pathname).toBe('/photo-123');
    expect(Object.fromEntries(url.searchParams)).toEqual({ w: '800', q: '60', auto: 'format', fit: 'crop' });
    expect(new URL(photoUrl('photo-1', { width: 1200, height: 630, format: 'jpg' })).searchParams.get('fm')).toBe('jpg');
  });

  it('ask for a crop of the box shape on phones', () => {
    for (const crop of [HERO_PHONE_CROP, TILE_PHONE_CROP]) {
      const params = new URL(phoneCropUrl('photo-7', crop)).searchParams;
      expect(Number(params.get('w'))).toBe(crop.width);
      expect(Number(params.get('h'))).toBe(Math.round(crop.width / crop.ratio));
      expect(params.get('fit')).toBe('crop');
    }
  });

  it('build a srcset of widths up to the maximum', () => {
    const srcset = photoSrcSet('photo-9', 1200);
    expect(srcset.split(', ').map((s) => s.split(' ')[1])).toEqual(['480w', '800w', '1200w']);
  });
});
