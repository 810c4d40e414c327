import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests run against the same React the bundle uses: preact/compat by default,
// real React with ISLAS_REACT=1 (the parity run).
const react = process.env.ISLAS_REACT === '1';
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
          include: ['src/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          restoreMocks: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
