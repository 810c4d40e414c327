import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startStub } from '../../php-stub/serve.mjs';
import { HEADLESS_SHELL_PATH, TEST_CHROMIUM_PATH } from './browser';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Starts the PHP stub once for the browser suite, on a free port. */
export default async function setup(project: TestProject) {
  const manifest = fileURLToPath(new URL('../../dist/manifest.json', import.meta.url));
  if (!existsSync(manifest)) throw new Error('dist/ is missing: run `node build.mjs` first (npm test does).');
  const php = process.env.ISLAS_PHP === 'wasm' || process.env.ISLAS_PHP === 'system' ? process.env.ISLAS_PHP : undefined;
  if (TEST_CHROMIUM_PATH !== HEADLESS_SHELL_PATH) {
    console.warn(`islas: ${HEADLESS_SHELL_PATH} is not installed; the browser tests run on ${TEST_CHROMIUM_PATH}, about twice as slowly (apt-get install -y chromium-headless-shell).`);
  }
  const stub = await startStub({ port: 0, php });
  project.provide('baseUrl', stub.url.replace(/\/$/, ''));
  return async () => {
    await stub.close();
  };
}
