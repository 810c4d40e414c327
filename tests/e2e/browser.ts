import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { existsSync } from 'node:fs';
import { beforeAll, inject } from 'vitest';

/** Debian's Chromium (`chromium`); CHROMIUM_PATH overrides. Nothing is downloaded. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's headless build of the same Chromium (`chromium-headless-shell`, the headless
 * mode Playwright itself uses): the same Blink and V8 without the desktop browser around
 * them. Measured on 2 cores: the preact browser suite took 334 s on it against 709 s on
 * `chromium`, whose browser process alone kept a third of a core busy. It has no
 * back/forward cache, so the test of that launches CHROMIUM_PATH.
 */
export const HEADLESS_SHELL_PATH = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/** What the browser tests run on: the headless shell where it is installed, else Chromium. */
export const TEST_CHROMIUM_PATH = existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH;

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Launches `executablePath` (the browser tests' Chromium unless told) headless with the project's switches. */
export async function launchChromium(
  executablePath: string = TEST_CHROMIUM_PATH,
  options: { ignoreDefaultArgs?: string[] } = {},
): Promise<Browser> {
  if (!existsSync(executablePath)) {
    throw new Error(`Chromium not found at ${executablePath}: install Debian's chromium (apt-get install -y chromium chromium-headless-shell), as .ci/run does.`);
  }
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS, ...options });
}

/** Which build the browser suite runs against: `preact` (dist/) or `react` (dist/react/). */
export function islasBuild(): 'preact' | 'react' {
  return process.env.ISLAS_BUILD === 'react' ? 'react' : 'preact';
}

export function baseUrl(): string {
  return inject('baseUrl');
}

export interface Shopper {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
  url(path: string): string;
  close(): Promise<void>;
}

const VIEWPORT = { width: 1280, height: 900 };

/** Each case on a desktop (the default viewport) and on a phone. */
export const DEVICES = [
  ['desktop', undefined],
  ['phone', { width: 390, height: 844 }],
] as const;

/** Each case on a page without jQuery and on one with jQuery and its plugins (the zoo). */
export const JQUERY_SETUPS = [
  ['without jQuery', ''],
  ['with jQuery', '?islas-plugins=zoo'],
] as const;

/**
 * Browser contexts a closed visitor left, ready for the next one (JavaScript on only).
 * Measured on 2 cores: a page load in a new context and page cost Chromium about 0.55 s
 * of CPU more than the same load in a context used before (24 loads of four stub pages:
 * 17-24 CPU s against 8-9).
 */
const idleContexts = new WeakMap<Browser, BrowserContext[]>();
/** Contexts a test changed in a way a reset cannot undo (init scripts, exposed functions, emulation). */
const changedForGood = new WeakSet<BrowserContext>();

function markWhenCalled(target: object, methods: string[], context: BrowserContext): void {
  const callable = target as Record<string, (...args: unknown[]) => unknown>;
  for (const method of methods) {
    const original = callable[method]!;
    callable[method] = (...args: unknown[]) => {
      changedForGood.add(context);
      return original.apply(target, args);
    };
  }
}

async function openContext(browser: Browser, javaScriptEnabled: boolean): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ javaScriptEnabled, locale: 'es-ES', viewport: VIEWPORT });
  const page = await context.newPage();
  markWhenCalled(context, ['addInitScript', 'exposeBinding', 'exposeFunction'], context);
  markWhenCalled(page, ['addInitScript', 'exposeBinding', 'exposeFunction', 'emulateMedia'], context);
  return { context, page };
}

/**
 * Makes a used context a new visitor's: no routes or listeners, no cookies (so a new PHP
 * session), empty storage, the default viewport, the pointer outside the page. False when
 * that cannot be done, and the context is closed instead.
 */
async function forgetVisitor(context: BrowserContext, page: Page): Promise<boolean> {
  if (changedForGood.has(context) || page.isClosed() || context.pages().length !== 1) return false;
  try {
    await page.removeAllListeners(undefined, { behavior: 'ignoreErrors' });
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    // A small same-origin document: the next visitor's first page loads in the same renderer.
    await page.goto(`${baseUrl()}/dist/manifest.json`, { timeout: 5_000 });
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await context.clearCookies();
    await context.clearPermissions();
    const viewport = page.viewportSize();
    if (viewport?.width !== VIEWPORT.width || viewport.height !== VIEWPORT.height) await page.setViewportSize(VIEWPORT);
    await page.mouse.move(-1, -1);
    return true;
  } catch {
    return false;
  }
}

/** The parity run (ISLAS_BUILD=react): the stub enqueues dist/react/ for this context's visitor. */
export async function useThisBuild(context: BrowserContext): Promise<void> {
  if (islasBuild() === 'react') await context.addCookies([{ name: 'islas_build', value: 'react', url: baseUrl(), sameSite: 'Lax' }]);
}

/** A fresh visitor (own cookies, own PHP session) with one page. */
export async function newShopper(browser: Browser, options: { javaScriptEnabled?: boolean } = {}): Promise<Shopper> {
  const javaScriptEnabled = options.javaScriptEnabled ?? true;
  const idle = idleContexts.get(browser) ?? [];
  idleContexts.set(browser, idle);
  const used = javaScriptEnabled ? idle.pop() : undefined;
  const { context, page } = used ? { context: used, page: used.pages()[0]! } : await openContext(browser, javaScriptEnabled);
  await useThisBuild(context);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  const root = baseUrl();
  return {
    context,
    page,
    errors,
    url: (path) => `${root}${path}`,
    close: async () => {
      if (javaScriptEnabled && browser.isConnected() && (await forgetVisitor(context, page))) idle.push(context);
      else await context.close();
    },
  };
}

/** The server's view of this visitor's cart (the stub's test hook). */
export async function serverCart(shopper: Shopper): Promise<{
  items: { key: string; product_id: number; quantity: number; name: string }[];
  count: number;
  hash: string;
}> {
  const response = await shopper.context.request.get(shopper.url('/?islas-test=cart'));
  if (!response.ok()) throw new Error(`cart hook answered ${response.status()}`);
  return response.json();
}

/** The URLs of the lazy chunk `name` (e.g. `first-input`), whatever its content hash and build. */
const chunkUrl = (name: string): RegExp => new RegExp(`/chunks/${name}-[A-Z0-9]+\\.js$`);

/** Makes the lazy chunk `name` (e.g. `first-input`) arrive `ms` late, as on a slow phone. */
export async function delayChunk(page: Page, name: string, ms: number): Promise<void> {
  await page.route(chunkUrl(name), async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** Holds the requests `match` picks until the returned function is called: a slow network or server, on cue. */
export async function holdRequests(page: Page, match: (url: URL) => boolean): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(match, async (route) => {
    await released;
    await route.continue().catch(() => {}); // the page may have closed meanwhile
  });
  return release;
}

/** Holds the lazy chunk `name` (e.g. `first-input`) back until the returned function is called. */
export function holdChunk(page: Page, name: string): Promise<() => void> {
  const chunk = chunkUrl(name);
  return holdRequests(page, (url) => chunk.test(url.pathname));
}

/** The listing's AJAX add-to-cart buttons and the header mini cart's lines (stock markup). */
/** Whether a request is a POST to the wc-ajax `endpoint`. */
export const isAjax = (endpoint: string) => (request: Request) => request.method() === 'POST' && new URL(request.url()).searchParams.get('wc-ajax') === endpoint;

/** Requests from now on that `match`, as they are sent. */
export function requests(page: Page, match: (request: Request) => boolean): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (match(request)) seen.push(request);
  });
  return seen;
}

/** The checkout's billing fields as a shopper in Madrid fills them; `overrides` changes (or empties) some. */
export async function fillBillingAddress(page: Page, overrides: Record<string, string> = {}): Promise<void> {
  const values: Record<string, string> = {
    billing_first_name: 'Ana',
    billing_last_name: 'García',
    billing_address_1: 'Calle Mayor 1',
    billing_postcode: '28013',
    billing_city: 'Madrid',
    billing_phone: '612 345 678',
    billing_email: 'ana@example.com',
    ...overrides,
  };
  for (const [name, value] of Object.entries(values)) await page.fill(`#${name}`, value);
  await page.selectOption('#billing_state', 'M');
}

export const AJAX_ADD_BUTTONS = '.products .add_to_cart_button.ajax_add_to_cart[data-product_id]';
export const MINI_CART_LINES = '.header-nav li.cart-item .widget_shopping_cart_content .woocommerce-mini-cart-item';

/**
 * The test worker's Chromium. The browser files run in workers that keep their modules
 * from one file to the next (`isolate: false`), so each worker launches Chromium once and
 * its files share it, with its idle contexts: a launch costs ~0.7 s of CPU, and the
 * first context in a new browser ~0.5 s more. Playwright stops the browser when the
 * worker exits.
 */
let workerBrowser: Promise<Browser> | undefined;

async function theWorkersChromium(): Promise<Browser> {
  const browser = await workerBrowser;
  if (browser?.isConnected()) return browser;
  workerBrowser = launchChromium();
  return workerBrowser;
}

/**
 * The worker's Chromium for the test file, ready before its tests; returns a getter for
 * it (call it inside a test).
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await theWorkersChromium();
  });
  return () => {
    if (!browser) throw new Error('Chromium is not running: useBrowser() registers its hooks at file level.');
    return browser;
  };
}

/**
 * The worker's Chromium (useBrowser); returns `withShopper`, which runs a test
 * as a fresh visitor and always closes it.
 */
export function useShoppers() {
  const browser = useBrowser();
  return async function withShopper(
    run: (shopper: Shopper) => Promise<void>,
    options?: { javaScriptEnabled?: boolean },
  ): Promise<void> {
    const shopper = await newShopper(browser(), options);
    try {
      await run(shopper);
    } finally {
      await shopper.close();
    }
  };
}

/** Waits until islas has started: the entry ran, its enhancers listen, islands wait for their moment. */
export async function islasStarted(page: Page): Promise<void> {
  // Not html.js: the theme's inline script sets that before islas has loaded. One
  // waitForFunction (a synchronous check, polled), which Playwright runs again in the new
  // document when the page navigates meanwhile; an evaluate would fail there.
  await page.waitForFunction(() => {
    const win = window as { islas?: { ready?: Promise<unknown> }; islasTestSawReady?: boolean };
    if (typeof win.islas?.ready?.then === 'function') void win.islas.ready.then(() => (win.islasTestSawReady = true));
    return win.islasTestSawReady === true;
  });
}

/**
 * Hydrates an island the way a shopper does, by pointing at it (islands that only matter
 * once the shopper acts hydrate on interaction or at the first input), and waits until
 * it is mounted.
 */
export async function pointAt(page: Page, selector: string): Promise<void> {
  await islasStarted(page);
  await page.hover(selector);
  await page.waitForSelector(`${selector}[data-island-state="hydrated"]`, { state: 'attached' });
}

/** Serves `path` with its HTML changed by `edit`, as a broken theme or a hostile server would print it. */
export async function rewritePage(page: Page, path: string, edit: (html: string) => string): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      await route.fulfill({ response, body: edit(await response.text()) });
    },
  );
}
