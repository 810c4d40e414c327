// The first input after load, per lazy part: how long from the shopper's tap (or click, or
// choice) to the first frame that answers it (pressed, loading or the result) and to the
// frame that shows its result, on a cold visit: a new browser context, nothing prefetched by
// the harness, no pointer moved before the input (a phone's tap; a desktop press without a
// move before it). Two network/CPU profiles: Lighthouse's mobile one (4x CPU, 150 ms round
// trip, 1.6 Mbps down) and none.
//
// The same inputs run on the stub (each build) and, with `--url`, on a real shop with islas
// and without it (`?islas=off`, which the islas plugin honours for a logged-in administrator).
// The targets are found by Flatsome's and WooCommerce's own markup, so both sides run the
// same inputs on the same elements.

import { fmt, median } from './numbers.mjs';

/** Lighthouse's mobile profile (its throttling constants): 150 ms RTT, 1.6 Mbps down, 750 Kbps up, 4x CPU. */
export const PROFILES = {
  mobile: { cpu: 4, network: { offline: false, latency: 150, downloadThroughput: (1638.4 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 } },
  none: { cpu: 1, network: null },
};

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 900 } };

/**
 * Each input: the page it happens on (a kind the site's paths map to), the device, the target
 * (the first one shown), how the input is made, and two checks run in the page on the
 * target `t`: `answered` (the first visible sign) and `done` (the result). `before` records
 * what `done` compares with. `below`: the target is under the fold, so the shopper scrolls
 * to it first and reads a second (that scroll is an input too, on either side).
 */
export const FIRST_INPUTS = [
  {
    name: "a listing's add button",
    page: 'shop',
    // A logged-in visitor's cart stays on the server: taken out again after each run.
    addsToCart: true,
    device: PHONE,
    target: '.products .add_to_cart_button.ajax_add_to_cart',
    input: 'tap',
    answered: `pressed(t) || t.classList.contains('added')`,
    done: `t.classList.contains('added')`,
  },
  {
    name: 'the quantity +',
    page: 'simple',
    device: PHONE,
    target: 'form.cart .quantity .plus',
    input: 'tap',
    below: true,
    before: `t.closest('.quantity').querySelector('input.qty').value`,
    answered: `pressed(t) || t.closest('.quantity').querySelector('input.qty').value !== before`,
    done: `t.closest('.quantity').querySelector('input.qty').value !== before`,
  },
  {
    name: 'the mini cart icon',
    page: 'shop',
    device: PHONE,
    target: '.header-cart-link[data-open], .cart-item > a[data-open]',
    input: 'tap',
    answered: `pressed(t) || !!document.querySelector('.mfp-bg') || isShown(document.querySelector(t.getAttribute('data-open')))`,
    done: `isShown(document.querySelector(t.getAttribute('data-open')))`,
  },
  {
    name: 'the mobile menu',
    page: 'shop',
    device: PHONE,
    target: '[data-open="#main-menu"]',
    input: 'tap',
    answered: `pressed(t) || !!document.querySelector('.mfp-bg') || isShown(document.querySelector('#main-menu'))`,
    done: `isShown(document.querySelector('#main-menu'))`,
  },
  {
    name: 'a variation select',
    page: 'variable',
    device: PHONE,
    target: 'form.variations_form .variations select',
    input: 'select',
    below: true,
    before: `variationState(t)`,
    answered: `variationState(t) !== before`,
    done: `variationState(t) !== before`,
  },
  {
    name: 'a product tab',
    page: 'simple',
    device: PHONE,
    target: '.woocommerce-tabs ul.tabs li:not(.active) > a[href^="#"]',
    input: 'tap',
    below: true,
    answered: `pressed(t) || isShown(document.getElementById(t.getAttribute('href').slice(1)))`,
    done: `isShown(document.getElementById(t.getAttribute('href').slice(1)))`,
  },
  {
    // Flatsome hides the gallery's arrows on a phone: the shopper swipes.
    name: "a swipe on the product gallery",
    page: 'variable',
    device: PHONE,
    target: '.woocommerce-product-gallery .woocommerce-product-gallery__image',
    input: 'swipe',
    before: `galleryState(t)`,
    answered: `galleryState(t).split('|')[1] !== before.split('|')[1]`,
    done: `galleryState(t).split('|')[0] !== before.split('|')[0]`,
  },
  {
    name: "a slider's arrow",
    page: 'slider',
    device: DESKTOP,
    target: '.slider .flickity-prev-next-button.next',
    input: 'press',
    below: true,
    before: `selectedCell(t)`,
    answered: `pressed(t) || selectedCell(t) !== before`,
    done: `selectedCell(t) !== before`,
  },
];

/** Helpers the checks use, defined in the page. */
const PAGE_HELPERS = `
  // A pressed or loading look: WooCommerce's loading class, islas's held click.
  window.pressed = (t) => !!t.closest('.loading, .islas-held, [aria-busy="true"]');
  window.isShown = (el) => {
    if (!el) return false;
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && Number(style.opacity) > 0.05 && box.right > 0 && box.left < innerWidth;
  };
  window.variationState = (t) => {
    const form = t.closest('form');
    const reset = form.querySelector('.reset_variations');
    return [form.querySelector('input[name="variation_id"]')?.value, reset && getComputedStyle(reset).visibility, form.querySelector('.single_variation')?.textContent.trim()].join('|');
  };
  window.galleryState = (t) => {
    const slides = [...t.closest('.woocommerce-product-gallery').querySelectorAll('.woocommerce-product-gallery__image')];
    const frame = t.closest('.woocommerce-product-gallery').getBoundingClientRect();
    const middle = frame.left + frame.width / 2;
    const shown = slides.findIndex((slide) => { const box = slide.getBoundingClientRect(); return box.left <= middle && box.right > middle; });
    return shown + '|' + Math.round(slides[0].getBoundingClientRect().left);
  };
  window.selectedCell = (t) => {
    const slider = t.closest('.flickity-enabled, .slider, .product-gallery') ?? document;
    const cells = [...slider.querySelectorAll('.flickity-slider > *')];
    return cells.findIndex((cell) => cell.classList.contains('is-selected')) + ':' + slider.querySelector('.flickity-slider')?.style.transform;
  };
`;

/**
 * Arms the probe in the page: the input's time (capture phase, the event's own timestamp),
 * then the first frame after `answered` and after `done` become true (checked on every DOM
 * change and every 10 ms, since a field's value or a style can change without a mutation).
 */
function armProbe({ selector, answered, done, before, helpers }) {
  new Function(helpers)();
  const t = [...document.querySelectorAll(selector)].find((el) => window.isShown(el)) ?? document.querySelector(selector);
  const beforeValue = before ? new Function('t', `return (${before});`)(t) : null;
  const check = (expression) => new Function('t', 'before', `return (${expression});`);
  const isAnswered = check(answered);
  const isDone = check(done);
  const probe = (window.__firstInput = { start: null, answered: null, done: null, scripts: 0 });
  const frameAfter = (key) => requestAnimationFrame(() => setTimeout(() => (probe[key] ??= performance.now()), 0));
  const marked = { answered: false, done: false };
  const test = () => {
    if (probe.start === null) return;
    if (!marked.answered && isAnswered(t, beforeValue)) {
      marked.answered = true;
      frameAfter('answered');
    }
    if (!marked.done && isDone(t, beforeValue)) {
      marked.done = true;
      frameAfter('done');
      observer.disconnect();
      clearInterval(timer);
    }
  };
  for (const type of ['touchstart', 'pointerdown', 'mousedown', 'keydown', 'input', 'change']) {
    document.addEventListener(type, (event) => {
      if (probe.start === null) probe.start = event.timeStamp;
      test();
    }, { capture: true, passive: true });
  }
  const observer = new MutationObserver(test);
  observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  const timer = setInterval(test, 10);
  new PerformanceObserver((list) => {
    if (probe.start !== null) probe.scripts += list.getEntries().filter((e) => e.initiatorType === 'script' || e.name.endsWith('.js')).length;
  }).observe({ type: 'resource' });
  const box = t?.getBoundingClientRect();
  return box ? { x: box.left + box.width / 2, y: box.top + box.height / 2, width: box.width } : null;
}

/**
 * Waits for the load and two seconds more (islas's idle prefetch starts a second after the
 * load), then for no request for 500 ms (at most 15 s): the shopper looks at the page.
 */
async function settle(page, requests) {
  await page.waitForLoadState('load');
  await page.waitForTimeout(2000);
  let seen = -1;
  for (let i = 0; i < 30 && seen !== requests.count; i += 1) {
    seen = requests.count;
    await page.waitForTimeout(500);
  }
}

/** One cold first input; returns { answeredMs, doneMs, scripts } or throws why it could not run. */
async function oneRun(browser, { url, input, profile, login, afterAdd }) {
  const context = await browser.newContext({ locale: 'es-ES', ...input.device });
  try {
    if (login) await login(context);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (profile.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
    if (profile.network) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', profile.network);
    }
    const requests = { count: 0 };
    page.on('request', () => (requests.count += 1));
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await settle(page, requests);
    if (input.below) {
      await page.evaluate((selector) => document.querySelector(selector)?.scrollIntoView({ block: 'center' }), input.target);
      await page.waitForTimeout(1000);
      await settle(page, requests);
    }
    const at = await page.evaluate(armProbe, { selector: input.target, answered: input.answered, done: input.done, before: input.before, helpers: PAGE_HELPERS });
    if (!at) throw new Error(`no ${input.target} on ${url}`);
    // Two frames, so the compositor has the page as it is now: headless Chromium draws only
    // when asked, and a touch on a stale frame missed the gallery's scroller.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    if (input.input === 'tap') await page.touchscreen.tap(at.x, at.y);
    else if (input.input === 'swipe') {
      // A finger from right to left across two thirds of the picture, a move a frame.
      const from = at.x + at.width / 3;
      const moves = [0, 1, 2, 3, 4].map((step) => ['touchMove', from - ((step + 1) * at.width * 2) / 15]);
      for (const [type, x] of [['touchStart', from], ...moves, ['touchEnd']]) {
        await cdp.send('Input.dispatchTouchEvent', { type, touchPoints: x === undefined ? [] : [{ x, y: at.y }] });
        await page.waitForTimeout(16);
      }
    }
    else if (input.input === 'press') {
      // A press where the pointer already is: no move before it, so no hover loads anything.
      for (const type of ['mousePressed', 'mouseReleased']) {
        await cdp.send('Input.dispatchMouseEvent', { type, x: at.x, y: at.y, button: 'left', clickCount: 1 });
      }
    } else {
      // A choice from the select's list: the page hears input and change, no key, no pointer.
      await page.evaluate((selector) => {
        const select = [...document.querySelectorAll(selector)].find((el) => window.isShown(el)) ?? document.querySelector(selector);
        const option = [...select.options].find((o) => o.value && o.value !== select.value);
        select.value = option.value;
        select.dispatchEvent(new Event('input', { bubbles: true }));
        select.dispatchEvent(new Event('change', { bubbles: true }));
      }, input.target);
    }
    await page.waitForFunction(() => window.__firstInput.done !== null, null, { timeout: 20_000 });
    const probe = await page.evaluate(() => window.__firstInput);
    if (input.addsToCart && afterAdd) await afterAdd(page);
    return { answeredMs: probe.answered - probe.start, doneMs: probe.done - probe.start, scripts: probe.scripts };
  } finally {
    await context.close();
  }
}


/**
 * Every input × profile × side, `runs` cold runs each. `paths` maps the page kinds (shop,
 * simple, variable, slider) to paths; `sides` are { name, query, login?, afterAdd? } (login(context)
 * before the visit; afterAdd(page) after an input that added to the cart); `only` keeps the
 * inputs whose name has it. Returns rows of medians.
 */
export async function measureFirstInputs({ browser, base, paths, sides, runs = 5, profiles = Object.keys(PROFILES), only, log = () => {} }) {
  const rows = [];
  for (const input of FIRST_INPUTS) {
    if (!paths[input.page] || (only && !input.name.includes(only))) continue;
    for (const profileName of profiles) {
      for (const side of sides) {
        const url = base + paths[input.page] + (side.query ? (paths[input.page].includes('?') ? '&' : '?') + side.query : '');
        const results = [];
        const errors = new Set();
        for (let i = 0; i < runs; i += 1) {
          try {
            results.push(await oneRun(browser, { url, input, profile: PROFILES[profileName], login: side.login, afterAdd: side.afterAdd }));
          } catch (error) {
            errors.add(String(error.message ?? error).split('\n')[0]);
          }
        }
        const row = {
          input: input.name,
          profile: profileName,
          side: side.name,
          answeredMs: median(results.map((r) => r.answeredMs)),
          doneMs: median(results.map((r) => r.doneMs)),
          scripts: median(results.map((r) => r.scripts)),
          runs: results.length,
          of: runs,
          errors: [...errors],
        };
        rows.push(row);
        log(`${input.name} · ${profileName} · ${side.name}: answered ${fmt(row.answeredMs)} ms, done ${fmt(row.doneMs)} ms (${row.runs}/${runs})`);
      }
    }
  }
  return rows;
}


/** The table: one line per input and profile, a pair of columns per side. */
export function firstInputMarkdown(rows, sides) {
  const out = [];
  out.push(`| input | profile | ${sides.map((s) => `${s}: answer / result (ms)`).join(' | ')} |`);
  out.push(`|---|---|${sides.map(() => '---:').join('|')}|`);
  const keys = [...new Set(rows.map((r) => `${r.input}\u0000${r.profile}`))];
  for (const key of keys) {
    const [input, profile] = key.split('\u0000');
    const cells = sides.map((side) => {
      const r = rows.find((row) => row.input === input && row.profile === profile && row.side === side);
      if (!r) return '';
      return `${fmt(r.answeredMs)} / ${fmt(r.doneMs)}${r.runs < r.of ? ` (${r.runs}/${r.of} runs)` : ''}`;
    });
    out.push(`| ${input} | ${profile === 'mobile' ? '4x CPU, 150 ms, 1.6 Mbps' : 'none'} | ${cells.join(' | ')} |`);
  }
  const errors = rows.flatMap((r) => r.errors.map((e) => `${r.input} (${r.profile}, ${r.side}): ${e}`));
  if (errors.length) out.push('', 'Runs that failed:', ...[...new Set(errors)].map((e) => `- ${e}`));
  return out.join('\n') + '\n';
}
