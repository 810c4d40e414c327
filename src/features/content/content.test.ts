import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBody } from '../../../tests/unit/helpers/dom';
import { enhanceAccordions } from './accordion';
import { enhanceBlockEditLinks } from './block-edit-links';
import { COUNT_UP_DECIMALS, COUNT_UP_MS, countUp, formatCount } from './count-up';
import { loadInstagram } from './instagram';
import { enhanceTabs } from './tabs';

const $ = (selector: string) => document.querySelector<HTMLElement>(selector)!;
const shown = (el: HTMLElement) => !el.hidden && el.style.display !== 'none';

describe('accordions', () => {
  // No motion: the panels change at once (the slide itself is tested in motion.test.ts).
  beforeEach(() => {
    vi.spyOn(window, 'matchMedia').mockImplementation((q: string) => ({ matches: true, media: q }) as MediaQueryList);
  });
  afterEach(() => vi.restoreAllMocks());
  const markup = `<div class="accordion">
    ${['Envíos', 'Devoluciones', 'Pagos'].map((t, i) => `<div class="accordion-item"><a href="#" class="accordion-title plain${i === 1 ? ' active' : ''}" id="t${i}"><button class="toggle"></button><span>${t}</span></a><div class="accordion-inner" id="p${i}"${i === 1 ? '' : ' style="display:none"'}>${t} texto</div></div>`).join('')}
  </div>`;

  it('shows one panel at a time, with aria-expanded on the titles', () => {
    setBody(markup);
    enhanceAccordions(document);
    expect([0, 1, 2].map((i) => shown($(`#p${i}`)))).toEqual([false, true, false]);
    expect($('#t1').getAttribute('aria-expanded')).toBe('true');
    expect($('#t0').getAttribute('aria-controls')).toBe('p0');
    $('#t0').click();
    expect([0, 1, 2].map((i) => shown($(`#p${i}`)))).toEqual([true, false, false]);
    expect($('#t0').getAttribute('aria-expanded')).toBe('true');
    expect($('#t1').getAttribute('aria-expanded')).toBe('false');
    $('#t0').click();
    expect([0, 1, 2].map((i) => shown($(`#p${i}`)))).toEqual([false, false, false]);
  });

  it('keeps at most one open even if the server marked two', () => {
    setBody(markup.replace('class="accordion-title plain" id="t2"', 'class="accordion-title plain active" id="t2"'));
    enhanceAccordions(document);
    expect([0, 1, 2].map((i) => shown($(`#p${i}`)))).toEqual([false, true, false]);
  });
});

describe('tabs', () => {
  const tabbed = (id: string) => `<div class="tabbed-content" id="${id}"><ul class="nav nav-tabs">
      <li class="tab active"><a href="#${id}-a">A</a></li><li class="tab"><a href="#${id}-b">B</a></li><li class="tab"><a href="#${id}-c">C</a></li></ul>
      <div class="tab-panels"><div class="panel active" id="${id}-a">a</div><div class="panel" id="${id}-b">b</div><div class="panel" id="${id}-c">c</div></div></div>`;

  it('shows one panel at a time, by click and by arrow keys', () => {
    setBody(tabbed('x'));
    enhanceTabs(document);
    const panels = () => ['a', 'b', 'c'].map((p) => !$(`#x-${p}`).hidden);
    expect(panels()).toEqual([true, false, false]);
    expect($('#x ul').getAttribute('role')).toBe('tablist');
    $('a[href="#x-b"]').click();
    expect(panels()).toEqual([false, true, false]);
    expect($('a[href="#x-b"]').getAttribute('aria-selected')).toBe('true');
    expect($('a[href="#x-b"]').parentElement!.classList.contains('active')).toBe(true);
    expect($('#x-a').classList.contains('active')).toBe(false);
    $('a[href="#x-b"]').dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(panels()).toEqual([false, false, true]);
    expect(document.activeElement).toBe($('a[href="#x-c"]'));
    $('a[href="#x-c"]').dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(panels()).toEqual([true, false, false]);
  });

  it('leaves the product page tabs (.woocommerce-tabs) alone', () => {
    setBody(`<div class="woocommerce-tabs">${tabbed('w')}</div>`);
    enhanceTabs(document);
    expect($('#w-b').hidden).toBe(false);
    expect($('#w ul').hasAttribute('role')).toBe(false);
  });
});

describe('count-up', () => {
  afterEach(() => vi.restoreAllMocks());

  it('counts from 0 to the number over 4 s with 0 decimals, and ends on the server text', async () => {
    expect([COUNT_UP_MS, COUNT_UP_DECIMALS]).toEqual([4000, 0]);
    setBody('<span class="count-up">1.250 clientes</span>');
    const el = $('.count-up');
    const seen: string[] = [];
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
      seen.push(el.textContent!);
      clock += 1000;
      setTimeout(() => cb(clock), 0);
      return 0;
    });
    await countUp(el, COUNT_UP_MS);
    expect(seen[0]).toBe('0 clientes');
    expect(seen).toHaveLength(4);
    expect(seen.every((text) => /^[\d.]+ clientes$/.test(text) && !/\.\d{1,2} /.test(text))).toBe(true);
    expect(el.textContent).toBe('1.250 clientes');
    expect(el.getAttribute('aria-label')).toBe('1.250 clientes');
  });

  it('does not animate under reduced motion', async () => {
    setBody('<span class="count-up">75</span>');
    const raf = vi.spyOn(window, 'requestAnimationFrame');
    await countUp($('.count-up'), 0);
    expect(raf).not.toHaveBeenCalled();
    expect(formatCount(1234567, '.')).toBe('1.234.567');
  });
});

describe('Instagram blocks', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.classList.remove('admin-bar');
  });
  const http = (answer: string | Error) => ({
    adminAjax: vi.fn(async () => {
      if (answer instanceof Error) throw answer;
      return answer;
    }),
  });

  it('GETs flatsome_load_instagram with the block data and replaces the block with the answer', async () => {
    setBody('<div data-flatsome-instagram="abc123" id="ig">Cargando…</div>');
    const net = http(JSON.stringify({ success: true, data: '<div class="row instagram-images"><img alt="foto"></div>' }));
    await loadInstagram($('#ig'), net);
    expect(net.adminAjax).toHaveBeenCalledWith('flatsome_load_instagram', { data: 'abc123' }, { method: 'get' });
    expect(document.getElementById('ig')).toBeNull();
    expect(document.querySelector('.instagram-images img')).not.toBeNull();
  });

  it('logs the error; shows it only with the admin bar, as text', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    setBody('<div data-flatsome-instagram="x" id="ig">feed</div>');
    await loadInstagram($('#ig'), http(JSON.stringify({ success: false, data: 'Token <b>caducado</b>' })));
    expect(error).toHaveBeenCalledWith('Instagram error: Token <b>caducado</b>');
    expect($('#ig').textContent).toBe('feed');
    document.body.classList.add('admin-bar');
    await loadInstagram($('#ig'), http(new Error('HTTP 500')));
    expect($('#ig .instagram-error').textContent).toContain('HTTP 500');
    await loadInstagram($('#ig'), http(JSON.stringify({ success: false, data: 'Token <b>caducado</b>' })));
    expect($('#ig .instagram-error').textContent).toContain('Token <b>caducado</b>');
    expect($('#ig b')).toBeNull();
  });
});

describe('block edit links', () => {
  const marker = '<div class="block-edit-link" data-title="Edit Block: Portada" data-backend="/wp-admin/post.php?post=7&amp;action=edit" data-link="/wp-admin/edit.php?page=uxbuilder&amp;post_id=7"></div><section>bloque</section>';

  it('shows them to a visitor who can edit pages', () => {
    setBody(marker);
    enhanceBlockEditLinks(document, true);
    const links = document.querySelectorAll<HTMLAnchorElement>('.block-edit-link a');
    expect(links).toHaveLength(2);
    expect(links[0]!.textContent).toBe('Edit Block: Portada');
    expect(links[0]!.getAttribute('href')).toContain('uxbuilder');
    expect(links[1]!.getAttribute('href')).toContain('post.php?post=7');
  });

  it('links only http(s) addresses', () => {
    setBody('<div class="block-edit-link" data-title="x" data-backend="javascript:alert(1)" data-link=" JAVASCRIPT:alert(2)"></div>');
    enhanceBlockEditLinks(document, true);
    expect(document.querySelector('.block-edit-link')).toBeNull();
    setBody('<div class="block-edit-link" data-title="x" data-backend="/wp-admin/post.php?post=7" data-link="data:text/html,x"></div>');
    enhanceBlockEditLinks(document, true);
    expect([...document.querySelectorAll('.block-edit-link a')].map((a) => a.getAttribute('href'))).toEqual(['http://localhost:3000/wp-admin/post.php?post=7']);
  });

  it('removes them for everyone else', () => {
    setBody(marker);
    enhanceBlockEditLinks(document, false);
    expect(document.querySelector('.block-edit-link')).toBeNull();
    expect(document.querySelector('section')).not.toBeNull();
  });
});
