// Takes the README screenshot: /tienda/ with an item just added and the mini cart open,
// in Debian's Chromium against the PHP stub. `npm run screenshot` (builds first).
import { chromium } from 'playwright-core';
import { fileURLToPath } from 'node:url';
import { startStub } from '../../php-stub/serve.mjs';

const out = fileURLToPath(new URL('./screenshots/tienda-mini-cart.png', import.meta.url));
const stub = await startStub({ port: 0 });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'es-ES' });
  await page.goto(new URL('/tienda/', stub.url).href);
  // islas has started (the mini cart itself hydrates at the first add, which it reveals).
  await page.waitForFunction(() => document.documentElement.classList.contains('js'));
  const buttons = page.locator('.products .add_to_cart_button.ajax_add_to_cart[data-product_id]');
  await buttons.nth(0).click();
  await page.waitForSelector('.products .add_to_cart_button.added');
  await buttons.nth(1).click();
  await page.waitForFunction(() => document.querySelectorAll('.products .add_to_cart_button.added').length === 2);
  await page.waitForSelector('li.cart-item.current-dropdown .nav-dropdown', { state: 'visible' });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(600); // the theme fades the dropdown in
  await page.screenshot({ path: out });
  console.log(`screenshot: ${out}`);
} finally {
  await browser.close();
  await stub.close();
}
