import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCartRuntime } from '../../src/cart/cart';
import { defaultConfig } from '../../src/kernel/config';
import type { IslandContext } from '../../src/kernel/context';
import { $openOverlay } from '../../src/stores/ui';
import { setBody } from '../../tests/unit/helpers/dom';
import { mount } from './index';
import { withLoaders } from '../../tests/unit/helpers/page';
import { islands } from '../../src/start/parts';
import { reopeningLink } from '../../src/features/login-popup/reopen';

const page = `
  <ul class="header-nav"><li class="account-item has-icon" id="host">
    <a href="/mi-cuenta/" class="nav-top-link nav-top-not-logged-in" data-open="#login-form-popup" id="account">Acceder</a></li></ul>
  <main id="main"><button id="elsewhere">x</button></main>
  <div id="login-form-popup" class="lightbox-content mfp-hide"><div class="woocommerce-notices-wrapper"></div><div class="account-container lightbox-inner">
    <h3 class="uppercase">Acceder</h3>
    <form class="woocommerce-form woocommerce-form-login login" method="post" action="/mi-cuenta/">
      <input type="text" name="username" id="username"><input type="password" name="password" id="password">
      <button type="submit" name="login" value="Acceder" id="submit">Acceder</button></form></div></div>`;

const ctx = (): IslandContext => (withLoaders({ name: 'login-popup', props: {}, config: defaultConfig(), cart: createCartRuntime(defaultConfig()), idPrefix: 'islas-login-popup-1-' }));
const $ = (selector: string) => document.querySelector<HTMLElement>(selector)!;
const settle = () => new Promise((r) => setTimeout(r, 50));
const key = (k: string, shiftKey = false) =>
  document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: k, shiftKey, bubbles: true, cancelable: true }));

describe('login-popup island', () => {
  let unmount: (() => void) | undefined;
  beforeEach(() => {
    $openOverlay.set(null);
    vi.spyOn(window, 'matchMedia').mockImplementation((q: string) => ({ matches: q.includes('reduce'), media: q }) as MediaQueryList);
    setBody(page);
    unmount = mount($('#host'), ctx());
  });
  afterEach(() => {
    unmount?.();
    vi.restoreAllMocks();
  });

  it('opens the login form as a labelled modal dialog from the account link, focus in the first field', async () => {
    await settle();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    $('#account').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await settle();
    const panel = $('#login-form-popup');
    expect(panel.classList.contains('mfp-hide')).toBe(false);
    expect(panel.getAttribute('role')).toBe('dialog');
    expect(panel.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(panel.getAttribute('aria-labelledby')!)!.textContent).toBe('Acceder');
    expect(document.activeElement).toBe($('#username'));
    expect($('#account').getAttribute('aria-haspopup')).toBe('dialog');
  });

  it('keeps Tab inside and closes on Escape, focus back on the account link', async () => {
    await settle();
    $('#account').click();
    await settle();
    $('#submit').focus();
    key('Tab');
    key('Tab');
    expect(panel().contains(document.activeElement)).toBe(true);
    key('Escape');
    await settle();
    expect(panel().classList.contains('mfp-hide')).toBe(true);
    expect(panel().hasAttribute('role')).toBe(false);
    expect(document.activeElement).toBe($('#account'));
    expect(document.querySelector('.islas-dialog-backdrop')).toBeNull();
  });

  it('closes from its close button and the backdrop; the form stays the server form', async () => {
    await settle();
    $('#account').click();
    await settle();
    $('.islas-dialog-close').click();
    await settle();
    expect(panel().classList.contains('mfp-hide')).toBe(true);
    $('#account').click();
    await settle();
    $('.islas-dialog-backdrop').click();
    await settle();
    expect(panel().classList.contains('mfp-hide')).toBe(true);
    expect($('form.woocommerce-form-login').getAttribute('method')).toBe('post');
  });

  it('fades in over 200 ms and out over 400 ms when motion is welcome', async () => {
    vi.restoreAllMocks();
    vi.spyOn(window, 'matchMedia').mockImplementation((q: string) => ({ matches: false, media: q }) as MediaQueryList);
    const durations: number[] = [];
    let finish: () => void = () => {};
    vi.spyOn(HTMLElement.prototype, 'animate').mockImplementation((_f, options) => {
      durations.push(Number((options as KeyframeAnimationOptions).duration));
      return { finished: new Promise<void>((resolve) => (finish = resolve)) } as unknown as Animation;
    });
    await settle();
    $('#account').click();
    await settle();
    expect(durations).toEqual([200, 200]);
    key('Escape');
    await settle();
    expect(durations).toEqual([200, 200, 400, 400]);
    // Still shown while it fades out.
    expect(panel().classList.contains('mfp-hide')).toBe(false);
    finish();
    await settle();
  });

  function panel() {
    return $('#login-form-popup');
  }
});

/** After a failed header login the server printed the error inside the popup (Flatsome 3.20, notices/error.php). */
const withError = page.replace(
  '<div class="woocommerce-notices-wrapper"></div>',
  '<div class="woocommerce-notices-wrapper"><ul class="woocommerce-error message-wrapper" role="alert" id="errors"><li><div class="message-container container alert-color medium-text-center"><span class="message-icon icon-close"></span><strong>Error</strong>: la contraseña no es correcta.</div></li></ul></div>',
);

describe('login-popup island: it reopens at load after a failed login (Flatsome inventory row 13)', () => {
  const unmounts: (() => void)[] = [];
  beforeEach(() => {
    $openOverlay.set(null);
    vi.spyOn(window, 'matchMedia').mockImplementation((q: string) => ({ matches: q.includes('reduce'), media: q }) as MediaQueryList);
  });
  afterEach(() => {
    unmounts.splice(0).forEach((unmount) => unmount());
    vi.restoreAllMocks();
  });

  it('opens at once with the errors focused and the link expanded; Escape closes, then a click focuses the first field', async () => {
    setBody(withError);
    unmounts.push(mount($('#host'), ctx()));
    await settle();
    const popup = $('#login-form-popup');
    expect(popup.classList.contains('mfp-hide')).toBe(false);
    expect(popup.getAttribute('role')).toBe('dialog');
    expect(document.activeElement).toBe($('#errors'));
    expect($('#account').getAttribute('aria-expanded')).toBe('true');
    key('Escape');
    await settle();
    expect(popup.classList.contains('mfp-hide')).toBe(true);
    expect($('#account').getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe($('#account'));
    $('#account').click();
    await settle();
    expect(document.activeElement).toBe($('#username'));
  });

  it('stays closed without errors in it, and opens from one link only when the page has two', async () => {
    setBody(page);
    unmounts.push(mount($('#host'), ctx()));
    await settle();
    expect($('#login-form-popup').classList.contains('mfp-hide')).toBe(true);
    expect($openOverlay.get()).toBeNull();
    unmounts.splice(0).forEach((unmount) => unmount());

    setBody(withError.replace('<main id="main">', '<p id="second-host"><a href="/mi-cuenta/" data-open="#login-form-popup" id="second">Acceder</a></p><main id="main">'));
    unmounts.push(mount($('#host'), ctx()), mount($('#second'), { ...ctx(), idPrefix: 'islas-login-popup-2-' }));
    await settle();
    expect($openOverlay.get()).toBe('login-popup:islas-login-popup-1-');
    expect(document.querySelectorAll('.islas-dialog-backdrop')).toHaveLength(1);
  });
});

describe('what wakes the login popup before its chunk (its row in the table of parts)', () => {
  const wake = (start: () => void) => islands['login-popup']!.wakeOn!(start);

  it('errors printed inside #login-form-popup: at once; none, or notices elsewhere on the page: no', () => {
    const start = vi.fn();
    setBody(page);
    wake(start);
    setBody(`<div class="woocommerce-notices-wrapper"><ul class="woocommerce-error" role="alert"><li>Otro error</li></ul></div>${page}`);
    wake(start);
    expect(start).not.toHaveBeenCalled();
    setBody(withError);
    wake(start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('the link it reopens from: the first shown, else the first', () => {
    expect(reopeningLink(['a', 'b', 'c'], (link) => link !== 'a')).toBe('b');
    expect(reopeningLink(['a', 'b'], () => false)).toBe('a');
    expect(reopeningLink([], () => true)).toBeUndefined();
  });
});
