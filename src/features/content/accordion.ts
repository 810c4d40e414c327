/**
 * Flatsome accordions (`.accordion > .accordion-item > a.accordion-title + .accordion-inner`):
 * one panel open at a time; the title says whether its panel is open (aria-expanded). As
 * Flatsome's `accordion-title` behaviour: the item the address's hash names opens and is
 * scrolled to, and on phones an item scrolls its title up once it has opened.
 */
import { slide } from '../../dom/motion';
import { hashScroller, isPhone, namesHash, scrollToTop } from './hash';

let nextId = 0;

/**
 * Flatsome nests its chevron `<button class="toggle">` inside the title link; once the
 * title is the button, a button inside a button is one control too many for screen
 * readers (axe: nested-interactive). The chevron becomes a plain span, same classes.
 */
function unnestToggleButton(title: HTMLElement): void {
  for (const inner of title.querySelectorAll('button')) {
    const span = document.createElement('span');
    span.className = inner.className;
    span.setAttribute('aria-hidden', 'true');
    span.append(...inner.childNodes);
    inner.replaceWith(span);
  }
}

export function enhanceAccordions(root: ParentNode, stickyHeight = 0): void {
  const scrollOnce = hashScroller(stickyHeight);
  for (const accordion of root.querySelectorAll<HTMLElement>('.accordion')) {
    const items = [...accordion.querySelectorAll<HTMLElement>(':scope > .accordion-item')]
      .map((item) => ({ title: item.querySelector<HTMLElement>(':scope > .accordion-title'), inner: item.querySelector<HTMLElement>(':scope > .accordion-inner') }))
      .filter((pair): pair is { title: HTMLElement; inner: HTMLElement } => Boolean(pair.title && pair.inner));
    // Flatsome's CSS hides `.accordion-inner` unless it has an inline display, as jQuery's
    // slideToggle leaves it: keep the inline display in step with the state.
    const setOpen = (pair: { title: HTMLElement; inner: HTMLElement }, open: boolean, animate = true): void => {
      pair.title.classList.toggle('active', open);
      pair.title.setAttribute('aria-expanded', String(open));
      const settle = (): void => {
        if (pair.title.classList.contains('active') !== open) return;
        pair.inner.hidden = !open;
        pair.inner.style.display = open ? 'block' : 'none';
      };
      if (!animate) return settle();
      const sliding = slide(pair.inner, open);
      if (open) settle();
      void sliding.then(() => {
        settle();
        if (open && isPhone() && pair.title.classList.contains('active')) scrollToTop(pair.title, stickyHeight);
      });
    };
    let opened = false;
    for (const pair of items) {
      if (!pair.inner.id) pair.inner.id = `islas-accordion-${++nextId}`;
      pair.title.setAttribute('aria-controls', pair.inner.id);
      pair.title.setAttribute('role', 'button');
      unnestToggleButton(pair.title);
      // One open at most: the first the server marked active.
      const open: boolean = !opened && pair.title.classList.contains('active');
      opened ||= open;
      setOpen(pair, open, false);
      pair.title.addEventListener('click', (event) => {
        event.preventDefault();
        const opening = !pair.title.classList.contains('active');
        for (const other of items) if (other !== pair && other.title.classList.contains('active')) setOpen(other, false);
        setOpen(pair, opening);
      });
      pair.title.addEventListener('keydown', (event) => {
        if (event.key !== ' ') return;
        event.preventDefault();
        pair.title.click();
      });
    }
    const named = items.find((pair) => namesHash(pair.title.getAttribute('href'), location.hash));
    if (named) {
      if (!named.title.classList.contains('active')) named.title.click();
      scrollOnce(named.title.parentElement!);
    }
  }
}
