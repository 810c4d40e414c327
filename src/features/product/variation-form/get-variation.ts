/**
 * AJAX mode (more variations than the page prints): the chosen variation asked of
 * `?wc-ajax=get_variation`, the form marked busy meanwhile, a stale answer dropped.
 */
import { createWooHttp, type FormFields } from '../../../http/client';
import { isVariation, type Chosen } from './core';
import { found, noMatch } from './show';
import type { FormState } from './state';

/** `custom_data` as jQuery's `.data()` and `$.param` sent it: an object's keys as `custom_data[key]`. */
const addCustomData = (fields: FormFields, raw: string | null): void => {
  if (raw === null) return;
  let data: unknown = raw;
  try {
    data = JSON.parse(raw);
  } catch {
    // plain text
  }
  if (typeof data !== 'object' || data === null) fields.custom_data = raw;
  else for (const [key, value] of Object.entries(data)) fields[`custom_data[${key}]`] = typeof value === 'object' ? JSON.stringify(value) : String(value);
};

/** `mine`: the check that asks; a later check makes its answer stale. */
export const askVariation = async (state: FormState, chosen: Chosen, mine: number): Promise<void> => {
  const { form } = state;
  const mineRequest = (state.request = new AbortController());
  form.classList.add('processing');
  form.setAttribute('aria-busy', 'true');
  const fields: FormFields = { ...chosen.data, product_id: form.getAttribute('data-product_id') ?? '' };
  addCustomData(fields, form.getAttribute('data-custom_data'));
  const answer = await createWooHttp(state.config)
    .wcAjax('get_variation', fields, { signal: mineRequest.signal })
    .catch(() => false);
  if (state.request === mineRequest) {
    form.classList.remove('processing');
    form.removeAttribute('aria-busy');
  }
  if (mine !== state.checks) return; // a newer choice was made meanwhile
  if (isVariation(answer)) found(state, answer);
  else noMatch(state);
};
