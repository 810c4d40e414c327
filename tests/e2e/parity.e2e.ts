// Parity (issue 5): the browser suite runs against the build ISLAS_BUILD names (preact by
// default; `ISLAS_BUILD=react` loads dist/react/ through the stub's islas_build cookie).
// This checks the run really tests that build, and that its islands hydrate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { islasBuild, newShopper, pointAt, useBrowser } from './browser';

const browser = useBrowser();

describe(`the ${islasBuild()} build`, () => {
  it('is the one the pages load, and its islands hydrate without errors', async () => {
    const shopper = await newShopper(browser());
    try {
      const { page } = shopper;
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/dist/') && request.url().endsWith('.js')) scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(shopper.url('/tienda/'));
      await pointAt(page, '.header-nav li.cart-item');
      const react = islasBuild() === 'react';
      expect(scripts.length).toBeGreaterThan(1);
      expect(scripts.every((path) => path.startsWith('/dist/react/') === react)).toBe(true);
      expect(shopper.errors).toEqual([]);
    } finally {
      await shopper.close();
    }
  });
});
