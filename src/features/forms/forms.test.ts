import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBody } from '../../../tests/unit/helpers/dom';
import { enhance, passwordLabels } from './forms';
import { rowErrors } from './field-validation';

const $ = <T extends HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
const key = (target: Element, k: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));

describe('password toggle', () => {
  beforeEach(() => {
    setBody(`<form class="woocommerce-form-login"><p class="form-row"><label for="password">Contraseña</label>
      <input class="woocommerce-Input input-text" type="password" name="password" id="password"></p></form>`);
    enhance(document);
  });

  it('adds a real button labelled Mostrar contraseña that shows and hides the password, focus staying in the field', () => {
    const input = $<HTMLInputElement>('#password');
    const button = $<HTMLButtonElement>('span.password-input > button.show-password-input');
    expect(input.parentElement).toBe(button.parentElement);
    expect(button.type).toBe('button');
    expect(button.getAttribute('aria-label')).toBe('Mostrar contraseña');
    expect(button.getAttribute('aria-controls')).toBe('password');
    expect(button.getAttribute('aria-describedby')).toBe('password');
    button.focus();
    button.click();
    expect(input.type).toBe('text');
    expect(button.classList.contains('display-password')).toBe(true);
    expect(button.getAttribute('aria-label')).toBe('Ocultar contraseña');
    expect(button.hasAttribute('aria-pressed')).toBe(false);
    expect(document.activeElement).toBe(input);
    button.click();
    expect(input.type).toBe('password');
    expect(button.getAttribute('aria-label')).toBe('Mostrar contraseña');
  });

  it('keeps focus in the field on a pointer press and is added once', () => {
    const button = $<HTMLButtonElement>('.show-password-input');
    const press = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
    button.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    enhance(document);
    expect(document.querySelectorAll('.show-password-input')).toHaveLength(1);
  });

  it('leaves a shopper who was already typing in the field, caret and all', () => {
    setBody('<form><input type="password" id="p"></form>');
    const input = $<HTMLInputElement>('#p');
    input.focus();
    input.value = 'secre';
    input.setSelectionRange(5, 5);
    enhance(document);
    expect(input.parentElement!.classList.contains('password-input')).toBe(true);
    expect(document.activeElement).toBe(input);
    expect(input.selectionStart).toBe(5);
    expect(input.value).toBe('secre');
  });

  it("puts WooCommerce's strength meter, placed beside the field before islas wrapped it, after the wrapper (9.7+)", () => {
    // As the page has it after the script's first keyup (a div in a p is built by script, not parsed).
    setBody(`<form class="register"><p><label for="reg_password">Contraseña</label><input type="password" id="reg_password" aria-describedby="password_strength"></p></form>`);
    $('label').insertAdjacentHTML('afterend', '<div id="password_strength" class="woocommerce-password-strength short" role="alert">Muy débil</div><small class="woocommerce-password-hint">Consejo</small>');
    enhance(document);
    const order = [...$('p').children].map((el) => el.id || el.className.split(' ')[0]);
    expect(order).toEqual(['', 'password-input', 'password_strength', 'woocommerce-password-hint']);
  });

  it('uses the labels woocommerce_params gives (9.7+), and warns of a malformed one', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    Object.assign(window, { woocommerce_params: { i18n_password_show: 'Show password', i18n_password_hide: 42 } });
    try {
      expect(passwordLabels()).toEqual({ show: 'Show password', hide: '42' });
      (window as unknown as { woocommerce_params: unknown }).woocommerce_params = { i18n_password_hide: {} };
      expect(passwordLabels()).toEqual({ show: 'Mostrar contraseña', hide: 'Ocultar contraseña' });
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('woocommerce_params.i18n_password_hide'));
      setBody('<form><input type="password" id="p"></form>');
      (window as unknown as { woocommerce_params: unknown }).woocommerce_params = { i18n_password_show: 'Show password' };
      enhance(document);
      expect($('.show-password-input').getAttribute('aria-label')).toBe('Show password');
    } finally {
      delete (window as unknown as { woocommerce_params?: unknown }).woocommerce_params;
      warn.mockRestore();
    }
  });
});

describe('field help descriptions', () => {
  beforeEach(() => {
    vi.spyOn(window, 'matchMedia').mockImplementation((q: string) => ({ matches: q.includes('reduce'), media: q }) as MediaQueryList);
    setBody(`<form>
      <p class="form-row"><span class="woocommerce-input-wrapper"><input id="a" aria-describedby="a-description"><span class="description" id="a-description">Ayuda A</span></span></p>
      <p class="form-row"><span class="woocommerce-input-wrapper"><input id="b"><span class="description" id="b-description">Ayuda B</span></span></p>
      <button type="button" id="outside">fuera</button></form>`);
    enhance(document);
  });
  afterEach(() => vi.restoreAllMocks());

  const help = (id: string) => $(`#${id}-description`);

  it('starts closed, opens on focus, closes on Escape, and only one is open', () => {
    expect(help('a').hidden).toBe(true);
    $('#a').focus();
    expect(help('a').hidden).toBe(false);
    expect(help('a').getAttribute('aria-hidden')).toBe('false');
    key($('#a'), 'Escape');
    expect(help('a').hidden).toBe(true);
    $('#a').click();
    expect(help('a').hidden).toBe(false);
    $('#b').focus();
    expect(help('b').hidden).toBe(false);
    expect(help('a').hidden).toBe(true);
  });

  it('closes on a click outside the field', () => {
    $('#a').click();
    expect(help('a').hidden).toBe(false);
    $('#outside').click();
    expect(help('a').hidden).toBe(true);
  });

  it('slides over 250 ms when motion is welcome', async () => {
    vi.restoreAllMocks();
    vi.spyOn(window, 'matchMedia').mockImplementation((q: string) => ({ matches: false, media: q }) as MediaQueryList);
    const durations: number[] = [];
    vi.spyOn(HTMLElement.prototype, 'animate').mockImplementation((_f, options) => {
      durations.push(Number((options as KeyframeAnimationOptions).duration));
      return { finished: Promise.resolve() } as unknown as Animation;
    });
    $('#b').focus();
    expect(durations).toEqual([250]);
  });
});

describe('inline field checks', () => {
  it('marks required, e-mail and phone rows invalid or validated, and typing clears the state', () => {
    setBody(`<form>
      <p class="form-row validate-required" id="r"><input id="name"></p>
      <p class="form-row validate-required validate-email" id="e"><input id="email" type="email"></p>
      <p class="form-row validate-phone" id="t"><input id="phone" type="tel"></p></form>`);
    enhance(document);
    const leave = (id: string, value: string) => {
      const input = $<HTMLInputElement>(`#${id}`);
      input.value = value;
      input.dispatchEvent(new Event('change'));
    };
    leave('name', '');
    expect($('#r').className).toContain('woocommerce-invalid woocommerce-invalid-required-field');
    expect($('#name').getAttribute('aria-invalid')).toBe('true');
    leave('name', 'Ana');
    expect($('#r').classList.contains('woocommerce-validated')).toBe(true);
    leave('email', 'ana@');
    expect($('#e').classList.contains('woocommerce-invalid-email')).toBe(true);
    $('#email').dispatchEvent(new Event('input'));
    expect($('#e').classList.contains('woocommerce-invalid')).toBe(false);
    leave('phone', '12 34');
    expect($('#t').classList.contains('woocommerce-invalid-phone')).toBe(true);
    leave('phone', '+34 612 345 678');
    expect($('#t').classList.contains('woocommerce-validated')).toBe(true);
  });

  it('lets an optional empty field pass', () => {
    setBody('<p class="form-row validate-phone"><input value=""></p>');
    expect(rowErrors($('.form-row'), $<HTMLInputElement>('input'))).toEqual([]);
  });
});
