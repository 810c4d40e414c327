/**
 * Flatsome's dropdown menus (`li.has-dropdown` with a `.nav-dropdown`): open on hover, on
 * click (a first tap opens, the next follows the link) and on Space; close on Escape
 * (focus back on the menu link), on an outside click and when focus leaves. One open at
 * a time; the link's aria-expanded says whether its menu is open. The header cart is the
 * mini-cart island's, not this.
 */
const OPEN = 'current-dropdown';

export function enhanceDropdownMenus(root: Document): () => void {
  const items = [...root.querySelectorAll<HTMLElement>('li.has-dropdown')].filter(
    (item) => !item.classList.contains('cart-item') && item.querySelector(':scope > .nav-dropdown, :scope > .sub-menu'),
  );
  const linkOf = (item: HTMLElement) => item.querySelector<HTMLElement>(':scope > a');
  const setOpen = (item: HTMLElement, open: boolean): void => {
    if (open) for (const other of items) if (other !== item && !other.contains(item)) setOpen(other, false);
    item.classList.toggle(OPEN, open);
    linkOf(item)?.setAttribute('aria-expanded', String(open));
  };
  const isOpen = (item: HTMLElement) => item.classList.contains(OPEN);
  const cleanups: (() => void)[] = [];
  const on = <K extends keyof HTMLElementEventMap>(el: HTMLElement | Document, type: K, handler: (event: HTMLElementEventMap[K]) => void) => {
    el.addEventListener(type, handler as EventListener);
    cleanups.push(() => el.removeEventListener(type, handler as EventListener));
  };

  for (const item of items) {
    const link = linkOf(item);
    if (!link) continue;
    link.setAttribute('aria-haspopup', link.getAttribute('aria-haspopup') ?? 'true');
    link.setAttribute('aria-expanded', String(isOpen(item)));
    on(item, 'pointerenter', (event) => {
      if (event.pointerType === 'mouse') setOpen(item, true);
    });
    on(item, 'pointerleave', (event) => {
      if (event.pointerType === 'mouse' && !item.contains(root.activeElement)) setOpen(item, false);
    });
    on(link, 'click', (event) => {
      if (isOpen(item)) return;
      event.preventDefault();
      setOpen(item, true);
    });
    on(link, 'keydown', (event) => {
      if (event.key !== ' ') return;
      event.preventDefault();
      setOpen(item, !isOpen(item));
    });
    on(item, 'keydown', (event) => {
      if (event.key !== 'Escape' || !isOpen(item)) return;
      event.stopPropagation();
      setOpen(item, false);
      link.focus();
    });
    on(item, 'focusout', (event) => {
      const next = event.relatedTarget as Node | null;
      if (next && !item.contains(next)) setOpen(item, false);
    });
  }
  on(root, 'pointerdown', (event) => {
    for (const item of items) if (isOpen(item) && !item.contains(event.target as Node)) setOpen(item, false);
  });
  return () => cleanups.forEach((cleanup) => cleanup());
}
