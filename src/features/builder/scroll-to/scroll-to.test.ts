import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBody } from '../../../../tests/unit/helpers/dom';
import { defaultConfig } from '../../../kernel/config';
import type { PageContext } from '../../../kernel/context';
import { enhance } from './scroll-to';

const ctx = { config: defaultConfig() } as PageContext;
// As [scroll_to title="Novedades" link="#novedades"] prints (inc/shortcodes/scroll_to.php).
const SECTION = (name: string, title: string, extra = '') =>
  `<span class="scroll-to" data-label="Scroll to: #${name}" data-bullet="true" data-link="#${name}" data-title="${title}"${extra}><a name="${name}"></a></span><section class="section"><p>${title}</p></section>`;
const PAGE = `<header id="header" class="header has-sticky"><ul class="nav"><li class="menu-item"><a href="/">Inicio</a></li><li class="nav-single-page"></li></ul></header>
  <a class="button faq" href="#preguntas">Preguntas</a><a class="button other" href="#otra">Otra</a>
  ${SECTION('novedades', 'Novedades')}${SECTION('preguntas', 'Preguntas frecuentes', ' data-offset-type="custom" data-offset="10"')}`;

describe('scroll-to sections', () => {
  let scrolls: number[];
  const stops: (() => void)[] = [];
  const run = () => stops.push(enhance(document, ctx));
  beforeEach(() => {
    scrolls = [];
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), addEventListener() {} }));
    vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => void scrolls.push(y)) as unknown as typeof window.scrollTo);
  });
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop());
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
    document.querySelector('.scroll-to-bullets')?.remove();
    history.replaceState(null, '', '/');
  });

  it("adds a bullet per section at the body's end, and the menu links before the single-page item, faded in after 300 ms", () => {
    vi.useFakeTimers();
    setBody(PAGE);
    run();
    const bullets = document.querySelector('body > .scroll-to-bullets.hide-for-medium')!;
    expect([...bullets.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.title, a.getAttribute('data-title'), a.innerHTML])).toEqual([
      ['#novedades', 'Novedades', 'Novedades', '<strong></strong>'],
      ['#preguntas', 'Preguntas frecuentes', 'Preguntas frecuentes', '<strong></strong>'],
    ]);
    const items = [...document.querySelectorAll('.nav li')].map((li) => li.className);
    expect(items).toEqual(['menu-item', 'scroll-to-link', 'scroll-to-link', 'nav-single-page']);
    const link = document.querySelector('li.scroll-to-link a')!;
    expect([link.getAttribute('data-animate'), link.getAttribute('href'), link.textContent]).toEqual(['fadeIn', '#novedades', 'Novedades']);
    expect(link.hasAttribute('data-animated')).toBe(false);
    vi.advanceTimersByTime(300);
    expect(link.getAttribute('data-animated')).toBe('true');
  });

  it('makes the bullets anew when run again, without doubling them', () => {
    setBody(PAGE);
    run();
    run();
    expect(document.querySelectorAll('.scroll-to-bullets')).toHaveLength(1);
    expect(document.querySelectorAll('.scroll-to-bullets a')).toHaveLength(2);
    expect(document.querySelectorAll('li.scroll-to-link')).toHaveLength(2);
  });

  it("scrolls a link to its section's anchor (its own offset here), keeping the address, and leaves other links alone", async () => {
    setBody(PAGE);
    run();
    const faq = document.querySelector<HTMLAnchorElement>('a.faq')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    faq.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await new Promise((done) => setTimeout(done, 0));
    // jsdom lays nothing out: the anchor is at 0, the section's offset 10 is above it, clamped to 0.
    expect(scrolls).toEqual([0]);
    expect(location.hash).toBe('');
    const other = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    document.querySelector('a.other')!.dispatchEvent(other);
    expect(other.defaultPrevented).toBe(false);
  });

  it('closes an open off-canvas panel before scrolling (the mobile menu)', () => {
    setBody(`${PAGE}<div class="mfp-wrap"><button class="mfp-close"></button></div>`);
    const closed = vi.fn();
    document.querySelector('.mfp-close')!.addEventListener('click', closed);
    run();
    document.querySelector<HTMLElement>('.scroll-to-bullets a')!.click();
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('lands on the section an address names at load', () => {
    history.replaceState(null, '', '/#novedades');
    setBody(PAGE);
    run();
    expect(scrolls).toEqual([0]);
  });

  it('takes a malformed hash as it is, without an error', () => {
    history.replaceState(null, '', '/#%E0%A4%A');
    setBody(PAGE);
    expect(run).not.toThrow();
    expect(scrolls).toEqual([]);
  });

  it('sends "scroll for more" to the next section, or to itself outside one', () => {
    setBody('<section class="section has-scroll-for-more"><button class="scroll-for-more">v</button></section><section class="section next"></section><button class="scroll-for-more lonely">v</button>');
    run();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    document.querySelector('.scroll-for-more')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    document.querySelector<HTMLElement>('.lonely')!.click();
    expect(scrolls).toEqual([0, 0]);
    expect(document.querySelector('.scroll-to-bullets')).toBeNull();
  });
});
