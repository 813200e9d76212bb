import { describe, expect, it } from 'vitest';
import { devAssetFor } from '../../scripts/dev-plugin';

describe('the dev server\'s maps and search index (scripts/dev-plugin.ts)', () => {
  it('reads a map\'s id from its URL, for each kind of map', () => {
    expect(devAssetFor('/maps/route/golden-triangle.svg')).toEqual({ kind: 'map', id: 'route/golden-triangle' });
    expect(devAssetFor('/maps/place/sri-lanka/galle.svg?v=1')).toEqual({ kind: 'map', id: 'place/sri-lanka/galle' });
    expect(devAssetFor('/maps/country/india.svg')).toEqual({ kind: 'map', id: 'country/india' });
  });

  it('reads a route\'s GPX file from its URL, and claims every other URL under /gpx/', () => {
    expect(devAssetFor('/gpx/golden-triangle.gpx')).toEqual({ kind: 'gpx', url: '/gpx/golden-triangle.gpx' });
    for (const url of ['/gpx/', '/gpx/golden-triangle.xml', '/gpx/a/b.gpx']) expect(devAssetFor(url), url).toEqual({ kind: 'not-found' });
  });

  it('answers the search index', () => {
    expect(devAssetFor('/search-index.json')).toEqual({ kind: 'search-index' });
  });

  it('claims every other URL under /maps/, so Vite never answers it with the app\'s index.html', () => {
    for (const url of ['/maps', '/maps/', '/maps/route/golden-triangle.png', '/maps/route/golden%20triangle.svg', '/maps/route/.svg']) expect(devAssetFor(url), url).toEqual({ kind: 'not-found' });
  });

  it('leaves pages and the app\'s own files to Vite', () => {
    for (const url of ['/', '/itinerary/golden-triangle', '/src/app/start.tsx', '/mapsearch', '/search?q=agra', '/icons/pwa-192.png']) expect(devAssetFor(url), url).toBeUndefined();
  });
});
