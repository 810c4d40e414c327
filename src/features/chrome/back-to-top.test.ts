import { afterEach, describe, expect, it, vi } from 'vitest';
import { setBody } from '../../../tests/unit/helpers/dom';
import { enhance, showsAt } from './back-to-top';

// template-parts/footer/back-to-top.php with its defaults (circle, right, hidden below 850 px).
const button = `<footer id="footer"><button type="button" id="top-link" class="back-to-top button icon invert plain fixed bottom z-1 is-outline circle hide-for-medium" aria-label="Ir arriba"><i class="icon-angle-up" aria-hidden="true"></i></button></footer>`;

// happy-dom lays nothing out: the viewport is as tall as the tests' desktop one.
const VIEWPORT_HEIGHT = 900;
Object.defineProperty(document.documentElement, 'clientHeight', { value: VIEWPORT_HEIGHT, configurable: true });

function scrollTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

function reducedMotion(reduce: boolean): void {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: reduce && query.includes('reduce'), media: query }) as MediaQueryList);
}

describe("Flatsome's back-to-top button", () => {
  let undo: (() => void) | undefined;
  afterEach(() => {
    undo?.();
    undo = undefined;
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('shows from one viewport height down, as Flatsome has it', () => {
    expect(showsAt(899, 900)).toBe(false);
    expect(showsAt(900, 900)).toBe(true);
    expect(showsAt(0, 0)).toBe(true);
  });

  it('gets .active once the page is scrolled a viewport height down, and loses it above', () => {
    setBody(button);
    undo = enhance(document);
    const top = document.querySelector('#top-link')!;
    expect(top.classList.contains('active')).toBe(false);
    scrollTo(VIEWPORT_HEIGHT - 1);
    expect(top.classList.contains('active')).toBe(false);
    scrollTo(VIEWPORT_HEIGHT);
    expect(top.classList.contains('active')).toBe(true);
    scrollTo(10);
    expect(top.classList.contains('active')).toBe(false);
  });

  it('is active at once where the first input was the scroll past the first screen', () => {
    setBody(button);
    Object.defineProperty(window, 'scrollY', { value: VIEWPORT_HEIGHT + 200, configurable: true });
    undo = enhance(document);
    expect(document.querySelector('#top-link')!.classList.contains('active')).toBe(true);
  });

  it('scrolls to the top on a click, smoothly', () => {
    setBody(button);
    reducedMotion(false);
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    undo = enhance(document);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('#top-link i')!.dispatchEvent(click);
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(click.defaultPrevented).toBe(true);
  });

  it('jumps to the top for a shopper who asks for reduced motion', () => {
    setBody(button);
    reducedMotion(true);
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    undo = enhance(document);
    document.querySelector<HTMLElement>('#top-link')!.click();
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });
  });

  it('stops listening when undone', () => {
    setBody(button);
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    enhance(document)();
    document.querySelector<HTMLElement>('#top-link')!.click();
    scrollTo(5000);
    expect(scroll).not.toHaveBeenCalled();
    expect(document.querySelector('#top-link')!.classList.contains('active')).toBe(false);
  });
});
