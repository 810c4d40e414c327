// The browser tests' visitors (tests/e2e/browser.ts): a closed visitor's browser context
// serves the next test, which must still be a new visitor, or one test's cart, storage or
// routes would leak into the next.
import { describe, expect, it } from 'vitest';
import { AJAX_ADD_BUTTONS, islasBuild, islasStarted, newShopper, serverCart, useBrowser } from './browser';

const browser = useBrowser();

describe('a browser-test visitor', () => {
  it('in a reused context is a new one: no cookies, storage, routes or listeners, an empty server cart', async () => {
    const first = await newShopper(browser());
    await first.page.goto(first.url('/tienda/'));
    await islasStarted(first.page);
    await first.page.locator(AJAX_ADD_BUTTONS).first().click();
    await expect.poll(async () => (await serverCart(first)).count).toBe(1);
    await first.page.evaluate(() => {
      localStorage.setItem('islas-test-visitor', 'first');
      sessionStorage.setItem('islas-test-visitor', 'first');
    });
    let routed = 0;
    await first.page.route('**/*', (route) => {
      routed += 1;
      return route.fallback();
    });
    let heard = 0;
    first.page.on('console', () => (heard += 1));
    await first.page.setViewportSize({ width: 400, height: 700 });
    await first.close();
    const routedBefore = routed;
    const heardBefore = heard;

    const second = await newShopper(browser());
    try {
      expect(second.context).toBe(first.context);
      const cookies = (await second.context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`);
      expect(cookies).toEqual(islasBuild() === 'react' ? ['islas_build=react'] : []);
      await second.page.goto(second.url('/tienda/'));
      await islasStarted(second.page);
      await second.page.evaluate(() => console.log('the second visitor'));
      expect(routed).toBe(routedBefore);
      expect(heard).toBe(heardBefore);
      expect(await second.page.evaluate(() => [localStorage.getItem('islas-test-visitor'), sessionStorage.getItem('islas-test-visitor')])).toEqual([null, null]);
      expect((await serverCart(second)).count).toBe(0);
      expect(second.page.viewportSize()).toEqual({ width: 1280, height: 900 });
      expect(second.errors).toEqual([]);
    } finally {
      await second.close();
    }
  });

  it('gets a new context after a test added what a reset cannot take away (an init script)', async () => {
    const first = await newShopper(browser());
    await first.page.addInitScript(() => {
      (window as { islasTestInit?: boolean }).islasTestInit = true;
    });
    await first.close();
    const second = await newShopper(browser());
    try {
      expect(second.context).not.toBe(first.context);
      await second.page.goto(second.url('/tienda/'));
      expect(await second.page.evaluate(() => (window as { islasTestInit?: boolean }).islasTestInit)).toBeUndefined();
    } finally {
      await second.close();
    }
  });
});
