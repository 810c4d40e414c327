import { afterEach, describe, expect, it, vi } from 'vitest';
import { flush, setBody, shopperClick } from '../../tests/unit/helpers/dom';
import { clickOnSpace, holdChanges, holdClicks, holdSubmits, nextTask, onFirstInput, rememberFirstInput } from './triggers';

const click = (el: Element, init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  el.dispatchEvent(event);
  return event;
};

describe('nextTask', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('resolves in a later task, not after the current one’s microtasks', async () => {
    const order: string[] = [];
    const done = nextTask().then(() => order.push('next task'));
    await Promise.resolve().then(() => order.push('microtask'));
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    expect(order).toEqual(['microtask']);
    await done;
    expect(order).toEqual(['microtask', 'next task']);
  });

  it('yields through scheduler.yield where the browser has it', async () => {
    const yieldToBrowser = vi.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldToBrowser };
    await nextTask();
    expect(yieldToBrowser).toHaveBeenCalledTimes(1);
  });
});

describe('onFirstInput', () => {
  it('runs once, at the first scroll, key, touch or pointer movement', () => {
    const run = vi.fn();
    onFirstInput(run);
    expect(run).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('scroll'));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at a click with nothing before it, and not when the page moves focus itself', () => {
    const run = vi.fn();
    onFirstInput(run);
    document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(run).not.toHaveBeenCalled();
    shopperClick(document.body);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("does not run at a script's click on a form field (the checkout's click on the chosen gateway at load)", () => {
    const run = vi.fn();
    onFirstInput(run);
    // The chosen gateway's radio: checked already, so its click makes no change either.
    setBody('<input type="radio" name="payment_method" checked><label>Transferencia</label>');
    document.querySelector<HTMLInputElement>('input')!.click();
    document.querySelector('label')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    window.dispatchEvent(new MouseEvent('click'));
    expect(run).not.toHaveBeenCalled();
    setBody('');
  });

  it("runs at a script's click on a link or a button, whose default action is to be held", () => {
    for (const html of ['<a href="/carrito/">Carrito</a>', '<button type="submit">Realizar el pedido</button>']) {
      const run = vi.fn();
      const stop = onFirstInput(run);
      setBody(html);
      document.body.firstElementChild!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      expect(run).toHaveBeenCalledTimes(1);
      stop();
    }
    setBody('');
  });

  it('runs at a pointer that moved, or at a document’s first move, not at a still pointermove at the origin', () => {
    const run = vi.fn();
    const stop = onFirstInput(run);
    document.body.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, clientX: 0, clientY: 0, movementX: 0, movementY: 0 }));
    expect(run).not.toHaveBeenCalled();
    document.body.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, clientX: 2, clientY: 0, movementX: 2, movementY: 0 }));
    expect(run).toHaveBeenCalledTimes(1);
    stop();
    const first = vi.fn();
    onFirstInput(first);
    document.body.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, clientX: 30, clientY: 30, movementX: 0, movementY: 0 }));
    expect(first).toHaveBeenCalledTimes(1);
  });

  it("does not run at a script's change (WooCommerce's and plugins' own at load); the browser's autofill sends a trusted one", () => {
    const run = vi.fn();
    const stop = onFirstInput(run);
    setBody('<input type="checkbox" id="ship-to-different-address-checkbox">');
    document.querySelector('input')!.dispatchEvent(new Event('change', { bubbles: true }));
    expect(run).not.toHaveBeenCalled();
    stop();
    setBody('');
  });

  it('does not run once cancelled', () => {
    const run = vi.fn();
    onFirstInput(run)();
    document.body.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, movementX: 1 }));
    expect(run).not.toHaveBeenCalled();
  });
});

describe('rememberFirstInput', () => {
  it('lets code that asks after the first input run at once', () => {
    const forget = rememberFirstInput();
    try {
      document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
      const late = vi.fn();
      onFirstInput(late);
      expect(late).toHaveBeenCalledTimes(1);
    } finally {
      forget();
    }
    const afterForget = vi.fn();
    onFirstInput(afterForget)();
    expect(afterForget).not.toHaveBeenCalled();
  });
});

describe('holdClicks', () => {
  afterEach(() => setBody(''));

  it('holds a click on a link until the code is ready, then clicks it again', async () => {
    setBody('<div id="island"><a href="#go" id="link">ir</a></div><a href="#out" id="out">fuera</a>');
    let ready!: () => void;
    holdClicks(document.getElementById('island')!, new Promise<void>((resolve) => (ready = resolve)));
    const seen: boolean[] = [];
    document.getElementById('link')!.addEventListener('click', (event) => seen.push(event.defaultPrevented));
    expect(click(document.getElementById('link')!).defaultPrevented).toBe(true);
    expect(seen).toEqual([]); // nobody saw it: the handler is not there yet
    expect(click(document.getElementById('out')!).defaultPrevented).toBe(false); // outside: not held
    ready();
    await flush();
    expect(seen).toEqual([false]); // played again once, now unheld
  });

  it('plays the click again after a failure too (the browser then follows the link)', async () => {
    setBody('<button class="wishlist-button" id="b">♥</button>');
    let fail!: () => void;
    holdClicks('.wishlist-button', new Promise<void>((_, reject) => (fail = () => reject(new Error('chunk')))));
    const clicks = vi.fn();
    click(document.getElementById('b')!);
    document.getElementById('b')!.addEventListener('click', clicks);
    fail();
    await flush();
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it("holds Flatsome's quantity buttons too (<input type=button>), whose code waits for the first input", async () => {
    setBody('<div class="quantity"><input type="button" value="-" class="minus"><input class="qty" value="1"><input type="button" value="+" class="plus"></div>');
    let ready!: () => void;
    holdClicks('.quantity .minus, .quantity .plus', new Promise<void>((resolve) => (ready = resolve)));
    const plus = document.querySelector<HTMLElement>('.plus')!;
    const seen = vi.fn();
    plus.addEventListener('click', seen);
    expect(click(plus).defaultPrevented).toBe(true);
    expect(seen).not.toHaveBeenCalled();
    ready();
    await flush();
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('shows loading on a held add button until its click is played again, and a held double click still meets loading', async () => {
    setBody(
      '<a href="?add-to-cart=1" id="add" class="add_to_cart_button ajax_add_to_cart" data-product_id="1">Añadir</a>' +
        '<a href="/p/" id="options" class="add_to_cart_button">Seleccionar opciones</a>',
    );
    let ready!: () => void;
    holdClicks('.add_to_cart_button', new Promise<void>((resolve) => (ready = resolve)), document, '.ajax_add_to_cart[data-product_id]');
    const add = document.getElementById('add')!;
    const options = document.getElementById('options')!;
    click(add);
    click(add); // a double click, both held
    click(options);
    expect(add.classList.contains('loading')).toBe(true);
    expect(options.classList.contains('loading')).toBe(false); // a link WooCommerce leaves to the browser
    // The code that comes adds once, with loading as its guard, as add-to-cart.ts does.
    const adds: boolean[] = [];
    document.addEventListener('click', (event) => {
      if (event.target !== add) return;
      event.preventDefault();
      if (add.classList.contains('loading')) return;
      add.classList.add('loading');
      adds.push(true);
    });
    ready();
    await flush();
    expect(adds).toEqual([true]);
    expect(add.classList.contains('loading')).toBe(true); // now the add's own
  });

  it('marks every held link or button pressed (islas-held) at once, and takes the mark off before its click is played again', async () => {
    setBody('<button id="menu" data-open="#main-menu">Menú</button><a href="/carrito/" id="cart">Carrito</a>');
    let ready!: () => void;
    holdClicks('#menu, #cart', new Promise<void>((resolve) => (ready = resolve)));
    const menu = document.getElementById('menu')!;
    click(menu);
    expect(menu.classList.contains('islas-held')).toBe(true);
    expect(document.getElementById('cart')!.classList.contains('islas-held')).toBe(false);
    const seenHeld: boolean[] = [];
    menu.addEventListener('click', () => seenHeld.push(menu.classList.contains('islas-held')));
    ready();
    await flush();
    expect(seenHeld).toEqual([false]);
  });

  it('takes the held loading off when the code failed to load, before the browser follows the link', async () => {
    setBody('<a href="#added" id="add" class="add_to_cart_button ajax_add_to_cart" data-product_id="1">Añadir</a>');
    let fail!: () => void;
    holdClicks('.add_to_cart_button', new Promise<void>((_, reject) => (fail = () => reject(new Error('chunk')))), document, '.ajax_add_to_cart[data-product_id]');
    const add = document.getElementById('add')!;
    click(add);
    expect(add.classList.contains('loading')).toBe(true);
    const seenLoading: boolean[] = [];
    add.addEventListener('click', () => seenLoading.push(add.classList.contains('loading')));
    fail();
    await flush();
    expect(seenLoading).toEqual([false]);
  });

  it('clicks the re-printed remove link or -/+ button when cart fragments replaced the held one, at the same place in the page', async () => {
    const line = (key: string, qty: string) =>
      `<li class="woocommerce-mini-cart-item"><a href="?remove_item=${key}" class="remove remove_from_cart_button" data-cart_item_key="${key}">×</a>` +
      `<div class="quantity buttons_added"><input type="button" value="-" class="minus"><input class="qty" name="cart[${key}][qty]" value="${qty}"><input type="button" value="+" class="plus"></div></li>`;
    const miniCart = (qty: string) => `<ul>${line('k1', '1')}${line('k2', qty)}</ul>`;
    // The header's mini cart and the mobile one print the same lines.
    setBody(`<div id="header" class="widget_shopping_cart_content">${miniCart('1')}</div><div id="mobile" class="widget_shopping_cart_content">${miniCart('1')}</div>`);
    let ready!: () => void;
    holdClicks('.remove_from_cart_button, .quantity .plus', new Promise<void>((resolve) => (ready = resolve)));
    click(document.querySelector('#mobile [data-cart_item_key="k1"]')!);
    click(document.querySelector('#header [name="cart[k2][qty]"] ~ .plus')!);
    // The first view's fragments refresh lands before the cart actions do (k2 is 2 by now).
    for (const cart of document.querySelectorAll('.widget_shopping_cart_content')) cart.innerHTML = miniCart('2');
    const clicked: string[] = [];
    const listening = new AbortController();
    document.addEventListener(
      'click',
      (event) => {
        const target = event.target as HTMLElement;
        event.preventDefault();
        clicked.push(`${target.closest('.widget_shopping_cart_content')!.id} ${target.getAttribute('data-cart_item_key') ?? target.parentElement!.querySelector('.qty')!.getAttribute('name')}`);
      },
      { signal: listening.signal },
    );
    ready();
    await flush();
    listening.abort();
    expect(clicked).toEqual(['mobile k1', 'header cart[k2][qty]']);
  });

  it('drops a held click whose line is gone from the re-printed mini cart, and one on a replaced element without a cart key', async () => {
    setBody(
      '<div class="widget_shopping_cart_content"><ul><li><a href="?remove_item=k1" class="remove_from_cart_button" data-cart_item_key="k1">×</a></li></ul>' +
        '<p><a href="/carrito/" class="button wc-forward">Ver carrito</a></p></div>',
    );
    let ready!: () => void;
    holdClicks('.widget_shopping_cart_content', new Promise<void>((resolve) => (ready = resolve)));
    click(document.querySelector('.remove_from_cart_button')!);
    click(document.querySelector('.wc-forward')!);
    document.querySelector('.widget_shopping_cart_content')!.innerHTML =
      '<p class="woocommerce-mini-cart__empty-message">No hay productos en el carrito.</p><p><a href="/carrito/" class="button wc-forward">Ver carrito</a></p>';
    const clicked = vi.fn();
    document.addEventListener('click', clicked);
    ready();
    await flush();
    document.removeEventListener('click', clicked);
    expect(clicked).not.toHaveBeenCalled();
  });

  it('leaves Ctrl/Cmd/Shift-clicks and clicks on plain text to the browser', () => {
    setBody('<div id="island"><a href="#go" id="link">ir</a><p id="text">texto</p></div>');
    holdClicks(document.getElementById('island')!, new Promise(() => {}));
    expect(click(document.getElementById('link')!, { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(click(document.getElementById('link')!, { metaKey: true }).defaultPrevented).toBe(false);
    expect(click(document.getElementById('text')!).defaultPrevented).toBe(false);
  });
});

describe('holdChanges', () => {
  afterEach(() => setBody(''));

  const change = (el: Element) => el.dispatchEvent(new Event('change', { bubbles: true }));

  it('sends a change made before the code is there once more when it is, once per field, and none after', async () => {
    setBody('<ul><li class="woocommerce-mini-cart-item"><input class="qty" id="a" value="1"></li><li class="woocommerce-mini-cart-item"><input class="qty" id="b" value="1"></li></ul><input class="qty" id="other">');
    let ready!: () => void;
    holdChanges('.woocommerce-mini-cart-item input.qty', new Promise<void>((resolve) => (ready = resolve)));
    const a = document.getElementById('a')!;
    change(a);
    change(a); // the same field twice: its current value is sent once
    change(document.getElementById('other')!); // not a held field
    const seen: string[] = [];
    document.addEventListener('change', (event) => seen.push((event.target as Element).id));
    ready();
    await flush();
    expect(seen).toEqual(['a']);
    change(document.getElementById('b')!); // after: the code's own listener has it
    await new Promise((r) => setTimeout(r, 0));
    expect(seen).toEqual(['a', 'b']);
  });

  it('sends a change to the field that took its name when fragments replaced it meanwhile, with the committed value', async () => {
    const line = (value: string) =>
      `<li class="woocommerce-mini-cart-item"><input class="qty" name="cart[k1][qty]" value="${value}"></li>`;
    setBody(`<div class="widget_shopping_cart_content"><ul>${line('1')}</ul></div>`);
    let ready!: () => void;
    holdChanges('.woocommerce-mini-cart-item input.qty', new Promise<void>((resolve) => (ready = resolve)));
    const typed = document.querySelector<HTMLInputElement>('input.qty')!;
    typed.value = '3';
    change(typed);
    // The first view's fragments refresh lands before the cart actions do.
    document.querySelector('.widget_shopping_cart_content')!.innerHTML = `<ul>${line('1')}</ul>`;
    const seen: string[] = [];
    document.addEventListener('change', (event) => seen.push((event.target as HTMLInputElement).value));
    ready();
    await flush();
    expect(seen).toEqual(['3']);
    expect(document.querySelector<HTMLInputElement>('input.qty')!.value).toBe('3');
  });

  it('sends them on a failure to load too (whatever else listens still hears them)', async () => {
    setBody('<div class="woocommerce-mini-cart-item"><input class="qty" id="a" value="1"></div>');
    let fail!: () => void;
    holdChanges('.woocommerce-mini-cart-item input.qty', new Promise<void>((_, reject) => (fail = () => reject(new Error('chunk')))));
    change(document.getElementById('a')!);
    const seen = vi.fn();
    document.addEventListener('change', seen);
    fail();
    await flush();
    expect(seen).toHaveBeenCalledTimes(1);
  });
});

describe('clickOnSpace', () => {
  const space = (el: Element) => {
    const event = new KeyboardEvent('keydown', { code: 'Space', key: ' ', bubbles: true, cancelable: true });
    el.dispatchEvent(event);
    return event;
  };

  it('clicks a role=button link at Space instead of scrolling, until the part that does it is live', () => {
    setBody('<a href="#search-lightbox" id="icon" role="button" data-flatsome-role-button>Buscar</a><a href="/carrito/" id="cart">Carrito</a>');
    const root = document.implementation.createHTMLDocument();
    root.body.innerHTML = document.body.innerHTML;
    clickOnSpace('[data-flatsome-role-button][role=button]', 'role-button', root);
    const icon = root.getElementById('icon')!;
    const clicks = vi.fn((event: Event) => event.preventDefault());
    icon.addEventListener('click', clicks);
    expect(space(icon).defaultPrevented).toBe(true);
    expect(clicks).toHaveBeenCalledTimes(1);
    // Another link is left alone.
    expect(space(root.getElementById('cart')!).defaultPrevented).toBe(false);
    // Once the role-button part is live it clicks itself: no second click from here.
    root.documentElement.dataset.islasEnhanced = 'header role-button';
    expect(space(icon).defaultPrevented).toBe(false);
    expect(clicks).toHaveBeenCalledTimes(1);
  });
});

describe('holdSubmits', () => {
  it("holds a search form's submit until the code is there, then submits it again once; other forms go", async () => {
    setBody('<form class="searchform" action="/"><input name="s" value="gorra"></form><form class="newsletter"></form>');
    let ready!: () => void;
    holdSubmits('form.searchform', new Promise<void>((resolve) => (ready = resolve)));
    const search = document.querySelector<HTMLFormElement>('form.searchform')!;
    const submit = (form: HTMLFormElement) => {
      const event = new Event('submit', { bubbles: true, cancelable: true });
      form.dispatchEvent(event);
      return event;
    };
    expect(submit(search).defaultPrevented).toBe(true);
    expect(submit(document.querySelector<HTMLFormElement>('form.newsletter')!).defaultPrevented).toBe(false);
    const again = vi.spyOn(search, 'requestSubmit').mockImplementation(() => {});
    ready();
    await flush();
    expect(again).toHaveBeenCalledTimes(1);
    // Once the code is there, a submit is its own.
    expect(submit(search).defaultPrevented).toBe(false);
  });
});
