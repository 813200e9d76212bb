/**
 * Server entry, used only at build time by the prerenderer: renders one URL to HTML with its
 * styles and head, and hands it what only the build makes (src/build-time/: maps, search index).
 */
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { routeGpxFiles } from '../build-time/gpx/routeGpx';
import { drawAllMaps, inlineMapMarkup, MAPS_STYLESHEET } from '../build-time/maps/maps';
import { searchDocuments } from '../build-time/search/documents';
import { countries, faqs } from '../content';
import { cataloguePhotos, loadFullCatalogue } from '../content/details';
import { countryEssentials } from '../content/essentials';
import { createIndex } from '../features/search/engine';
import { setMapMarkup } from '../features/maps/markup';
import { routeGpxUrl } from '../config/mapFiles';
import { headTags, renderHeadTags, type PageHead } from '../lib/head';
import { CARD_QUALITY, CARD_WIDTH, photoUrl } from '../lib/images';
import { preloadIslands, takeRenderedIslands } from '../lib/load';
import { createSystemWithGlobalCss } from '../theme/globalCss';
import { App } from './App';
import { createEmotionCache, pageStyles, type PageStyles } from './emotionCache';
import { matchPath, notFoundHead, preloadPath, siteUrl } from './routes';

export interface RenderedPage {
  readonly html: string;
  /** The global CSS and the rules the page uses, for the site's stylesheet. */
  readonly styles: PageStyles;
  /** <title>, meta and link tags. */
  readonly head: string;
  readonly pageHead: PageHead;
  /** Source modules of the page and its data (e.g. a group's details), for data-preload. */
  readonly modules: readonly string[];
  /** Source modules of the islands the page loads without a tap or a scroll, for data-preload after the page's. */
  readonly islands: readonly string[];
}

const system = createSystemWithGlobalCss();

/** Imported as the browser imports it (on demand), so it stays one chunk in both builds. */
const loadRouteMeta = () => import('./routeMeta');

export async function render(url: string): Promise<RenderedPage> {
  const { pathname, search } = new URL(url, 'http://localhost');
  const [match, { prerenderedHead }] = await Promise.all([preloadPath(pathname), loadRouteMeta()]);
  await preloadIslands();
  const pageHead: PageHead = match ? prerenderedHead(match.route, match.params) : notFoundHead;

  const cache = createEmotionCache();
  const { extractCriticalToChunks } = createEmotionServer(cache);
  takeRenderedIslands();
  const html = renderToString(<App cache={cache} system={system} ssrPath={pathname} ssrSearch={search.replace(/^\?/, '')} />);
  const styles = pageStyles(extractCriticalToChunks(html).styles, cache.inserted);
  return { html, styles, head: renderHeadTags(headTags(pageHead, siteUrl)), pageHead, modules: match?.modules ?? [], islands: takeRenderedIslands() };
}

/** Card-size URLs of every catalogue photo: precached so the guide has its pictures offline. */
export async function precachePhotoUrls(): Promise<string[]> {
  return cataloguePhotos(await loadFullCatalogue()).map((photo) => photoUrl(photo.id, { width: CARD_WIDTH, quality: CARD_QUALITY }));
}

/**
 * Draws every map from the catalogue (route/{itinerary}, place/{country}/{place},
 * country/{country}) and keeps them for the pages rendered next, which inline them without their
 * styles (in the site stylesheet: mapStylesheet).
 */
export async function drawMaps(): Promise<Record<string, string>> {
  const maps = drawAllMaps(await loadFullCatalogue());
  setMapMarkup(Object.fromEntries(Object.entries(maps).map(([id, svg]) => [id, inlineMapMarkup(svg)])));
  return maps;
}

/** The maps' styles, which the maps a page inlines leave to the site stylesheet. */
export function mapStylesheet(): string {
  return MAPS_STYLESHEET;
}

/** Every itinerary's route as a GPX file, by its URL (/gpx/{itinerary}.gpx). */
export async function routeGpx(): Promise<Record<string, string>> {
  return routeGpxFiles((await loadFullCatalogue()).itineraries, siteUrl, routeGpxUrl);
}

/** Every path to pre-render, from the route table. */
export async function pagePaths(): Promise<string[]> {
  const { allPaths } = await loadRouteMeta();
  return allPaths().map((p) => p.path);
}

/** The paths for the sitemap: every page but those that ask not to be indexed (the search page). */
export async function sitemapPaths(): Promise<string[]> {
  const { allPaths, routeHead } = await loadRouteMeta();
  return allPaths()
    .filter(({ route, path }) => !routeHead(route, matchPath(path)?.params ?? {}).noindex)
    .map((p) => p.path);
}

/**
 * The site search's index, serialized (MiniSearch's JSON with each result's stored fields): built
 * from the whole catalogue, details included, and written beside the pages for the browser to
 * load on first use of a search box.
 */
export async function searchIndexJson(): Promise<string> {
  const [full, essentials] = await Promise.all([loadFullCatalogue(), countryEssentials.loadAll()]);
  return JSON.stringify(createIndex(searchDocuments({ countries, destinations: full.destinations, itineraries: full.itineraries, faqs, essentials: Object.values(essentials) })));
}

/** Every page with its title, for the offline page's list of what is saved (every page of the route table is). */
export async function pageIndex(): Promise<{ path: string; title: string }[]> {
  const { allPaths, routeHead } = await loadRouteMeta();
  return allPaths().map(({ route, path }) => {
    const match = matchPath(path);
    const title = match ? routeHead(route, match.params).title : path;
    return { path, title: title.replace(/ - Luxury Travel Experiences \| Rasa Journeys$/, '').replace(/ \| Rasa Journeys$/, '') };
  });
}

export { siteStylesheet, siteStylesheetLink } from './emotionCache';
export { rootElementHtml } from '../lib/pageRoot';
export { siteUrl };
