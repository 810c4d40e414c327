import { __ } from '@wordpress/i18n';
import { describe, expect, it } from 'vitest';
import { createCartRuntime } from '../../cart/cart';
import { defaultConfig } from '../../kernel/config';
import { setupI18n } from '../../kernel/i18n';
import { setBody } from '../../../tests/unit/helpers/dom';
import { enhanceSkipLink } from './skip-link';
import { withLoaders } from '../../../tests/unit/helpers/page';

const $ = (selector: string) => document.querySelector<HTMLElement>(selector)!;
const key = (target: Element, k: string) => {
  const event = new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
};

describe('skip link', () => {
  it('moves focus into the main element', () => {
    setBody('<a class="skip-link screen-reader-text" href="#main">Saltar al contenido</a><header></header><main id="main"><p>x</p></main>');
    enhanceSkipLink(document);
    $('a.skip-link').click();
    expect(document.activeElement).toBe($('#main'));
    expect($('#main').getAttribute('tabindex')).toBe('-1');
  });

  it("adds 'Saltar al contenido' before the main block, targeting main, when the theme has none", () => {
    setupI18n('es-ES');
    expect(__('Skip to content', 'islas')).toBe('Saltar al contenido');
    setBody('<header><a href="/">Inicio</a></header><main><p>x</p></main>');
    enhanceSkipLink(document);
    const link = $('a.skip-link');
    expect(document.body.firstElementChild).toBe(link);
    expect(link.textContent).toBe('Saltar al contenido');
    expect(link.getAttribute('href')).toBe('#main');
    expect(document.querySelector('main')!.id).toBe('main');
    expect(link.compareDocumentPosition($('main')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('sticky header config', () => {
  it('reads the sticky height from flatsomeVars (70 by default)', () => {
    expect(defaultConfig().stickyHeight).toBe(70);
  });
});

describe('header chunk', () => {
  it('drives the dropdown menus and the vertical menu; the skip link is left to the entry (it must be there before the first Tab)', async () => {
    setBody(`<header class="header"><div class="header-wrapper"><ul class="nav header-nav">
      <li class="menu-item has-dropdown" id="ropa"><a href="/ropa/">Ropa</a><ul class="nav-dropdown"><li><a href="/ropa/c/">C</a></li></ul></li>
      <li class="header-vertical-menu"><div class="header-vertical-menu__opener" role="button" tabindex="0" aria-expanded="false">Categorías</div>
      <div class="header-vertical-menu__fly-out"></div></li>
      </ul></div></header><main></main>`);
    const { enhance } = await import('./header');
    enhance(document, withLoaders({ config: defaultConfig(), cart: createCartRuntime(defaultConfig()) }));
    key($('#ropa > a'), ' ');
    expect($('#ropa').classList.contains('current-dropdown')).toBe(true);
    $('.header-vertical-menu__opener').click();
    expect($('.header-vertical-menu__fly-out').classList.contains('header-vertical-menu__fly-out--open')).toBe(true);
    expect(document.querySelector('a.skip-link')).toBeNull();
  });
});
