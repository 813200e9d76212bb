/**
 * The apps of their own (ONLINE_ONLY_APPS in src/config/precache.ts: the specialist's desk) are
 * built beside the traveller's app, each as a bundle of its own: once the traveller's bundle is
 * written, each app's page (desk.html, its script src/desk/main.tsx) is built into the same dist/,
 * with the traveller's browser settings (target, preloads, tree-shaking, constants) but none of its
 * chunk groups. So the app shares the traveller's source (the trip's core, the signing code, the
 * catalogue, the theme), never a chunk: the traveller's chunk graph is what it would be without the
 * app, and no traveller page can fetch a file of it.
 *
 * None of it is precached, and no list of its chunks is kept by hand: the files its build wrote,
 * less those the traveller's bundle wrote too (the fonts, the same bytes under the same names), are
 * left out of the service worker's manifest (a Workbox manifest transform).
 */
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import type { ManifestTransform } from 'workbox-build';
import { distPath, ONLINE_ONLY_APPS, pageFileUrl } from '../src/config/precache.ts';

type Output = Rollup.OutputChunk | Rollup.OutputAsset;

/** What a build wrote (vite's build() result). */
function writtenFiles(result: Awaited<ReturnType<typeof build>>): Output[] {
  const outputs = Array.isArray(result) ? result : [result];
  return outputs.flatMap((output) => ('output' in output ? output.output : []));
}

/** A file's bytes as its build wrote them. */
function bytesOf(file: Output): Buffer {
  return Buffer.from(file.type === 'chunk' ? file.code : file.source);
}

/** Each app's page file ('desk.html') with the files only its build wrote, the page first. */
export type OtherAppFiles = ReadonlyMap<string, readonly string[]>;

/**
 * The files of an app of its own (what its build wrote) that the traveller's bundle did not write
 * too, its page first. A file both wrote (a font, a catalogue module's chunk) carries its content's
 * hash in its name, so it is the same file: checked, since the app's build wrote it over the
 * traveller's.
 */
export function filesOfTheirOwn(page: string, written: readonly Output[], traveller: Rollup.OutputBundle): string[] {
  if (!written.some((file) => file.fileName === page)) throw new Error(`other apps: the build of ${page} did not write it`);
  const own: string[] = [];
  for (const file of written) {
    const theirs = traveller[file.fileName];
    if (!theirs) own.push(file.fileName);
    else if (!bytesOf(file).equals(bytesOf(theirs))) throw new Error(`other apps: the build of ${page} wrote ${file.fileName} unlike the traveller's`);
  }
  return [page, ...own.filter((file) => file !== page)];
}

/** The manifest less every file of the apps of their own. */
export function withoutOtherApps<E extends { url: string }>(entries: readonly E[], apps: OtherAppFiles): E[] {
  const left = new Set([...apps.values()].flat());
  return entries.filter((entry) => !left.has(entry.url));
}

/**
 * The plugin that builds the apps of their own once the traveller's bundle is written, and the
 * manifest transform (VitePWA's injectManifest.manifestTransforms) that leaves their files out of
 * the precache. The transform runs after (vite-plugin-pwa lists the precache in closeBundle), and
 * fails the build if the apps were never built, rather than list a precache that may hold them.
 */
export function otherApps(): { plugin: Plugin; manifestTransform: ManifestTransform } {
  let config: ResolvedConfig;
  let built: OtherAppFiles | undefined;
  const plugin: Plugin = {
    name: 'rasa-other-apps',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle: {
      // After the pre-renderer's build of the server entry, not beside it: two builds at once on a small machine.
      sequential: true,
      async handler(_options, bundle) {
        if (config.build.ssr) return;
        const started = Date.now();
        const outDir = resolve(config.root, config.build.outDir);
        const { optimization, treeshake } = config.build.rolldownOptions;
        const apps = new Map<string, string[]>();
        for (const url of ONLINE_ONLY_APPS) {
          const page = distPath(pageFileUrl(url));
          const result = await build({
            configFile: false,
            root: config.root,
            base: config.base,
            mode: config.mode,
            envDir: config.envDir,
            envPrefix: config.envPrefix,
            logLevel: 'warn',
            plugins: [react()],
            build: {
              outDir,
              // Into the traveller's dist/, beside its files: hashed names, none written twice but the same bytes.
              emptyOutDir: false,
              copyPublicDir: false,
              reportCompressedSize: false,
              target: config.build.target,
              modulePreload: config.build.modulePreload,
              sourcemap: config.build.sourcemap,
              chunkSizeWarningLimit: config.build.chunkSizeWarningLimit,
              rolldownOptions: { input: resolve(config.root, page), optimization, treeshake },
            },
          });
          const files = filesOfTheirOwn(page, writtenFiles(result), bundle);
          apps.set(page, files);
          config.logger.info(`\n[apps] ${page}: an app of its own, ${files.length} files (none precached) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        }
        built = apps;
      },
    },
  };
  const manifestTransform: ManifestTransform = (entries) => {
    if (!built) throw new Error('other apps: the precache was listed before the apps of their own were built (scripts/other-apps-plugin.ts)');
    return { manifest: withoutOtherApps(entries, built), warnings: [] };
  };
  return { plugin, manifestTransform };
}
