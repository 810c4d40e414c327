/**
 * Field help (`.woocommerce-input-wrapper span.description`), as WooCommerce shows it: it
 * opens (250 ms slide) when its field is focused or clicked, and closes on Escape in the
 * field, on focusing another field, or on a click outside. No motion under reduced motion.
 */
import { slide } from '../../dom/motion';

const DESCRIPTION = 'span.description';

function setOpen(description: HTMLElement, open: boolean): void {
  if (open === !description.hidden) return;
  description.setAttribute('aria-hidden', String(!open));
  void slide(description, open);
}

export function enhanceFieldHelp(root: ParentNode): () => void {
  const wrappers = [...root.querySelectorAll<HTMLElement>('.woocommerce-input-wrapper')].filter((wrapper) =>
    wrapper.querySelector(DESCRIPTION),
  );
  const descriptions = wrappers.map((wrapper) => wrapper.querySelector<HTMLElement>(DESCRIPTION)!);
  for (const description of descriptions) {
    description.hidden = true;
    description.setAttribute('aria-hidden', 'true');
  }
  const closeAll = (except?: HTMLElement): void => {
    for (const description of descriptions) if (description !== except) setOpen(description, false);
  };
  wrappers.forEach((wrapper, index) => {
    const description = descriptions[index]!;
    const show = (): void => {
      closeAll(description);
      setOpen(description, true);
    };
    for (const field of wrapper.querySelectorAll<HTMLElement>('input, select, textarea')) {
      field.addEventListener('focus', show);
      field.addEventListener('click', show);
      field.addEventListener('keydown', (event) => {
        if (event.key === 'Escape' && !description.hidden) {
          event.preventDefault();
          setOpen(description, false);
        }
      });
    }
  });
  const onClick = (event: MouseEvent): void => {
    const inside = wrappers.find((wrapper) => wrapper.contains(event.target as Node));
    closeAll(inside?.querySelector<HTMLElement>(DESCRIPTION) ?? undefined);
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
