/**
 * Flatsome's quantity +/- buttons (`.quantity .minus`, `.quantity .plus` beside
 * `input.qty`), by event delegation: one listener serves every stepper on the page,
 * including those that arrive later (mini cart fragments, quick view, sticky bar), so
 * nothing has to be mounted again when markup is replaced. The input stays the native
 * `input.qty`, so forms post the same without JavaScript. One of the cart actions
 * (cart-actions.ts), which load at the shopper's first input.
 *
 * SPEC §5 fixes the original's bugs: min defaults to 0 (the original took min=0 as "no
 * min" and went negative) and step "any" means 1 (the original crashed on it).
 */

const decimals = (text: string): number => /\.(\d+)$/.exec(text.trim())?.[1]?.length ?? 0;

/**
 * The next value of a quantity: min (default 0), max ("" or ≤ 0: none) and step
 * (default 1; "any" means 1) as the input's attributes give them; plus capped at max,
 * minus floored at min; the result keeps the step's decimals (the value's for "any").
 */
export function nextQuantity(value: string, min: string, max: string, step: string, direction: 1 | -1): string {
  const size = parseFloat(step) > 0 ? parseFloat(step) : 0;
  const low = parseFloat(min);
  const high = parseFloat(max) > 0 ? parseFloat(max) : Infinity;
  const next = (parseFloat(value) || 0) + direction * (size || 1);
  const bounded = direction > 0 ? Math.min(next, high) : Math.max(next, Number.isFinite(low) ? low : 0);
  return bounded.toFixed(decimals(size ? step : value));
}

export function enhanceQuantityStepper(root: Document | HTMLElement = document): () => void {
  const onClick = (event: Event): void => {
    const button = (event.target as Element).closest?.('.quantity .minus, .quantity .plus');
    const input = button?.closest('.quantity')?.querySelector<HTMLInputElement>('input.qty');
    if (!button || !input) return;
    // A <button> in a form would submit it.
    event.preventDefault();
    if (input.disabled || input.readOnly) return;
    const attr = (name: string): string => input.getAttribute(name) ?? '';
    const next = nextQuantity(input.value, attr('min'), attr('max'), attr('step'), button.classList.contains('plus') ? 1 : -1);
    if (next === input.value) return;
    input.value = next;
    for (const type of ['input', 'change']) input.dispatchEvent(new Event(type, { bubbles: true }));
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
