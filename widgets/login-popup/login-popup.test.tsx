import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCartRuntime } from '../../src/cart/cart';
import { defaultConfig } from '../../src/kernel/config';
import type { IslandContext } from '../../src/kernel/context';
import { $openOverlay } from '../../src/stores/ui';
import { setBody } from '../../tests/unit/helpers/dom';
import { mount } from './index';
import { withLoaders } from '../../tests/unit/helpers/page';

const page = `
  <ul class="header-nav"><li class="account-item has-icon" id="host">
    <a href="/mi-cuenta/" class="nav-top-link nav-top-not-logged-in" data-open="#login-form-popup" id="account">Acceder</a></li></ul>
  <main id="main"><button id="elsewhere">x</button></main>
  <div id="login-form-popup" class="lightbox-content mfp-hide"><div class="account-container lightbox-inner">
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
