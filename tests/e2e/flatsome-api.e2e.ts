/**
 * window.Flatsome where islas took flatsome-js out (issue 30; inventory row 86): Flatsome's
 * countdown shortcode ([ux_countdown], ?islas-countdown=1 on the help page) registers its
 * behaviour through Flatsome.behavior as its script loads, and flatsome-js attached it at
 * jQuery's ready; without a stand-in the script throws and the timer stays empty. Each case
 * runs on a desktop and a phone, with jQuery brought by plugins (?islas-plugins=zoo) and
 * with only the jQuery the countdown itself gets (plugin/includes/config.php). islas renders
 * countdowns itself and takes the theme's script out (builder-motion.e2e.ts); these pages
 * keep it (?islas-off=countdown, ISLAS_DISABLED_PARTS=countdown), as a shop may.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { islasStarted, type Shopper, useShoppers } from './browser';

const withShopper = useShoppers();

const VIEWPORTS = [
  ['desktop', undefined],
  ['phone', { width: 390, height: 844 }],
] as const;
const PLUGINS = [
  ['no plugins', '&islas-plugins='],
  ['jQuery plugins', '&islas-plugins=zoo'],
] as const;

async function open(shopper: Shopper, viewport: (typeof VIEWPORTS)[number][1], query: string): Promise<Page> {
  const { page } = shopper;
  if (viewport) await page.setViewportSize(viewport);
  await page.goto(shopper.url(`/ayuda/?islas-countdown=1&islas-off=countdown${query}`));
  await islasStarted(page);
  return page;
}

describe("Flatsome's API stand-in (row 86)", () => {
  for (const [device, viewport] of VIEWPORTS) {
    for (const [plugins, query] of PLUGINS) {
      it(`runs the countdown shortcode's behaviour, and answers Flatsome.attach and Flatsome.Cookies as the theme's code calls them (${device}, ${plugins})`, async () => {
        await withShopper(async (shopper) => {
          const page = await open(shopper, viewport, query);
          const timer = page.locator('#timer-7');
          await expect.poll(() => timer.getAttribute('class')).toContain('countdown-attached');
          expect(await timer.textContent()).toMatch(/^\d+días$/);
          const answers = await page.evaluate(() => {
            const flatsome = (window as unknown as { Flatsome: { attach(context: unknown): void; Cookies: { set(n: string, v: string, a?: object): void; get(n: string): string | undefined } } }).Flatsome;
            // Content added later (a popup, an AJAX page) is attached where it is.
            const later = document.createElement('div');
            later.innerHTML = '<span class="ux-timer-text" data-text-day="día" data-text-plural="s" data-countdown="2036/01/31 18:00"></span>';
            document.body.append(later);
            flatsome.attach(later);
            // As the [lightbox auto_open] script does.
            flatsome.Cookies.set('lightbox_newsletter', 'opened_1', { expires: 365 });
            return { later: later.querySelector('span')!.className, cookie: flatsome.Cookies.get('lightbox_newsletter'), jar: document.cookie };
          });
          expect(answers.later).toContain('countdown-attached');
          expect(answers.cookie).toBe('opened_1');
          expect(answers.jar).toContain('lightbox_newsletter=opened_1');
          expect(shopper.errors).toEqual([]);
        });
      });
    }
  }

  it("leaves Flatsome's own API to flatsome-js where a swatches extension keeps it (mixed mode)", async () => {
    await withShopper(async (shopper) => {
      const page = await open(shopper, undefined, '&islas-plugins=zoo&islas-swatches=1');
      await expect.poll(() => page.locator('#timer-7').getAttribute('class')).toContain('countdown-attached');
      const flatsome = await page.evaluate(() => {
        const api = (window as unknown as { Flatsome: Record<string, unknown> }).Flatsome;
        return { stock: (window as unknown as { islasStubStock?: string[] }).islasStubStock?.includes('flatsome-js'), standIn: 'Cookies' in api };
      });
      // The stub's flatsome-js has no Cookies; islas's stand-in would.
      expect(flatsome).toEqual({ stock: true, standIn: false });
      expect(shopper.errors).toEqual([]);
    });
  });
});
