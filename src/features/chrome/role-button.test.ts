import { afterEach, describe, expect, it } from 'vitest';
import { setBody } from '../../../tests/unit/helpers/dom';
import { buttonKey, enhance, radioKey } from './role-button';

// As flatsome_html_atts() prints them: the mobile menu icon (element-menu-icon.php), a
// plain role=button div, a link without the role, and a swatch group (class-swatches-frontend.php).
const markup = `
  <a href="#" id="menu" class="is-small" data-open="#main-menu" data-pos="left" role="button" aria-label="Menú" aria-controls="main-menu" aria-expanded="false" aria-haspopup="dialog" data-flatsome-role-button><i class="icon-menu" aria-hidden="true"></i></a>
  <div id="box" role="button" tabindex="0" data-flatsome-role-button>Caja</div>
  <a href="#" id="plain" data-flatsome-role-button>Sin rol</a>
  <div class="ux-swatches ux-swatches-attribute-pa_color" data-attribute_name="attribute_pa_color" role="radiogroup" aria-labelledby="pa_color" data-flatsome-role-radiogroup>
    <div class="ux-swatch" data-value="azul" aria-label="Azul" role="radio" aria-checked="false" tabindex="0"><span class="ux-swatch__text">Azul</span></div>
    <div class="ux-swatch" data-value="rojo" aria-label="Rojo" role="radio" aria-checked="false" tabindex="0"><span class="ux-swatch__text">Rojo</span></div>
    <div class="ux-swatch" data-value="verde" aria-label="Verde" role="radio" aria-checked="false" tabindex="0"><span class="ux-swatch__text">Verde</span></div>
  </div>`;

function press(el: Element, type: 'keydown' | 'keyup', key: string, code = key === ' ' ? 'Space' : key): KeyboardEvent {
  const event = new KeyboardEvent(type, { key, code, bubbles: true, cancelable: true });
  el.dispatchEvent(event);
  return event;
}

function clicks(el: Element): () => number {
  let count = 0;
  el.addEventListener('click', (event) => {
    count += 1;
    event.preventDefault();
  });
  return () => count;
}

describe("keys for Flatsome's role=button links and radiogroups", () => {
  let undo: (() => void) | undefined;
  afterEach(() => {
    undo?.();
    undo = undefined;
  });

  it('reads keys as Flatsome does', () => {
    expect(buttonKey('keydown', 'Space', 'A')).toBe('click');
    expect(buttonKey('keyup', 'Space', 'A')).toBe('prevent');
    expect(buttonKey('keydown', 'Enter', 'A')).toBeUndefined();
    expect(buttonKey('keydown', 'Enter', 'DIV')).toBe('click');
    expect(buttonKey('keyup', 'Enter', 'DIV')).toBeUndefined();
    expect(buttonKey('keydown', 'KeyA', 'DIV')).toBeUndefined();
    expect(radioKey('ArrowRight', 2, 3)).toBe(0);
    expect(radioKey('ArrowDown', 0, 3)).toBe(1);
    expect(radioKey('ArrowLeft', 0, 3)).toBe(2);
    expect(radioKey('ArrowUp', 2, 3)).toBe(1);
    expect(radioKey(' ', 1, 3)).toBe('click');
    expect(radioKey('Enter', 1, 3)).toBe('click');
    expect(radioKey('Tab', 1, 3)).toBeUndefined();
  });

  it('Space on a role=button link clicks it, and neither its keydown nor its keyup scrolls the page', () => {
    setBody(markup);
    undo = enhance(document);
    const menu = document.querySelector('#menu')!;
    const count = clicks(menu);
    expect(press(menu, 'keydown', ' ').defaultPrevented).toBe(true);
    expect(count()).toBe(1);
    expect(press(menu, 'keyup', ' ').defaultPrevented).toBe(true);
    expect(count()).toBe(1);
  });

  it("Enter clicks a role=button that is not a link, and leaves a link's Enter to the browser", () => {
    setBody(markup);
    undo = enhance(document);
    const box = document.querySelector('#box')!;
    const menu = document.querySelector('#menu')!;
    const boxClicks = clicks(box);
    const menuClicks = clicks(menu);
    expect(press(box, 'keydown', 'Enter').defaultPrevented).toBe(true);
    expect(boxClicks()).toBe(1);
    expect(press(menu, 'keydown', 'Enter').defaultPrevented).toBe(false);
    expect(menuClicks()).toBe(0);
  });

  it('leaves alone what has the attribute without role=button, other keys, and keys another handler took', () => {
    setBody(markup);
    undo = enhance(document);
    const plain = document.querySelector('#plain')!;
    const plainClicks = clicks(plain);
    expect(press(plain, 'keydown', ' ').defaultPrevented).toBe(false);
    expect(plainClicks()).toBe(0);
    const menu = document.querySelector('#menu')!;
    const menuClicks = clicks(menu);
    press(menu, 'keydown', 'a', 'KeyA');
    menu.addEventListener('keydown', (event) => event.preventDefault(), { once: true });
    press(menu, 'keydown', ' ');
    expect(menuClicks()).toBe(0);
  });

  it('works on markup added after it started (quick view, infinite scroll)', () => {
    setBody('<div id="later"></div>');
    undo = enhance(document);
    document.querySelector('#later')!.innerHTML = '<a href="#quick-view" class="quick-view" role="button" data-prod="101" data-flatsome-role-button>Vista rápida</a>';
    const link = document.querySelector('.quick-view')!;
    const count = clicks(link);
    press(link, 'keydown', ' ');
    expect(count()).toBe(1);
  });

  it('moves focus through a radiogroup with the arrows, round its ends, and clicks a radio with Space or Enter', () => {
    setBody(markup);
    undo = enhance(document);
    const radios = [...document.querySelectorAll<HTMLElement>('[role="radio"]')];
    radios[0]!.focus();
    expect(press(radios[0]!, 'keydown', 'ArrowRight').defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(radios[1]);
    press(radios[1]!, 'keydown', 'ArrowDown');
    expect(document.activeElement).toBe(radios[2]);
    press(radios[2]!, 'keydown', 'ArrowRight');
    expect(document.activeElement).toBe(radios[0]);
    press(radios[0]!, 'keydown', 'ArrowLeft');
    expect(document.activeElement).toBe(radios[2]);
    press(radios[2]!, 'keydown', 'ArrowUp');
    expect(document.activeElement).toBe(radios[1]);
    const count = clicks(radios[1]!);
    expect(press(radios[1]!, 'keydown', ' ').defaultPrevented).toBe(true);
    press(radios[1]!, 'keydown', 'Enter');
    expect(count()).toBe(2);
    expect(press(radios[1]!, 'keydown', 'Tab').defaultPrevented).toBe(false);
  });

  it('stops when undone', () => {
    setBody(markup);
    enhance(document)();
    const menu = document.querySelector('#menu')!;
    const count = clicks(menu);
    expect(press(menu, 'keydown', ' ').defaultPrevented).toBe(false);
    expect(count()).toBe(0);
  });
});
