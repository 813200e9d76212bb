import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, findTestChromium } from './scripts/chromium.mjs';

/**
 * Two layers: the unit tests (plain logic, in Node, some with jsdom) and the component tests
 * (tests/component: components rendered in real Chromium from the sources, no production build).
 */
export default defineConfig({
  test: {
    // Two workers at least: Vitest's default (the cores less one) ran one on 2 cores, and the other
    // core idled once the build that npm test runs beside the tests was done.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' } },
      {
        plugins: [react()],
        // The mail service's settings, so a form sends (to the stand-in each test sets up).
        define: {
          'import.meta.env.VITE_EMAILJS_PUBLIC_KEY': JSON.stringify('component-test'),
          'import.meta.env.VITE_EMAILJS_SERVICE_ID': JSON.stringify('service'),
          'import.meta.env.VITE_EMAILJS_TEMPLATE_ID': JSON.stringify('template'),
        },
        // Every dependency the tests reach, found by crawling them and bundled before the first test
        // runs: found one by one as tests imported them, a dependency bundled later (wouter's memory
        // location, Ark's navigation menu) came with a second copy of React.
        optimizeDeps: { entries: ['tests/component/**/*.test.tsx'], include: ['react', 'react-dom', 'react-dom/client', 'react/jsx-dev-runtime', 'vitest-browser-react'] },
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.{ts,tsx}'],
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            provider: playwright({ launchOptions: { executablePath: findTestChromium(), args: CHROMIUM_ARGS } }),
            instances: [{ browser: 'chromium', viewport: { width: 1366, height: 900 } }],
          },
        },
      },
    ],
  },
});
