/**
 * WooCommerce's catalog ordering (woocommerce.js): the sort select of a shop page submits
 * its form on change, as the form has no button of its own. `requestSubmit` so that a
 * plugin listening for the submit still can; a plugin's jQuery `.trigger('change')` counts.
 */
import { listenJQueryTrigger } from '../../kernel/events';

const ORDERBY = '.woocommerce-ordering select.orderby';

export function enhance(root: Document): () => void {
  const onChange = (target: EventTarget | null): void => {
    if (!(target instanceof HTMLSelectElement) || !target.matches(ORDERBY) || !target.form) return;
    if (typeof target.form.requestSubmit === 'function') target.form.requestSubmit();
    else target.form.submit();
  };
  const onNativeChange = (event: Event): void => onChange(event.target);
  root.addEventListener('change', onNativeChange);
  const stopJQuery = listenJQueryTrigger(root, 'change', (_args, target) => onChange(target));
  return () => {
    root.removeEventListener('change', onNativeChange);
    stopJQuery();
  };
}
