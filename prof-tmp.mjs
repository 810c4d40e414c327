import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:8097';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
for (let i = 0; i < 2; i++) {
const ctx = await browser.newContext({ locale: 'es-ES', viewport: { width: 1280, height: 900 } });
const page = await ctx.newPage();
const t0 = Date.now(); const log = [];
page.on('requestfinished', (r) => log.push([Date.now() - t0, r.url().replace(base, ''), r.timing().responseEnd|0]));
page.on('requestfailed', (r) => log.push([Date.now() - t0, 'FAILED ' + r.url()]));
await page.goto(base + '/tienda/'); log.push([Date.now() - t0, 'LOAD']);
const nav = await page.evaluate(() => JSON.stringify(performance.getEntriesByType('navigation')[0].toJSON(), ['responseEnd','domInteractive','domContentLoadedEventEnd','loadEventEnd']));
if (i==1) { for (const l of log) console.log(l.join('  ')); console.log(nav); }
await ctx.close();
}
await browser.close();
