/**
 * When deferred code runs: when the browser is idle, at the shopper's first input, and
 * how a click that arrives before the code does is kept and played again afterwards, so
 * deferring code never loses a shopper's click.
 */

/** Runs `run` when the browser is idle (at the latest after 2 s); returns a canceller. */
export function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 200);
  return () => clearTimeout(handle);
}

/**
 * Resolves in a later task, so the browser can handle input in between; through
 * `scheduler.yield` where there is one, which resumes ahead of other waiting tasks.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs `run` once `el` comes into view (at once without IntersectionObserver); returns a canceller. */
export function whenVisible(el: Element, run: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') {
    run();
    return () => {};
  }
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) {
      observer.disconnect();
      run();
    }
  });
  observer.observe(el);
  return () => observer.disconnect();
}

/**
 * What counts as the shopper acting on the page: pointer, touch, keys, wheel, scroll, a
 * click with none of those before it (assistive technology), or a field's change with none
 * of those (autofill, a password manager: a variation chosen so must reach the variation
 * code, which loads at the first input). Not focus: the page moves focus itself
 * (autofocus, notices).
 */
const FIRST_INPUT_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll', 'click', 'change'] as const;

const ACTIONABLE = 'a[href],button,[role=button],input[type=submit],input[type=image],input[type=button],summary';

/**
 * Events that are no shopper acting. A click a script sent (untrusted) on anything but a link
 * or a button: the checkout clicks the chosen gateway's radio at load, as WooCommerce's
 * checkout.js does, which loaded every first-input chunk before any input. (A script's click
 * on a link or a button still counts: its default action is to be held for the code that
 * handles it. That radio is checked already, so its click makes no `change`, which would
 * count.) And a pointermove at the viewport's origin that did not move: under load, the
 * tests' headless Chromium sent one there, where a pointer it has no position for rests,
 * while the page loaded. Only that one: a document's first real move can also report no
 * movement, and it counts.
 */
const isPhantom = (event: Event): boolean => {
  const move = event as PointerEvent;
  // A script's change: WooCommerce's and plugins' own at load (checkout.js's ship-to box). The
  // browser's autofill sends a trusted one; a password manager's reaches the part whose fields
  // it fills (runLazyEnhancers, holdChangesOn).
  if (event.type === 'change') return !event.isTrusted;
  return event.type === 'click'
    ? !event.isTrusted && !(event.target as Element).closest?.(ACTIONABLE)
    : event.type === 'pointermove' && move.movementX === 0 && move.movementY === 0 && move.clientX === 0 && move.clientY === 0;
};

let shopperHasActed = false;

/**
 * Runs `run` once, at the shopper's first input anywhere on the page (behaviours that only
 * matter after a hover, a click, a key or a scroll), or at once if the shopper has acted
 * already (see rememberFirstInput); returns a canceller.
 */
export function onFirstInput(run: () => void, target: Window = window): () => void {
  if (shopperHasActed) {
    run();
    return () => {};
  }
  const once = (event: Event): void => {
    if (isPhantom(event)) return;
    stop();
    run();
  };
  const stop = (): void => FIRST_INPUT_EVENTS.forEach((type) => target.removeEventListener(type, once, true));
  FIRST_INPUT_EVENTS.forEach((type) => target.addEventListener(type, once, { capture: true, passive: true }));
  return stop;
}

/**
 * Remembers the shopper's first input from now on (the entry calls it when it starts), so
 * code that loads later and asks onFirstInput still knows the shopper has acted. Returns
 * a function that forgets it again (for tests).
 */
export function rememberFirstInput(target: Window = window): () => void {
  const stop = onFirstInput(() => {
    shopperHasActed = true;
  }, target);
  return () => {
    stop();
    shopperHasActed = false;
  };
}

/** What names a cart line's control: a remove link's cart item key, a quantity field's name, its -/+ buttons' field's. */
const cartIdentity = (el: Element): string | undefined =>
  el.getAttribute('data-cart_item_key') ??
  el.getAttribute('name') ??
  el.closest('.quantity')?.querySelector<HTMLInputElement>('.qty[name]')?.name;

/**
 * Finds `target` again once cart fragments have re-printed it (the first view's refresh
 * replaces the mini cart, and the keyboard still reaches it meanwhile): the element of the
 * same classes and cart identity, at the same place in the page, since the header and the
 * mobile mini cart print the same line. Anything else is only itself.
 */
function findAgain(target: HTMLElement): () => HTMLElement | undefined {
  const identity = cartIdentity(target);
  const twins = (): HTMLElement[] =>
    [...(target.ownerDocument.getElementsByClassName(target.className) as HTMLCollectionOf<HTMLElement>)].filter((el) => cartIdentity(el) === identity);
  const place = identity ? twins().indexOf(target) : -1;
  return () => (target.isConnected ? target : twins()[place]);
}

/**
 * Holds one click on a link or button until `ready` settles, then clicks it again (see
 * holdClicks), or its re-printed twin when cart fragments replaced it meanwhile. A held
 * target matching `busy` shows WooCommerce's `loading` meanwhile, as its own script shows
 * it at the click; every held target shows `islas-held` (pressed). The first held click
 * takes `loading` off just before it is played again, so the code that handles it adds its
 * own, and a second click held on the same button still meets that `loading` (a double
 * click adds once). Returns whether it was held.
 */
export function holdClick(event: Event, ready: Promise<unknown>, busy?: string): boolean {
  if (!(event instanceof MouseEvent) || event.type !== 'click') return false;
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const target = event.target instanceof Element ? event.target.closest<HTMLElement>(ACTIONABLE) : null;
  if (!target) return false;
  event.preventDefault();
  event.stopImmediatePropagation();
  const live = findAgain(target);
  const classes = target.classList;
  const showsLoading = !!busy && target.matches(busy) && !classes.contains('loading');
  if (showsLoading) classes.add('loading');
  // Pressed at once (islas.css), so the tap is answered in the next frame, not when the code is there.
  classes.add('islas-held');
  const replay = (): void => {
    // After the mount's own effects: replayed once, on an element in the page.
    setTimeout(() => {
      classes.remove('islas-held');
      if (showsLoading) classes.remove('loading');
      live()?.click();
    }, 0);
  };
  ready.then(replay, replay);
  return true;
}

/**
 * Space on an element matching `selector` (a link that takes Space as a button does:
 * Flatsome's role=button links) clicks it, so the click meets whatever holds or handles it,
 * instead of scrolling the page, until the part `name` that does the same is live
 * (`<html data-islas-enhanced>`).
 */
export function clickOnSpace(selector: string, name: string, root: Document = document): void {
  root.addEventListener(
    'keydown',
    (event) => {
      const target = event.target as HTMLElement;
      if (event.code !== 'Space' || event.defaultPrevented || !target.matches?.(selector) || root.documentElement.dataset.islasEnhanced?.includes(name)) return;
      event.preventDefault();
      target.click();
    },
    true,
  );
}

/**
 * Holds the submit of a form matching `selector` until `ready` settles, then submits it again
 * (requestSubmit, so the code that came handles it; if it failed to come, the browser posts
 * the form), once.
 */
export function holdSubmits(selector: string, ready: Promise<unknown>, root: Document = document): void {
  const held = new Set<HTMLFormElement>();
  const onSubmit = (event: Event): void => {
    const form = event.target as HTMLFormElement;
    if (!form.matches?.(selector)) return;
    event.preventDefault();
    held.add(form);
  };
  root.addEventListener('submit', onSubmit, true);
  const replay = (): void => {
    root.removeEventListener('submit', onSubmit, true);
    setTimeout(() => held.forEach((form) => form.requestSubmit()), 0);
  };
  ready.then(replay, replay);
}

/**
 * Remembers the fields matching `selector` that the shopper changed before `ready` settles
 * and sends their `change` again afterwards, once, to the code that handles them then (a
 * mini-cart quantity typed and committed while the cart actions load is not lost). Cart
 * fragments may have replaced a field meanwhile (the first view's refresh): the change
 * then goes to the field that took its name, with the value the shopper committed.
 */
export function holdChanges(selector: string, ready: Promise<unknown>, root: Document = document): void {
  const changed = new Map<HTMLInputElement, () => HTMLElement | undefined>();
  const onChange = (event: Event): void => {
    const field = event.target;
    if (field instanceof HTMLInputElement && field.matches(selector)) changed.set(field, findAgain(field));
  };
  root.addEventListener('change', onChange, true);
  const replay = (): void => {
    root.removeEventListener('change', onChange, true);
    setTimeout(() => {
      for (const [field, findLive] of changed) {
        const live = findLive();
        if (live instanceof HTMLInputElement) {
          live.value = field.value;
          live.dispatchEvent(new Event('change', { bubbles: true }));
        }
      }
    }, 0);
  };
  ready.then(replay, replay);
}

/**
 * Holds plain left clicks on links and buttons inside `within` (an element, or elements
 * matching a selector) until `ready` settles, then clicks them again: by then the code that
 * handles them is there, or, if it failed to load, the browser's own behaviour (the no-JS
 * fallback) takes over. Modified clicks are left to the browser. Targets matching `busy`
 * show `loading` while held. Returns a canceller.
 */
export function holdClicks(within: HTMLElement | string, ready: Promise<unknown>, root: Document = document, busy?: string): () => void {
  let settled = false;
  const onClick = (event: MouseEvent): void => {
    const target = event.target instanceof Element ? event.target : null;
    const inside = target && (typeof within === 'string' ? target.closest(within) !== null : within.contains(target));
    if (!settled && inside) holdClick(event, ready, busy);
  };
  root.addEventListener('click', onClick, true);
  const release = (): void => {
    settled = true;
    root.removeEventListener('click', onClick, true);
  };
  ready.then(release, release);
  return release;
}
