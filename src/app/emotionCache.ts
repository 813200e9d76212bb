import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The style cache of the server renderer and the browser (the same options, so class names match).
 * Without Emotion's default vendor-prefixing plugin: the browsers the site supports need no
 * -webkit-/-ms-/-moz- copies, which made up a large part of the CSS inlined in every page's head,
 * the bytes that come before the largest paint.
 */
export function createEmotionCache(): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: [] });
}
