/**
 * The keyboard for Flatsome's ARIA widgets (its `a11y` behaviour; inventory row 20).
 * `flatsome_html_atts()` marks what it prints with role=button `data-flatsome-role-button`
 * (the menu icon, header cart, account, search and contact links, filter buttons, quick
 * view, zoom...) and role=radiogroup `data-flatsome-role-radiogroup` (the swatches). Most of
 * those buttons are links: a link takes Enter by itself but not Space, as a button does.
 *
 * One listener on the document, not one per element as Flatsome binds them, so markup added
 * later (quick view, infinite scroll, AJAX filters) has it too. A key another handler took
 * already (defaultPrevented) is left to it, so no islas part that handles its own keys
 * clicks twice.
 */

/**
 * A key on a `[data-flatsome-role-button][role=button]`, as Flatsome reads it (`code`):
 * Space clicks on keydown and is kept from scrolling the page on keyup; Enter clicks what is
 * not a link (a link's own Enter already follows it).
 */
export function buttonKey(type: string, code: string, tagName: string): 'click' | 'prevent' | undefined {
  if (code === 'Space') return type === 'keydown' ? 'click' : 'prevent';
  if (code === 'Enter' && type === 'keydown' && tagName !== 'A') return 'click';
  return undefined;
}

/**
 * A key on the radio at `index` of `count` in a `[data-flatsome-role-radiogroup]`, as Flatsome
 * reads it (`key`): the arrows move to the next or previous radio, round the ends (the index
 * to focus); Space and Enter click it.
 */
export function radioKey(key: string, index: number, count: number): number | 'click' | undefined {
  if (key === 'ArrowRight' || key === 'ArrowDown') return (index + 1) % count;
  if (key === 'ArrowLeft' || key === 'ArrowUp') return (index - 1 + count) % count;
  if (key === ' ' || key === 'Enter') return 'click';
  return undefined;
}

const BUTTON = '[data-flatsome-role-button]';
const RADIOGROUP = '[data-flatsome-role-radiogroup]';

function onKey(event: KeyboardEvent): void {
  const target = event.target;
  if (event.defaultPrevented || !(target instanceof HTMLElement)) return;
  if (target.closest(BUTTON)?.getAttribute('role') === 'button') {
    const action = buttonKey(event.type, event.code, target.tagName);
    if (action) event.preventDefault();
    if (action === 'click') target.click();
    return;
  }
  const group = target.closest(RADIOGROUP);
  if (!group || event.type !== 'keydown' || target.getAttribute('role') !== 'radio') return;
  const radios = [...group.querySelectorAll<HTMLElement>('[role="radio"]')];
  const action = radioKey(event.key, radios.indexOf(target), radios.length);
  if (action === undefined) return;
  event.preventDefault();
  if (action === 'click') target.click();
  else radios[action]?.focus();
}

export function enhance(root: Document): () => void {
  root.addEventListener('keydown', onKey);
  root.addEventListener('keyup', onKey);
  return () => {
    root.removeEventListener('keydown', onKey);
    root.removeEventListener('keyup', onKey);
  };
}
