/**
 * Where an opening dropdown goes, as Flatsome's `dropdown` behaviour places it (flatsome.js).
 * A plain dropdown that would run out of the header's `.container` is shifted back inside
 * (a left margin), and one wider than the container gets `nav-dropdown-full` (Flatsome's
 * CSS centres it, fixed). Mega menus (a UX block in a menu item) with the design "full
 * width" or "container width" get an inline width and left from the page body or the
 * container, and a top that puts them under their header row (`#top-bar`, `#masthead` or
 * `#wide-nav`); in the vertical menu they open beside it. Closing removes the inline style.
 * Left-to-right only, as the shop is.
 */
const px = (n: number): string => `${n}px`;
const box = (el: Element): DOMRect => el.getBoundingClientRect();

export function placeDropdown(item: HTMLElement): void {
  const dropdown = item.querySelector<HTMLElement>(':scope > .nav-dropdown');
  const container = item.closest<HTMLElement>('.container');
  if (!dropdown || !container) return;
  // jQuery's .width() of Flatsome's container: without its 15 px gutters.
  const width = container.clientWidth - 30;
  const full = item.classList.contains('menu-item-design-full-width');
  const boxed = item.classList.contains('menu-item-design-container-width');
  const vertical = item.parentElement!.classList.contains('ux-nav-vertical-menu');
  const style = dropdown.style;
  if (!full && !boxed) {
    if (vertical || width < 750) return;
    // Room left and right of it in the container (centred in the window; Flatsome's
    // dropdowns have no side padding): moved back inside, or toward the middle when it
    // sits nearer the right.
    const own = dropdown.clientWidth;
    const before = box(dropdown).left - (innerWidth - width) / 2;
    const after = width - before - own;
    const shift = after < 0 ? -after : before > after && before < own ? (before + after) / 3 : 0;
    if (shift) style.marginLeft = px(-shift);
    if (own > width) dropdown.classList.add('nav-dropdown-full');
    return;
  }
  style.inset = '0';
  const body = document.body;
  const itemBox = box(item);
  const span = full ? body.clientWidth : width;
  style.width = px(vertical ? span - (full ? itemBox.right : itemBox.width) : span);
  style.left = px((full ? box(body).left : box(container).left + 15) - box(dropdown).left);
  const row = !vertical && item.closest('#top-bar, #masthead, #wide-nav');
  if (row) style.top = px(box(row).bottom - itemBox.bottom + itemBox.height);
}
