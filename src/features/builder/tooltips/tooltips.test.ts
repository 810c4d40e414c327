import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBody } from '../../../../tests/unit/helpers/dom';
import { enhanceTooltips, FADE_MS, OPEN_DELAY_MS } from './tooltips';

const $ = (selector: string) => document.querySelector<HTMLElement>(selector)!;
const tips = () => document.querySelectorAll('.tooltipster-base');
const pointer = (el: Element, type: string, pointerType = 'mouse', relatedTarget: Element | null = null) =>
  el.dispatchEvent(new PointerEvent(type, { pointerType, bubbles: true, relatedTarget }));
const hover = (selector: string) => {
  pointer($(selector), 'pointerover');
  vi.advanceTimersByTime(OPEN_DELAY_MS);
};

let hoverNone = false;
// One listener set per document: each test gets a fresh document body but the same document, so enhance once.
let enhanced = false;

describe("Flatsome's tooltips", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    hoverNone = false;
    vi.spyOn(window, 'matchMedia').mockImplementation((q: string) => ({ matches: q.includes('hover: none') ? hoverNone : false, media: q }) as MediaQueryList);
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => setTimeout(() => cb(0), 0) as unknown as number);
    setBody(`<a class="button has-tooltip" title="Envío gratis desde 50 €" id="b"><span>Envío gratis</span></a>
      <a href="#hotspot" class="hotspot tooltip" title="Algodón" aria-label="Algodón" id="h"><i></i></a>
      <a href="#x" class="tooltip-as-html" title="&lt;strong&gt;30 días&lt;/strong&gt; &lt;a href=&quot;/ayuda/&quot;&gt;ayuda&lt;/a&gt;" id="x">x</a>
      <a class="tooltip" id="none">sin título</a><p id="elsewhere">texto</p>`);
    if (!enhanced) enhanceTooltips(document);
    enhanced = true;
  });
  afterEach(() => {
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    vi.advanceTimersByTime(FADE_MS);
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it("shows the title in Tooltipster's markup 10 ms after the mouse comes, takes the title off and describes the element by it", () => {
    vi.spyOn($('#b'), 'getBoundingClientRect').mockReturnValue(new DOMRect(100, 300, 100, 30));
    pointer($('#b span'), 'pointerover');
    expect(tips()).toHaveLength(0);
    vi.advanceTimersByTime(OPEN_DELAY_MS);
    const tip = tips()[0] as HTMLElement;
    expect(tip.className).toMatch(/^tooltipster-base tooltipster-sidetip tooltipster-default tooltipster-top tooltipster-fade\b/);
    expect(tip.querySelector('.tooltipster-content')!.textContent).toBe('Envío gratis desde 50 €');
    expect(tip.querySelector('.tooltipster-arrow .tooltipster-arrow-uncropped .tooltipster-arrow-border')).not.toBeNull();
    expect(tip.getAttribute('role')).toBe('tooltip');
    expect([tip.style.top, tip.style.zIndex]).toEqual(['294px', '9999999']);
    expect(tip.style.transitionDuration).toBe('300ms');
    vi.advanceTimersByTime(1);
    expect(tip.classList.contains('tooltipster-show')).toBe(true);
    expect($('#b').hasAttribute('title')).toBe(false);
    expect($('#b').classList.contains('tooltipstered')).toBe(true);
    expect($('#b').getAttribute('aria-describedby')).toBe(tip.id);
  });

  it('hides as the mouse leaves (not as it moves within), fading out over 300 ms; the element keeps its description', () => {
    hover('#b');
    pointer($('#b'), 'pointerout', 'mouse', $('#b span'));
    vi.advanceTimersByTime(50);
    expect(tips()[0]!.classList.contains('tooltipster-dying')).toBe(false);
    pointer($('#b span'), 'pointerout', 'mouse', $('#elsewhere'));
    vi.advanceTimersByTime(OPEN_DELAY_MS);
    expect(tips()[0]!.classList.contains('tooltipster-dying')).toBe(true);
    vi.advanceTimersByTime(FADE_MS);
    expect(tips()).toHaveLength(0);
    expect($('#b').hasAttribute('aria-describedby')).toBe(false);
    expect($('#b').getAttribute('aria-description')).toBe('Envío gratis desde 50 €');
  });

  it('shows nothing for a mouse that passes within 10 ms, or for an element without a title', () => {
    pointer($('#b'), 'pointerover');
    pointer($('#b'), 'pointerout', 'mouse', $('#elsewhere'));
    vi.advanceTimersByTime(50);
    hover('#none');
    expect(tips()).toHaveLength(0);
  });

  it('hides at Escape, and at a press elsewhere; one tip at a time', () => {
    hover('#b');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(tips()[0]!.classList.contains('tooltipster-dying')).toBe(true);
    vi.advanceTimersByTime(FADE_MS);
    hover('#b');
    hover('#h');
    vi.advanceTimersByTime(FADE_MS);
    expect(tips()).toHaveLength(1);
    expect(tips()[0]!.textContent).toBe('Algodón');
    pointer($('#elsewhere'), 'pointerdown');
    vi.advanceTimersByTime(FADE_MS);
    expect(tips()).toHaveLength(0);
  });

  it('shows .tooltip-as-html as HTML, and keeps it while the pointer moves onto it', () => {
    hover('#x');
    const tip = tips()[0] as HTMLElement;
    expect(tip.querySelector('strong')!.textContent).toBe('30 días');
    expect(tip.style.pointerEvents).toBe('auto');
    pointer($('#x'), 'pointerout', 'mouse', tip.querySelector('a'));
    vi.advanceTimersByTime(200);
    expect(tip.classList.contains('tooltipster-dying')).toBe(false);
    pointer(tip.querySelector('a')!, 'pointerout', 'mouse', $('#elsewhere'));
    vi.advanceTimersByTime(100);
    expect(tip.classList.contains('tooltipster-dying')).toBe(true);
  });

  it('on a touch screen a tap shows the tip and a second tap hides it (a replayed click too); the touch pointer itself is no hover', () => {
    hoverNone = true;
    pointer($('#h'), 'pointerover', 'touch');
    vi.advanceTimersByTime(OPEN_DELAY_MS);
    expect(tips()).toHaveLength(0);
    $('#h').dispatchEvent(new PointerEvent('click', { pointerType: 'touch', bubbles: true }));
    expect(tips()).toHaveLength(1);
    // A mouse's boundary event (the sticky header sliding under a resting mouse) leaves a tapped tip alone.
    pointer($('#h'), 'pointerout', 'mouse', $('#elsewhere'));
    vi.advanceTimersByTime(50);
    expect(tips()[0]!.classList.contains('tooltipster-dying')).toBe(false);
    $('#h').click();
    expect(tips()[0]!.classList.contains('tooltipster-dying')).toBe(true);
    vi.advanceTimersByTime(FADE_MS);
    hoverNone = false;
    $('#h').click();
    expect(tips()).toHaveLength(0);
  });
});
