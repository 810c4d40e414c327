import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests run against the same React the bundle uses: preact/compat by default,
// real React with ISLAS_REACT=1 (the parity run).
const react = process.env.ISLAS_REACT === '1';
// The browser suite runs twice, on the preact build and on the real-React build
// (ISLAS_BUILD=react, which makes the stub enqueue dist/react/); the second skips the files
// that never run the bundle's code, or only the preact build's.
const onlyOnce = process.env.ISLAS_BUILD === 'react' ? [
  'tests/e2e/budget.e2e.ts', // the preact build's bytes, whatever the run
  'tests/e2e/cart-checkout-nojs.e2e.ts', // JavaScript off
  'tests/e2e/stub-wasm.e2e.ts', // the stub on PHP.wasm
] : [];
const alias: Record<string, string> = react ? {} : { react: 'preact/compat', 'react-dom': 'preact/compat' };

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  resolve: { alias },
  esbuild: { jsx: 'automatic' },
  test: {
    // Inline the packages that import react so they get the same alias as our code.
    server: { deps: { inline: react ? [] : [/@nanostores\/react/] } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          // Both cores (vitest's default leaves one free): 116 s -> 81 s for the unit
          // files; worker threads rather than processes, 73 s; threads that keep their
          // loaded modules and give each file a fresh VM context (its own window, still
          // isolated), 42-50 s, and the real-React unit run 47 s -> 17 s.
          pool: 'vmThreads',
          maxWorkers: 2,
          include: ['src/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          restoreMocks: true,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.ts'],
          exclude: onlyOnce,
          globalSetup: ['tests/e2e/global-setup.ts'],
          // Two files at a time, each worker with its own Chromium and shoppers (browser
          // contexts, so PHP sessions) against the one stub. Measured: 2 workers 262 s,
          // 1 worker 380 s, 4 workers 329 s (2 cores) with a time-out flake; later, with
          // reused contexts, 3 workers 242 s against 2 workers' 235 s.
          maxWorkers: 2,
          // A worker keeps its modules from one file to the next: playwright-core stays
          // loaded (vitest's import time 22 s -> 3.7 s), and so do the worker's Chromium
          // and its idle visitors' contexts (tests/e2e/browser.ts), which the files share.
          isolate: false,
          // After the unit tests (vitest needs an order for projects with their own maxWorkers).
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // What a shopper's first input loads (a lazy chunk or two, then the code's own
          // timers) takes more than expect.poll's default second on a busy 2-core machine.
          expect: { poll: { timeout: 5_000 } },
        },
      },
    ],
  },
});
