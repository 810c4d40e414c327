/**
 * The checkout's rules as WooCommerce's checkout.js applies them, without the DOM: the
 * fields `update_order_review` is sent, one request at a time with the newest choice
 * winning, the checkout answer read as the stock script reads it, and a field's problems.
 */
import { isRecord } from '../../kernel/config';
import { InvalidResponseError } from '../../http/errors/invalid-response-error';
import type { FormFields } from '../../http/client';

/** What the page says at the moment the request is sent. */
export interface OrderReviewInput {
  security: string;
  paymentMethod: string;
  /** country, state, postcode, city, address_1, address_2 of the billing address. */
  billing: string[];
  /** The same of the shipping address, when the order ships elsewhere. */
  shipping?: string[];
  hasFullAddress: boolean;
  /** The whole checkout form serialized. */
  postData: string;
  /** data-index → chosen method; undefined leaves the chosen methods out (after a coupon). */
  shippingMethods?: Record<string, string>;
}

const ADDRESS_KEYS = ['country', 'state', 'postcode', 'city', 'address', 'address_2'];

/** `update_order_review`'s fields, in the order stock sends them. */
export function orderReviewFields(input: OrderReviewInput): FormFields {
  const fields: FormFields = { security: input.security, payment_method: input.paymentMethod };
  ADDRESS_KEYS.forEach((key, i) => (fields[key] = input.billing[i] ?? ''));
  ADDRESS_KEYS.forEach((key, i) => (fields[`s_${key}`] = (input.shipping ?? input.billing)[i] ?? ''));
  fields.has_full_address = String(input.hasFullAddress);
  fields.post_data = input.postData;
  for (const [index, method] of Object.entries(input.shippingMethods ?? {})) fields[`shipping_method[${index}]`] = method;
  return fields;
}

export type Outcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

/**
 * Runs `send` one at a time. A run asked for while one is in flight waits for it and then
 * sends what the page says by then; the answer of the one it waited for is stale and never
 * applied, so an older answer cannot overwrite a newer choice. Waiting (rather than
 * aborting) matters: an aborted request still reaches the server, which could then save
 * the older address or shipping method after the newer one.
 */
export function latestWins<A, R>(send: (args: A) => Promise<R>, apply: (outcome: Outcome<R>, args: A) => void): (args: A) => void {
  let running = false;
  let waiting: { args: A } | undefined;
  const run = async (args: A): Promise<void> => {
    if (running) {
      waiting = { args };
      return;
    }
    running = true;
    let outcome: Outcome<R>;
    try {
      outcome = { ok: true, value: await send(args) };
    } catch (error) {
      outcome = { ok: false, error };
    }
    running = false;
    const newer = waiting;
    waiting = undefined;
    if (newer) void run(newer.args);
    else apply(outcome, args);
  };
  return (args) => void run(args);
}

/**
 * The checkout's JSON answer. As stock, text around the JSON (a PHP notice printed by a
 * plugin before it) is cut away; anything else is an InvalidResponseError.
 */
export function readCheckoutAnswer(text: string): Record<string, unknown> {
  for (const candidate of [text, /{"result[\s\S]*}/.exec(text)?.[0]]) {
    try {
      const value: unknown = JSON.parse(candidate ?? '');
      if (isRecord(value)) return value;
    } catch {
      // Try the next candidate.
    }
  }
  throw new InvalidResponseError('The checkout answer is not JSON.', text.slice(0, 500));
}

export interface FieldState {
  value: string;
  /** false for an unticked checkbox. */
  checked: boolean;
  required: boolean;
  email: boolean;
  phone: boolean;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/;
/** What a phone number may hold besides digits, as stock. */
const PHONE_CHARACTERS = /[\s#0-9_\-+/().]/g;

/** The `woocommerce-invalid-<problem>` classes a field earns: required-field, email, phone. */
export function fieldProblems(field: FieldState): string[] {
  const problems: string[] = [];
  if (field.required && (!field.checked || field.value === '')) problems.push('required-field');
  if (field.email && field.value && !EMAIL.test(field.value)) problems.push('email');
  if (field.phone && field.value.replace(PHONE_CHARACTERS, '')) problems.push('phone');
  return problems;
}
