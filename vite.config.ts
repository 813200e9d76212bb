import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { planGroups, type VisitLedger } from './scripts/chunk-groups.ts';
import { CHUNK_PROBE, moduleName } from './scripts/chunk-plan.ts';
import { devAssets } from './scripts/dev-plugin.ts';
import { islandModulePlugin } from './scripts/island-module-plugin.ts';
import { otherApps } from './scripts/other-apps-plugin.ts';
import { pageScriptPlugin } from './scripts/page-script-plugin.ts';
import { prerender } from './scripts/prerender-plugin.ts';
import { paths } from './src/config/paths.ts';
import { precacheFiles, SHARED_PASS_FIELD } from './src/config/precache.ts';
import { START_RULES } from './src/config/startRules.ts';
import { PASS_FILE_TYPES } from './src/features/passes/messages.ts';
import { backgroundColor, themeColor } from './src/theme/palette.ts';

const ROOT = fileURLToPath(new URL('.', import.meta.url));

// SITE_URL is the documented name; the client reads it as VITE_SITE_URL.
if (!process.env.VITE_SITE_URL && process.env.SITE_URL) process.env.VITE_SITE_URL = process.env.SITE_URL;

/**
 * The local names of the Ark anatomies that Chakra's anatomy module extends at load
 * (`const dialogAnatomy = dialogAnatomy$1.extendWith(...)`): as calls the bundler cannot prove
 * pure, they kept every anatomy, used or not, in the first load of every page (0.7 KB gzip).
 */
function extendedAnatomies(): string[] {
  const source = readFileSync(fileURLToPath(import.meta.resolve('@chakra-ui/react/anatomy')), 'utf8');
  return [...new Set(Array.from(source.matchAll(/=\s*([\w$]+)\.extendWith\(/g), (m) => m[1]!))];
}

/**
 * The browser bundle's chunk groups, derived from what each page's first visit was measured to fetch
 * (visit-ledger.json; scripts/chunk-groups.ts says how); a module is in a group by its ledger name.
 * The probe build that measures them (CHUNK_PROBE=1) has none, nor does the server's build.
 */
function derivedGroups() {
  const ledger = JSON.parse(readFileSync(new URL('./visit-ledger.json', import.meta.url), 'utf8')) as VisitLedger;
  const groupOf = new Map(planGroups(ledger, START_RULES).flatMap((g) => g.modules.map((m) => [m, g.name] as const)));
  const names = new Map<string, string | undefined>();
  const group = (id: string) => {
    if (!names.has(id)) names.set(id, groupOf.get(moduleName(id, ROOT)));
    return names.get(id);
  };
  return [...new Set(groupOf.values())].map((name) => ({ name, priority: 1, includeDependenciesRecursively: false, test: (id: string) => group(id) === name }));
}

/**
 * The apps of their own (the specialist's desk, desk.html): each built as a bundle of its own once
 * the traveller's is written, and left out of the precache by the files its build wrote.
 */
const apps = otherApps();

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    islandModulePlugin(),
    pageScriptPlugin(),
    // Pages are written in writeBundle, before vite-plugin-pwa injects the precache list in
    // closeBundle, so every pre-rendered page is precached.
    prerender(),
    // Then the apps of their own (other-apps-plugin.ts): their bundles, beside the traveller's.
    apps.plugin,
    // `npm run dev`: the maps and the search index, which the build writes beside the pages.
    devAssets(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      // No service worker under `npm run dev` (features/pwa registers none there either): it would
      // precache the dev server's modules and answer later visits with stale code.
      devOptions: { enabled: false },
      manifest: {
        id: '/',
        name: 'Rasa Journeys: Luxury Travel in India, Nepal, Bhutan & Sri Lanka',
        short_name: 'Rasa Journeys',
        description: 'Tailor-made luxury journeys across India, Nepal, Bhutan and Sri Lanka. Browse every destination and itinerary, even offline.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: themeColor,
        background_color: backgroundColor,
        categories: ['travel'],
        icons: [
          { src: '/icons/pwa-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        // A long press on the installed icon: the screens a traveller opens on the road (all precached).
        shortcuts: [
          { name: 'Today', short_name: 'Today', description: 'Your trip day where you are', url: '/today', icons: [{ src: '/icons/shortcut-today.png', sizes: '96x96', type: 'image/png' }] },
          { name: 'Help and emergency numbers', short_name: 'Help', description: 'Emergency numbers and our 24-hour line', url: '/help', icons: [{ src: '/icons/shortcut-help.png', sizes: '96x96', type: 'image/png' }] },
          { name: 'My Journeys', short_name: 'My Journeys', description: 'Your shortlist and planned trips', url: '/my-journeys', icons: [{ src: '/icons/shortcut-my-journeys.png', sizes: '96x96', type: 'image/png' }] },
        ],
        // Android's share sheet offers the installed app for a boarding pass (a picture, a PDF, a
        // Wallet pass): the service worker keeps the file on the phone and opens /trip, which reads it.
        share_target: { action: paths.tripShare(), method: 'POST', enctype: 'multipart/form-data', params: { files: [{ name: SHARED_PASS_FIELD, accept: [...PASS_FILE_TYPES] }] } },
      },
      // What is precached is said in one module, which the worker and the app read too; the files
      // the apps of their own were built into (the desk's) are left out (other-apps-plugin.ts).
      injectManifest: { ...precacheFiles, manifestTransforms: [apps.manifestTransform] },
    }),
  ],
  build: {
    target: 'es2022',
    // The entry adds the modulepreload links itself, for browsers that support them (all current
    // ones); without support the chunks simply load on import, so the polyfill is dead weight.
    modulePreload: {
      polyfill: false,
      // No preload links for what a chunk loaded on demand imports: the browser fetches those
      // imports as soon as it has the chunk, and adding a link per dependency took several
      // milliseconds of the main thread at every on-demand load (start-up's islands among them).
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? [] : deps),
    },
    // The site's one stylesheet (the entry's @font-face rules and print styles), which the
    // pre-renderer inlines into every page. Split by chunk, it was a dependency of every chunk
    // loaded on demand, so start-up fetched it again as a new stylesheet, and the browser
    // recomputed the whole page's style for it.
    cssCodeSplit: false,
    // The page is assembled from small route chunks; warn only on something really large.
    chunkSizeWarningLimit: 400,
    // SOURCEMAP=1 npm run build: source maps, to see what a chunk is made of.
    sourcemap: process.env.SOURCEMAP === '1',
    rolldownOptions: {
      output: {
        // The bundler's own split (a chunk per set of entries that reach the same modules) cut a
        // page's scripts into 30 to 50 files of a few hundred bytes; the groups join those that
        // first visits fetch together (scripts/chunk-groups.ts). Not under `npm run dev`.
        codeSplitting: {
          groups: command !== 'build' || isSsrBuild || CHUNK_PROBE ? [] : derivedGroups(),
        },
      },
      // Imported constants are written where they are used, so a first load that takes one storage
      // key (a form's draft, in features/storage/keys.ts) carries the string, not a chunk of names.
      optimization: { inlineConst: { mode: 'all', pass: 1 } },
      // Chakra's theme module builds its default config (every recipe) at load time through
      // define* helpers; marking them pure lets unused recipes drop out of the bundle. Likewise
      // each zag machine's `anatomy.build()`, run at load for parts most machines never read, and
      // Chakra's extensions of them.
      treeshake: {
        // Emotion imports hoist-non-react-statics (and through it react-is) only for withTheme,
        // which nothing here uses; as CommonJS they would otherwise be kept for their side effects.
        moduleSideEffects: [{ test: /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/, sideEffects: false }],
        manualPureFunctions: ['anatomy', 'defineConfig', 'defineRecipe', 'defineSlotRecipe', 'defineTokens', 'defineSemanticTokens', 'defineKeyframes', 'defineGlobalStyles', 'defineTextStyles', 'defineLayerStyles', 'defineAnimationStyles', 'createAnatomy', ...extendedAnatomies()],
      },
    },
  },
  ssr: {
    // Bundle UI libraries into the server entry: some ship ESM that Node cannot load directly.
    // The maps' drawing (d3-geo, topojson, the world-atlas outlines; src/build-time/) runs in the server entry only.
    noExternal: ['@chakra-ui/react', '@ark-ui/react', /^@zag-js\//, 'lucide-react', 'wouter', 'regexparam', 'embla-carousel', 'embla-carousel-react', 'd3-geo', 'd3-array', 'topojson-client', 'topojson-simplify', 'world-atlas'],
  },
  preview: { port: 4173 },
}));
