import jQueryFactory from 'jquery';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCartRuntime } from '../../src/cart/cart';
import { defaultConfig } from '../../src/kernel/config';
import type { IslandContext } from '../../src/kernel/context';
import { $lastAdded, markAdded } from '../../src/stores/cart';
import { $openOverlay } from '../../src/stores/ui';
import { flush, setBody } from '../../tests/unit/helpers/dom';
import { mount } from './index';
import { requestOpen } from './request';
import { readMiniCartOptions } from './options';
import { withLoaders } from '../../tests/unit/helpers/page';
import { islands } from '../../src/start/parts';
import { installJQueryBridge } from '../../src/kernel/events';
import { createBridge } from '../../src/kernel/jquery/bridge';

const dropdown = `
  <ul class="header-nav"><li class="cart-item has-icon has-dropdown" id="host">
    <a href="/carrito/" class="header-cart-link" title="Carrito"><span class="cart-price">0,00 €</span><span class="cart-icon"><strong>0</strong></span></a>
    <ul class="nav-dropdown"><li class="html widget_shopping_cart"><div class="widget_shopping_cart_content"><a href="/producto/x/" id="inside">X</a></div></li></ul>
  </li></ul><button id="elsewhere">elsewhere</button>`;

// Flatsome's mobile header cart (element-cart-mobile.php): the panel inside the li.
const drawer = `
  <ul class="mobile-nav nav"><li class="cart-item has-icon" id="host">
    <a href="/carrito/" class="header-cart-link nav-top-link is-small off-canvas-toggle" data-open="#cart-popup" data-class="off-canvas-cart" data-pos="right" title="Carrito">Carrito</a>
    <div id="cart-popup" class="mfp-hide"><div class="widget_shopping_cart_content">
      <a href="/producto/x/" id="first">X</a><a href="/carrito/" id="last">Ver carrito</a></div></div>
  </li></ul><button id="elsewhere">elsewhere</button>`;

function ctx(props: Record<string, unknown> = {}): IslandContext {
  return withLoaders({ name: 'mini-cart', props, config: defaultConfig(), cart: createCartRuntime(defaultConfig()), idPrefix: 'islas-mini-cart-1-' });
}

const host = () => document.getElementById('host')!;
const panel = () => document.getElementById('cart-popup')!;
/** Lets the island's effects subscribe (Preact runs them after the next frame). */
const settle = () => (vi.isFakeTimers() ? vi.advanceTimersByTimeAsync(50) : new Promise((r) => setTimeout(r, 50)));

const key = (k: string, target: EventTarget = document) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
const shiftTab = () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true, cancelable: true }));

describe('mini-cart island', () => {
  let unmount: (() => void) | undefined;
  beforeEach(() => {
    $lastAdded.set(null);
    $openOverlay.set(null);
    // happy-dom does no layout: treat every element as visible.
    vi.spyOn(Element.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
  });
  afterEach(() => {
    unmount?.();
    unmount = undefined;
    vi.useRealTimers();
  });

  it('reads its style from data-props, else from Flatsome markup', () => {
    setBody(dropdown);
    expect(readMiniCartOptions(host(), ctx()).style).toBe('dropdown');
    expect(readMiniCartOptions(host(), ctx({ style: 'drawer' })).style).toBe('drawer');
    setBody(drawer);
    expect(readMiniCartOptions(host(), ctx()).style).toBe('drawer');
    setBody('<li class="cart-item" id="host"><a href="/carrito/">Carrito</a></li>');
    expect(readMiniCartOptions(host(), ctx()).style).toBe('link');
  });

  it('closes by itself after at most a minute: a longer data-props time (timers fire at once past 2^31 ms) is the 5 s default', () => {
    setBody(dropdown);
    const autoClose = (autoCloseMs: unknown) => readMiniCartOptions(host(), ctx({ autoCloseMs })).autoCloseMs;
    expect([autoClose(8000), autoClose(60000), autoClose(1e308), autoClose(60001), autoClose('x'), autoClose(-1)]).toEqual([8000, 60000, 5000, 5000, 5000, 5000]);
  });

  it('opens the dropdown after an add and closes it by itself after 5 s', async () => {
    vi.useFakeTimers();
    setBody(dropdown);
    unmount = mount(host(), ctx());
    await settle();
    await vi.advanceTimersByTimeAsync(0);
    expect(host().classList.contains('current-dropdown')).toBe(false);
    markAdded('11');
    await vi.advanceTimersByTimeAsync(0);
    expect(host().classList.contains('current-dropdown')).toBe(true);
    // Flatsome's mark of a revealed dropdown.
    expect(host().classList.contains('cart-active')).toBe(true);
    expect(host().querySelector('a.header-cart-link')!.getAttribute('aria-expanded')).toBe('true');
    await vi.advanceTimersByTimeAsync(4900);
    expect(host().classList.contains('current-dropdown')).toBe(true);
    await vi.advanceTimersByTimeAsync(200);
    expect(host().classList.contains('current-dropdown')).toBe(false);
    expect(host().classList.contains('cart-active')).toBe(false);
  });

  it('does not open when the shop disables the reveal', async () => {
    setBody(dropdown);
    unmount = mount(host(), { ...ctx(), config: { ...defaultConfig(), miniCartReveal: false } });
    await settle();
    markAdded('11');
    await flush();
    expect(host().classList.contains('current-dropdown')).toBe(false);
  });

  it('opens for an add made while its chunk was still loading', async () => {
    setBody(dropdown);
    markAdded('11');
    unmount = mount(host(), ctx());
    await settle();
    await flush();
    expect(host().classList.contains('current-dropdown')).toBe(true);
  });

  it('stays open while hovered or focused, and closes on Escape', async () => {
    vi.useFakeTimers();
    setBody(dropdown);
    unmount = mount(host(), ctx());
    await settle();
    markAdded('11');
    await vi.advanceTimersByTimeAsync(0);
    host().dispatchEvent(new MouseEvent('mouseenter'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(host().classList.contains('current-dropdown')).toBe(true);
    key('Escape');
    await vi.advanceTimersByTimeAsync(0);
    expect(host().classList.contains('current-dropdown')).toBe(false);
  });

  it('opens the dropdown on hover and on focus, and closes when both have left', async () => {
    setBody(dropdown);
    unmount = mount(host(), ctx());
    await settle();
    host().dispatchEvent(new MouseEvent('mouseenter'));
    await flush();
    expect(host().classList.contains('current-dropdown')).toBe(true);
    host().dispatchEvent(new MouseEvent('mouseleave'));
    await flush();
    expect(host().classList.contains('current-dropdown')).toBe(false);
    const link = host().querySelector<HTMLAnchorElement>('a.header-cart-link')!;
    link.focus();
    await flush();
    expect(host().classList.contains('current-dropdown')).toBe(true);
    document.getElementById('inside')!.focus();
    await flush();
    expect(host().classList.contains('current-dropdown')).toBe(true);
    document.getElementById('elsewhere')!.focus();
    await flush();
    expect(host().classList.contains('current-dropdown')).toBe(false);
  });

  it('closes on a press outside', async () => {
    setBody(dropdown);
    unmount = mount(host(), ctx());
    await settle();
    markAdded('11');
    await flush();
    document.getElementById('inside')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await flush();
    expect(host().classList.contains('current-dropdown')).toBe(true);
    document.getElementById('elsewhere')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await flush();
    expect(host().classList.contains('current-dropdown')).toBe(false);
  });

  it('opens the drawer from the cart link as a modal dialog, traps focus, and returns it on Escape', async () => {
    setBody(drawer);
    unmount = mount(host(), ctx());
    await settle();
    await flush();
    const link = host().querySelector<HTMLAnchorElement>('a')!;
    link.focus();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    await flush();
    expect(click.defaultPrevented).toBe(true);
    expect(panel().classList.contains('mfp-hide')).toBe(false);
    expect(panel().getAttribute('role')).toBe('dialog');
    expect(panel().getAttribute('aria-modal')).toBe('true');
    expect(panel().getAttribute('aria-label')).toBe('Cart');
    // Focus on the dialog itself, as Flatsome's lightbox does (not on a line's remove link).
    expect(document.activeElement).toBe(panel());
    expect(document.querySelector('.islas-drawer-backdrop')).not.toBeNull();
    const close = panel().querySelector<HTMLButtonElement>('.islas-drawer-close')!;
    shiftTab();
    expect(document.activeElement).toBe(close);
    key('Tab');
    expect(document.activeElement!.id).toBe('first');
    shiftTab();
    expect(document.activeElement).toBe(close);
    key('Escape');
    await flush();
    expect(document.activeElement).toBe(link);
    // It fades out over 400 ms (inert meanwhile), then is hidden.
    expect(panel().classList.contains('islas-drawer--closing')).toBe(true);
    expect(panel().classList.contains('mfp-hide')).toBe(false);
    expect(panel().inert).toBe(true);
    expect(panel().hasAttribute('aria-modal')).toBe(false);
    expect(document.querySelector('.islas-drawer-backdrop--closing')).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 450));
    await flush();
    expect(panel().classList.contains('mfp-hide')).toBe(true);
    expect(panel().classList.contains('islas-drawer--closing')).toBe(false);
    expect(panel().inert).toBe(false);
    expect(document.querySelector('.islas-drawer-backdrop')).toBeNull();
    expect(document.activeElement).toBe(link);
  });

  it('hides the drawer at once for a shopper who prefers reduced motion, and a reopen while fading cancels the fade', async () => {
    setBody(drawer);
    unmount = mount(host(), ctx());
    await settle();
    const link = host().querySelector<HTMLAnchorElement>('a')!;
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await flush();
    key('Escape');
    await flush();
    expect(panel().classList.contains('islas-drawer--closing')).toBe(true);
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await flush();
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(panel().classList.contains('islas-drawer--open')).toBe(true);
    expect(panel().classList.contains('islas-drawer--closing')).toBe(false);
    expect(panel().classList.contains('mfp-hide')).toBe(false);
    expect(panel().inert).toBe(false);

    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    try {
      key('Escape');
      await flush();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(panel().classList.contains('mfp-hide')).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('leaves a Ctrl/Cmd click on the drawer link to the browser (the cart page in a new tab)', async () => {
    setBody(drawer);
    unmount = mount(host(), ctx());
    await settle();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    host().querySelector('a')!.dispatchEvent(click);
    await flush();
    expect(click.defaultPrevented).toBe(false);
    expect(panel().classList.contains('mfp-hide')).toBe(true);
  });

  it('reveals the drawer after an add as Flatsome does: a modal dialog that takes focus and stays open until closed, focus then back where it was', async () => {
    vi.useFakeTimers();
    setBody(drawer);
    unmount = mount(host(), ctx());
    await settle();
    document.getElementById('elsewhere')!.focus();
    markAdded('11');
    await vi.advanceTimersByTimeAsync(0);
    expect(panel().classList.contains('islas-drawer--open')).toBe(true);
    expect(panel().getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(panel());
    // No 5 s auto-close for the drawer (Flatsome closes only its dropdown by itself).
    await vi.advanceTimersByTimeAsync(60_000);
    expect(panel().classList.contains('islas-drawer--open')).toBe(true);
    expect(document.activeElement).toBe(panel());
    key('Escape');
    await vi.advanceTimersByTimeAsync(0);
    expect(document.activeElement!.id).toBe('elsewhere');
    expect(panel().classList.contains('islas-drawer--closing')).toBe(true);
    await vi.advanceTimersByTimeAsync(399);
    expect(panel().classList.contains('mfp-hide')).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(panel().classList.contains('mfp-hide')).toBe(true);
  });

  it('shows the drawer at the end of <body> while open, above the page, and puts it back in the header cart after', async () => {
    setBody(drawer);
    unmount = mount(host(), ctx());
    await settle();
    const before = [...host().childNodes];
    const link = host().querySelector<HTMLAnchorElement>('a')!;
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await flush();
    // Flatsome prints it inside the header, whose stacking context would keep it under the backdrop.
    expect(panel().parentElement).toBe(document.body);
    expect(host().contains(panel())).toBe(false);
    expect(panel().classList.contains('off-canvas-cart')).toBe(true);
    expect(document.documentElement.classList.contains('has-off-canvas')).toBe(true);
    expect(document.documentElement.classList.contains('has-off-canvas-right')).toBe(true);
    expect(document.documentElement.classList.contains('islas-scroll-locked')).toBe(true);
    key('Escape');
    await flush();
    expect(document.documentElement.classList.contains('has-off-canvas')).toBe(false);
    expect(document.documentElement.classList.contains('islas-scroll-locked')).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(panel().parentElement).toBe(host());
    expect(panel().classList.contains('mfp-hide')).toBe(true);
    expect(panel().classList.contains('off-canvas-cart')).toBe(false);
    expect([...host().childNodes]).toEqual(before);
  });

  it('closes the drawer from its backdrop and its close button, focus back on the cart link', async () => {
    setBody(drawer);
    unmount = mount(host(), ctx());
    await settle();
    const link = host().querySelector<HTMLAnchorElement>('a')!;
    for (const closer of [() => document.querySelector<HTMLElement>('.islas-drawer-backdrop:not(.islas-drawer-backdrop--closing)')!, () => panel().querySelector<HTMLElement>('.islas-drawer-close')!]) {
      link.focus();
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      await flush();
      expect(panel().getAttribute('aria-modal')).toBe('true');
      // A press on the backdrop takes focus to the page (it is not focusable), then its click closes.
      document.body.focus();
      closer().click();
      await flush();
      expect(panel().hasAttribute('aria-modal')).toBe(false);
      expect(document.activeElement).toBe(link);
    }
  });

  it('keeps focus in the open drawer when a script moves it out (the notices focus their message 500 ms after load)', async () => {
    setBody(drawer);
    unmount = mount(host(), ctx());
    await settle();
    host().querySelector('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await flush();
    document.getElementById('elsewhere')!.focus();
    expect(document.activeElement).toBe(panel());
  });

  it('opens when the page asks for the mini cart (request.ts), before or after its chunk came, whatever the reveal option', async () => {
    vi.useFakeTimers();
    setBody(dropdown);
    requestOpen();
    const noReveal = { ...defaultConfig(), miniCartReveal: false };
    unmount = mount(host(), { ...ctx(), config: noReveal });
    await settle();
    expect(host().classList.contains('current-dropdown')).toBe(true);
    // The dropdown closes by itself after 5 s, as after an add.
    await vi.advanceTimersByTimeAsync(5100);
    expect(host().classList.contains('current-dropdown')).toBe(false);
    requestOpen();
    await vi.advanceTimersByTimeAsync(0);
    expect(host().classList.contains('current-dropdown')).toBe(true);
  });

  it('leaves the request to the header cart the shopper sees (the desktop one is hidden on phones)', async () => {
    setBody(`<div id="desktop">${dropdown.replace('id="host"', 'id="hidden-host"').replace(/id="(inside|elsewhere)"/g, '')}</div>${drawer}`);
    const hidden = document.getElementById('hidden-host')!;
    vi.spyOn(Element.prototype, 'getClientRects').mockImplementation(function (this: Element) {
      return (this === hidden ? [] : [{}]) as unknown as DOMRectList;
    });
    const unmountHidden = mount(hidden, { ...ctx(), idPrefix: 'islas-mini-cart-2-' });
    unmount = mount(host(), ctx());
    try {
      await settle();
      requestOpen();
      await flush();
      expect(hidden.classList.contains('current-dropdown')).toBe(false);
      expect($openOverlay.get()).toBe('mini-cart:islas-mini-cart-1-');
      expect(panel().getAttribute('aria-modal')).toBe('true');
    } finally {
      unmountHidden();
    }
  });

  it("opens on the page a product form's add reloaded into (span.added-to-cart), once however many header carts mount, whatever the reveal option", async () => {
    vi.useFakeTimers();
    setBody(`${dropdown}<div class="woocommerce-message" role="alert">«X» se ha añadido a tu carrito.<span class="added-to-cart" data-timer=""></span></div>`);
    unmount = mount(host(), { ...ctx(), config: { ...defaultConfig(), miniCartReveal: false } });
    await settle();
    expect(host().classList.contains('current-dropdown')).toBe(true);
    await vi.advanceTimersByTimeAsync(5100);
    expect(host().classList.contains('current-dropdown')).toBe(false);
    // Mounted again (its markup came back), the same notice does not open it again.
    unmount();
    unmount = mount(host(), ctx());
    await settle();
    expect(host().classList.contains('current-dropdown')).toBe(false);
  });

  it("opens at $(document).trigger('flatsome-open-mini-cart'), where jQuery is, whatever the reveal option", async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const $: any = jQueryFactory;
    installJQueryBridge(createBridge($));
    try {
      setBody(drawer);
      unmount = mount(host(), { ...ctx(), config: { ...defaultConfig(), miniCartReveal: false } });
      await settle();
      $(document).trigger('flatsome-open-mini-cart');
      await flush();
      expect(panel().getAttribute('aria-modal')).toBe('true');
      key('Escape');
      await flush();
      unmount();
      unmount = undefined;
      $(document).trigger('flatsome-open-mini-cart');
      await flush();
      expect($openOverlay.get()).toBe(null);
    } finally {
      installJQueryBridge(undefined);
      $(document).off();
    }
  });

  it('leaves the server markup as it was when unmounted', async () => {
    setBody(dropdown);
    const before = host().innerHTML;
    unmount = mount(host(), ctx());
    await settle();
    await flush();
    unmount();
    unmount = undefined;
    expect(host().innerHTML).toBe(before);
  });
});

describe('what wakes the mini cart before its chunk (its row in the table of parts)', () => {
  const wake = (start: () => void) => islands['mini-cart']!.wakeOn!(start);
  let stop: (() => void) | void;
  beforeEach(() => $lastAdded.set(null));
  afterEach(() => stop?.());

  it("the page a product form's add reloaded into (Flatsome's span.added-to-cart in the notice): at once", () => {
    setBody('<div class="woocommerce-message" role="alert">«X» se ha añadido a tu carrito. <a href="/carrito/" class="button wc-forward">Ver carrito</a><span class="added-to-cart" data-timer=""></span></div>');
    const start = vi.fn();
    stop = wake(start);
    expect(start).toHaveBeenCalled();
  });

  it('not other pages; then an add to cart (the island reveals it itself)', () => {
    setBody('<div class="woocommerce-message" role="alert">Cupón aplicado.</div>');
    const start = vi.fn();
    stop = wake(start);
    expect(start).not.toHaveBeenCalled();
    markAdded('11');
    expect(start).toHaveBeenCalled();
  });
});
