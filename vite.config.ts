import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { devAssets } from './scripts/dev-plugin.ts';
import { islandModulePlugin } from './scripts/island-module-plugin.ts';
import { otherApps } from './scripts/other-apps-plugin.ts';
import { pageScriptPlugin } from './scripts/page-script-plugin.ts';
import { prerender } from './scripts/prerender-plugin.ts';
import { paths } from './src/config/paths.ts';
import { precacheFiles, SHARED_PASS_FIELD } from './src/config/precache.ts';
import { PASS_FILE_TYPES } from './src/features/passes/messages.ts';
import { backgroundColor, themeColor } from './src/theme/palette.ts';

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

/** A group's tests: a module is in it if one of them matches. */
function lateGroups(tests: Record<string, RegExp | readonly RegExp[]>) {
  return Object.entries(tests).map(([name, t]) => {
    const list = t instanceof RegExp ? [t] : t;
    return { name, test: (id: string) => list.some((test) => test.test(id)), priority: 2, includeDependenciesRecursively: false };
  });
}

/**
 * Groups of their own, by name, in the browser's build; each captures only what its tests match (its
 * dependencies stay in the chunks of their own users). Most hold code that only loads after
 * start-up; the others (contactIcons, routes, pageKit, payKit) hold modules that every page starting
 * with one of them starts with nearly all of, so the groups change what islands fetch far more than
 * what a page starts with (scripts/initial-js.mjs holds the budget). Left to the automatic split,
 * every set of islands sharing a module got a chunk of it, and a page's islands fetched dozens of
 * files of 0.1 to 1 KB each.
 */
const AFTER_START_GROUPS = lateGroups({
  // What every page loads after start-up: the toasts (with the Zag and Ark code they run on), the
  // deferred chrome (the outbox's check, the service worker), the journeys link, the "Before you
  // go" icon (Today and My Journeys' plans: in My Journeys' group, a trip's Today fetched that
  // group with every chunk it imports, 55 files in all) and device storage's core (idb, the
  // stores, the change notices, the "may hold" probe: in the browser's
  // build this takes what the 'db' and 'crossTab' groups hold in the server's).
  afterStart: [
    /[\\/]src[\\/](components[\\/](AppToaster|toastStore|toaster)\.tsx?|app[\\/]layout[\\/]DeferredChrome\.tsx|features[\\/](journeys[\\/](JourneysNavLink|useSaved|saved|travellers)|storage[\\/](syncedList|crossTab|mayHold|db|errors|webStorage|persist|keys)|enquiries[\\/]outbox[\\/]waiting|pwa[\\/](serviceWorker|PwaStatus))\.tsx?)$/,
    /[\\/]node_modules[\\/](idb|workbox-window|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](share|wifi-off|download|heart|list-checks)\.mjs|@zag-js[\\/](toast|dismissable|interact-outside|core|react|types|utils)[\\/]|@zag-js[\\/]dom-query[\\/]dist[\\/](controller|overflow|wait-for|when-node|platform|event|tabbable|raf|set|node|computed-style)\.mjs|@ark-ui[\\/]react[\\/]dist[\\/](components[\\/](toast|portal)[\\/]|components[\\/]factory\.js|utils[\\/](create-context|compose-refs)\.js|providers[\\/](environment|locale)[\\/]|_virtual[\\/])|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](components[\\/](toast[\\/]|icons\.js|button[\\/]close-button\.js)|theme[\\/]recipes[\\/]toast\.js))/,
    // The footer (its links, the brand icons, the currency select, which loads when the page idles).
    /[\\/]src[\\/](app[\\/]layout[\\/](Footer|FooterLinkList)|components[\\/]BrandIcons|features[\\/]currency[\\/]CurrencySelect)\.tsx$/,
    // What the footer's currency select runs on (the select, the fields' styles, the currency), and
    // the small helpers of the pages with no card (the months, which the facts' dates name too; the
    // day, for Help; the forms' result line and a helper of Ark's forms, for contact).
    /[\\/]src[\\/](lib[\\/]today|components[\\/]OutcomeStatus|content[\\/]months|features[\\/]currency[\\/]useCurrency|components[\\/]LabelledSelect|theme[\\/]recipes[\\/]form)\.tsx?$|[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]recipes[\\/](input|textarea|field|fieldset)\.js$|[\\/]@ark-ui[\\/]react[\\/]dist[\\/]utils[\\/]create-split-props\.js$/,
  ],
  // The small helpers the islands of the catalogue's pages share (prices, share links, the save
  // button, the seasons' words, the choices' look): the pages that show no card (Help, the facts,
  // contact) do not fetch them.
  islandKit: /[\\/]src[\\/](features[\\/](journeys[\\/](share|tripUrl|SaveButton)|seasons[\\/]seasonText|currency[\\/]FromPrice)|components[\\/]ChoiceOption)\.tsx?$|[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]calendar-range\.mjs$/,
  // What one page loads after start-up from several islands, and the small modules they share;
  // a group is named after its main island's module where tests block that chunk by name.
  itineraryPlan: /[\\/]src[\\/](features[\\/](seasons[\\/](BestMonthsStrip|Rating)|journeys[\\/](TripPlan|useTripQuery))|components[\\/](PrintContact|OpenInMaps)|lib[\\/]mapLinks)\.tsx?$|[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](calendar-plus|share-2|utensils|bed-double|party-popper|triangle-exclamation-point)\.mjs$/,
  tripDays: /[\\/]src[\\/](features[\\/](journeys[\\/]plan|altitude[\\/](acclimatisation|journey))|content[\\/]seasons[\\/][\w-]+)\.ts$/,
  MyJourneysContent: /[\\/]src[\\/](pages[\\/]my-journeys[\\/]MyJourneysContent|features[\\/](journeys[\\/]MyJourneysView|bookedTrip[\\/]MyJourneysTrips|backup[\\/](base64|merge|checklist|format|exportFile|KeepTrip)|documents[\\/](crypto|rules|store)))\.tsx?$|[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](trash|upload)\.mjs$/,
  homeLate: /[\\/]src[\\/](pages[\\/]home[\\/]PopularDestinations|features[\\/]today[\\/]TripBanner|content[\\/]popular)\.tsx?$|[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]arrow-right\.mjs$/,
  TripFinder: /[\\/]src[\\/](features[\\/](finder[\\/](TripFinder|query)|catalogue[\\/]ItineraryCard)|content[\\/]styles)\.tsx?$/,
  ContactMessageForm: /[\\/]src[\\/](components[\\/]HeldSubmitNote|features[\\/]enquiries[\\/](api|forms[\\/](outcome|ContactMessageForm|contact)))\.tsx?$/,
  bookingForm: /[\\/]src[\\/]features[\\/]enquiries[\\/]forms[\\/](booking|useBookingCatalogue|BookingRequestForm|bookingCatalogue)\.tsx?$/,
  // Groups some pages start with: only those whose modules such pages start with together.
  // The contact icons and the online state: every page loads them after start-up (the footer, the
  // forms); the contact and help pages start with them.
  contactIcons: /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](mail|phone|map-pin)\.mjs$|[\\/]src[\\/]lib[\\/]useOnline\.ts$/,
  // The route table and the head's helpers with a Chakra helper that every page starts with too:
  // apart, the helper was one more file on every page.
  routes: /[\\/]src[\\/](app[\\/]routes|lib[\\/]head)\.ts$|[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]utils[\\/]omit\.js$/,
  // The catalogue's small readers (the details loader and its hook, route text, country names, the
  // itineraries' groups, saved references): the pages that show the catalogue start with several
  // of them, about 1 KB gzip in all; apart, the groups were one more file wherever they were read.
  pageKit: /[\\/]src[\\/](content[\\/](detailsLoader|routeText|countryNames|groups)|lib[\\/]useLoadedDetails|features[\\/]journeys[\\/]refs)\.ts$/,
  // Dates and prices, which the payment page starts with.
  payKit: /[\\/]src[\\/](trip[\\/]dates|features[\\/]currency[\\/]money|content[\\/]currencies)\.ts$/,
  today: /[\\/]src[\\/](features[\\/]today[\\/](Today|TodayNoTrip)|content[\\/]popularJourneys)\.tsx?$/,
});

/**
 * The apps of their own (the specialist's desk, desk.html): each built as a bundle of its own once
 * the traveller's is written, and left out of the precache by the files its build wrote.
 */
const apps = otherApps();

export default defineConfig(({ isSsrBuild }) => ({
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
        codeSplitting: {
          // Code that most of the app's chunks share (Emotion, React's small package, the router,
          // the Chakra components nearly every page renders) goes into one chunk. Left to the
          // automatic split, it is cut into a dozen small chunks per page, and each page's first
          // load was 4 to 6 KB gzip larger for it (measured for 5 to 24 sharing chunks: 10 is best).
          // The catalogue stays out of it: each page loads only the content modules it imports.
          // So do device storage (IndexedDB through idb) and the toasts' facade: many chunks that
          // load after start-up use them (the outbox, My Journeys), no page needs them to start.
          // The entry's own imports (lib/pageRoot, scheduling, escape) are a small chunk of their
          // own ('boot'): in this one they made the entry import it, so every page fetched its 22 KB
          // with its first bytes, beside the stylesheet and the heading font, and the headline
          // painted 0.2 s later (LCP).
          // Likewise My Journeys' code and the date helpers (Today, Help and home's banner share
          // them after start-up), and SmartImage, which the pages that show a photo load with
          // their own chunks: counted by sharing chunks, they would join every page's first load.
          groups: [
            { name: 'boot', priority: 1, test: /[\\/]src[\\/]lib[\\/](pageRoot|scheduling|escape)\.ts$/ },
            // Device storage's core (idb, the stores, localStorage, the persistence request) is one
            // chunk, and the catalogue's time zones stay with the trip-day code: the pages that use
            // them load them after start-up, and a feature that uses only a part of them (the
            // booked trips) would otherwise cut them into more files there.
            // Their dependencies stay where they were (each in the chunk of its own users).
            { name: 'db', priority: 1, test: /[\\/]src[\\/]features[\\/]storage[\\/](db|errors|webStorage|persist)\.ts$|[\\/]node_modules[\\/]idb[\\/]/, includeDependenciesRecursively: false },
            // The site's change notices and the stores' "may hold" probe: every page's outbox check
            // and My Journeys' booked trips use both; apart, the probe was a file of its own.
            { name: 'crossTab', priority: 1, test: /[\\/]src[\\/]features[\\/]storage[\\/](crossTab|mayHold)\.ts$/, includeDependenciesRecursively: false },
            // The browser's only: in the server's build, which the pre-renderer runs, these chunks would
            // import from its entry while it evaluates them.
            ...(isSsrBuild ? [] : AFTER_START_GROUPS),
            // The trip core (src/trip/ but its dates, which forms and the payment page take alone,
            // and its calendar writer, loaded on a tap; with the passes' filing, which the timeline runs) with the catalogue's stops and zones it reads:
            // one chunk, for Today, Help, /trip, My Journeys and the dated plan alike.
            { name: 'tripCore', priority: 1, test: /[\\/]src[\\/](trip[\\/](trip|timeline|zones|stays|passes)|content[\\/](stops|timeZones))\.ts$/, includeDependenciesRecursively: false },

            // Help's emergency numbers and the line on what an Android phone sends with a call to 112:
            // Help and the facts page read both, and apart the line was a file of its own.
            { name: 'emergency', priority: 1, test: /[\\/]src[\\/]content[\\/](emergency|emergencyLocation)\.ts$/, includeDependenciesRecursively: false },

            // The booked trip's own small parts (phones, call links, the kept list) are one chunk: /trip,
            // My Journeys' kept trips and the road's parts (Today, Help, the outbox's line) each use
            // some of it, and apart it was cut into a file per module on each of them. Not the
            // store: the road's screens start with this chunk, and the kept trips load only once
            // the phone may hold one (a start rule: with the store here the build fails on 72
            // pages, naming it). The hang once noted with it here (a dialog's request that never
            // finished) no longer occurs: enquiries.spec passed 30 of 30 with it (7 Dec).
            // With it what the road's screens share: the timeline of the phone's trips (Today, Help,
            // the banner), the minute's clock, the screen's wake lock, the call links and the local
            // scripts' faces of "Show the driver": apart, each was a file of its own on those pages.
            { name: 'bookedTrip', priority: 1, test: /[\\/]src[\\/](features[\\/](bookedTrip[\\/](phone|contact|useKeptTrips|sentDuring|Reach|localScript|localScriptFonts)|today[\\/]useTimeline)|lib[\\/](useNow|wakeLock))\.tsx?$|[\\/]src[\\/]features[\\/]bookedTrip[\\/]fonts[\\/]local-\w+\.woff2\?url$/, includeDependenciesRecursively: false },
            {
              name: 'shared',
              minShareCount: 10,
              test: (id) => !/[\\/]src[\\/](content[\\/]|trip[\\/]|features[\\/](storage|journeys)[\\/]|components[\\/](toaster|SmartImage)\.tsx?$|lib[\\/]today\.ts)|[\\/]node_modules[\\/]idb[\\/]/.test(id),
            },
          ],
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
