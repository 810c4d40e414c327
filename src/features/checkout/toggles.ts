/**
 * The toggles: the coupon form, the login form and the terms behind their links; the
 * shipping address behind "ship to a different address"; the account fields behind
 * "create an account".
 */
import { all, byId, on, SHIP_ELSEWHERE, show, showAll, shown, type Checkout } from './context';
import { removeCoupon } from './coupons';

/** The toggles: link → what it shows and hides. */
const PANELS: [string, string][] = [
  ['a.showcoupon', 'form.checkout_coupon'],
  ['a.showlogin', 'form.login, form.woocommerce-form-login, form.woocommerce-form--login'],
  ['a.woocommerce-terms-and-conditions-link', '.woocommerce-terms-and-conditions'],
];

export const toggleShipping = (root: Document): void => showAll('div.shipping_address', root, !!root.querySelector<HTMLInputElement>(SHIP_ELSEWHERE)?.checked);

/**
 * Only where guests may check out: otherwise the account fields are always there. Ticking
 * the box starts the password empty, as stock since 10.9 (a browser may have filled it in),
 * and quietly: a `change` would run the strength meter on nothing.
 */
export const toggleAccount = (c: Checkout): void => {
  const box = c.params.string('option_guest_checkout', 'yes') === 'yes' && byId(c.root, 'createaccount');
  if (!box) return;
  const password = box.checked && byId(c.root, 'account_password');
  if (password) password.value = '';
  showAll('div.create-account', c.root, box.checked);
};

const togglePanels = (root: Document, event: Event, target: Element | null): void => {
  for (const [linkSelector, panelSelector] of PANELS) {
    const link = target?.closest(linkSelector);
    // The panel beside the link: not the theme's login form in a header popup.
    const panels = link ? all(panelSelector, link.closest('.woocommerce') ?? root) : [];
    if (!link || !panels.length) continue;
    event.preventDefault();
    const opening = !shown(panels[0]!);
    panels.forEach((panel) => {
      panel.hidden = false;
      show(panel, opening);
    });
    all(linkSelector, root).forEach((el) => {
      el.setAttribute('aria-expanded', String(opening));
      el.classList.toggle('woocommerce-terms-and-conditions-link--open', opening && el.matches(PANELS[2]![0]));
      el.classList.toggle('woocommerce-terms-and-conditions-link--closed', !opening && el.matches(PANELS[2]![0]));
    });
    if (opening && panelSelector === PANELS[0]![1]) panels[0]!.querySelector<HTMLElement>('input:not([type="hidden"])')?.focus();
    // The login form may open far above the fold on a phone: stock (10.0) scrolls to it.
    if (opening && panelSelector === PANELS[1]![1]) scrollTo({ top: panels[0]!.getBoundingClientRect().top + scrollY - 50, behavior: 'smooth' });
  }
};

/** Toggles and coupon links, delegated on the page (the coupon and login forms are outside the checkout form). */
export const listenToLinks = (c: Checkout): void => {
  on(c, c.root, 'click keydown', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const remover = target?.closest('.woocommerce-remove-coupon');
    if (event.type === 'keydown') {
      // It is a link with role=button: Space presses it.
      if (remover && (event as KeyboardEvent).key === ' ') {
        event.preventDefault();
        (remover as HTMLElement).click();
      }
      return;
    }
    if (remover) {
      event.preventDefault();
      return removeCoupon(c, remover);
    }
    togglePanels(c.root, event, target);
  });
};

/** At start, as stock: the coupon form hidden, each link saying whether its panel shows, the shipping address as ticked. */
export const initToggles = (root: Document): void => {
  showAll('form.checkout_coupon', root, false);
  for (const [linkSelector, panelSelector] of PANELS) {
    const panel = root.querySelector(panelSelector);
    if (panel) all(linkSelector, root).forEach((link) => link.setAttribute('aria-expanded', String(shown(panel))));
  }
  // WooCommerce 9.8+ (and Flatsome 3.20's form-coupon.php) name the coupon link "Introduce
  // el código de tu cupón" while it reads "Haz clic aquí para introducir tu código": a
  // shopper who speaks what they see cannot reach it (WCAG 2.5.3). Its words name it then.
  all('a.showcoupon[aria-label]', root).forEach((link) => {
    if (!link.getAttribute('aria-label')!.includes(link.textContent!.trim())) link.removeAttribute('aria-label');
  });
  toggleShipping(root);
};
