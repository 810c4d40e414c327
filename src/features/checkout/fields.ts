/**
 * The checkout form's fields: one listener delegated on the form, and jQuery's triggered
 * `change` and `validate`, routing each event to the payment methods, the validation, the
 * toggles and the review.
 */
import { listenJQueryTrigger } from '../../kernel/events';
import { on, SHIP_ELSEWHERE, type Checkout, type Field } from './context';
import { paymentSelected } from './payment';
import { changed, left, typed } from './review';
import { toggleAccount, toggleShipping } from './toggles';
import { FIELDS, validate } from './validation';

const handle = (c: Checkout, type: string, target: EventTarget | null): void => {
  if (!(target instanceof Element)) return;
  if (type === 'click') {
    if (target.matches('input[name="payment_method"]')) paymentSelected(c, target as HTMLInputElement);
    return;
  }
  // Stock validates on focusout as on its own `validate` event.
  if (target.matches(FIELDS)) validate(target as Field, type === 'focusout' ? 'validate' : type);
  if (type === 'focusout') {
    left(c, target);
  } else if (type === 'input') {
    typed(c, target);
  } else if (type === 'change') {
    if (target.matches(SHIP_ELSEWHERE)) toggleShipping(c.root);
    if (target.matches('input#createaccount')) toggleAccount(c);
    changed(c, target);
  }
};

/** Returns what stops the jQuery listeners. */
export const listenToFields = (c: Checkout): (() => void)[] => {
  on(c, c.form, 'click input change focusout validate', (event) => handle(c, event.type, event.target));
  return ['change', 'validate'].map((type) => listenJQueryTrigger(c.form, type, (_args, target) => handle(c, type, target)));
};
