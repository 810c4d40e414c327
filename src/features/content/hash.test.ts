import { afterEach, describe, expect, it, vi } from 'vitest';
import { setBody } from '../../../tests/unit/helpers/dom';
import { enhanceAccordions } from './accordion';
import { hashScroller, namesHash } from './hash';
import { enhanceTabs } from './tabs';

const $ = (selector: string) => document.querySelector<HTMLElement>(selector)!;
const pointer = (el: Element, type: string, x: number) => el.dispatchEvent(new PointerEvent(type, { pointerType: 'mouse', clientX: x, clientY: 10 }));

describe("the address's hash", () => {
  afterEach(() => {
    history.replaceState(null, '', '/');
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('names a link by its fragment, as printed or percent-encoded; nothing for an empty or malformed hash', () => {
    expect(namesHash('#tab_envíos', '#tab_env%C3%ADos')).toBe(true);
    expect(namesHash('#tab_envíos', '#tab_envíos')).toBe(true);
    expect(namesHash('/faq/#accordion-item-pago', '#accordion-item-pago')).toBe(true);
    expect(namesHash('#tab_pagos', '#tab_envíos')).toBe(false);
    expect(namesHash('#', '#')).toBe(false);
    expect(namesHash(null, '#x')).toBe(false);
    expect(namesHash('#tab_50', '#tab_%')).toBe(false);
  });

  it('scrolls to the first element named, 500 ms later, below the sticky header, once', () => {
    vi.useFakeTimers();
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    setBody('<div id="a"></div><div id="b"></div>');
    vi.spyOn($('#a'), 'getBoundingClientRect').mockReturnValue({ top: 900 } as DOMRect);
    const scrollOnce = hashScroller(70);
    scrollOnce($('#a'));
    scrollOnce($('#b'));
    vi.advanceTimersByTime(499);
    expect(scroll).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll.mock.calls[0]![0]).toMatchObject({ top: 830 });
  });

  const tabbed = (hover = '') => `<div class="tabbed-content" id="x"><ul class="nav nav-line ${hover}" role="tablist">
      <li class="tab active"><a href="#tab_envíos">Envíos</a></li><li class="tab"><a href="#tab_pagos">Pagos</a></li></ul>
      <div class="tab-panels"><div class="panel active" id="tab_envíos">a</div><div class="panel" id="tab_pagos">b</div></div></div>`;

  it('selects the tab it names, percent-encoded in the address (and a tab whose id has an accent works at all)', () => {
    history.replaceState(null, '', '/#tab_pagos');
    setBody(tabbed());
    enhanceTabs(document);
    expect($('a[href="#tab_pagos"]').getAttribute('aria-selected')).toBe('true');
    expect($('[id="tab_envíos"]').hidden).toBe(true);
    history.replaceState(null, '', '/#tab_env%C3%ADos');
    setBody(tabbed());
    $('li.active')!.classList.remove('active');
    $('a[href="#tab_pagos"]').parentElement!.classList.add('active');
    enhanceTabs(document);
    expect($('[id="tab_envíos"]').hidden).toBe(false);
    expect($('#tab_pagos').hidden).toBe(true);
  });

  it('opens the accordion item it names (closing the one the server opened)', () => {
    history.replaceState(null, '', '/#accordion-item-%C2%BFpagos%3F');
    setBody(`<div class="accordion">
      <div class="accordion-item"><a class="accordion-title active" href="#accordion-item-¿envíos?" id="t0">E</a><div class="accordion-inner" id="p0">e</div></div>
      <div class="accordion-item"><a class="accordion-title" href="#accordion-item-¿pagos?" id="t1">P</a><div class="accordion-inner" id="p1" style="display:none">p</div></div></div>`);
    vi.spyOn(window, 'matchMedia').mockImplementation((q: string) => ({ matches: true, media: q }) as MediaQueryList);
    enhanceAccordions(document);
    expect($('#t1').getAttribute('aria-expanded')).toBe('true');
    expect($('#p1').hidden).toBe(false);
    expect($('#t0').getAttribute('aria-expanded')).toBe('false');
    expect($('#p0').hidden).toBe(true);
  });

  it('selects a tab the mouse rests on where the list is active-on-hover, and not otherwise', () => {
    vi.useFakeTimers();
    setBody(tabbed('active-on-hover'));
    enhanceTabs(document);
    pointer($('a[href="#tab_pagos"]'), 'pointerenter', 5);
    vi.advanceTimersByTime(20);
    expect($('#tab_pagos').hidden).toBe(false);
    setBody(tabbed());
    enhanceTabs(document);
    pointer($('a[href="#tab_pagos"]'), 'pointerenter', 5);
    vi.advanceTimersByTime(20);
    expect($('#tab_pagos').hidden).toBe(true);
  });
});
