import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerender } from './scripts/prerender-plugin.ts';

// SITE_URL is the documented name; the client reads it as VITE_SITE_URL.
if (!process.env.VITE_SITE_URL && process.env.SITE_URL) process.env.VITE_SITE_URL = process.env.SITE_URL;

export default defineConfig({
  plugins: [react(), prerender()],
  build: {
    target: 'es2022',
    // The page is assembled from small route chunks; warn only on something really large.
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      // Chakra's theme module builds its default config (every recipe) at load time through
      // define* helpers; marking them pure lets unused recipes drop out of the bundle.
      treeshake: {
        manualPureFunctions: ['defineConfig', 'defineRecipe', 'defineSlotRecipe', 'defineTokens', 'defineSemanticTokens', 'defineKeyframes', 'defineGlobalStyles', 'defineTextStyles', 'defineLayerStyles', 'defineAnimationStyles', 'createAnatomy'],
      },
    },
  },
  ssr: {
    // Bundle UI libraries into the server entry: some ship ESM that Node cannot load directly.
    noExternal: ['@chakra-ui/react', '@ark-ui/react', /^@zag-js\//, 'lucide-react', 'wouter', 'regexparam'],
  },
  preview: { port: 4173 },
});
