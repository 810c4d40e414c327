import jQueryFactory from 'jquery';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCartRuntime, acceptForeignCartChanges } from '../../cart/cart';
import { defaultConfig } from '../config';
import { emit, installJQueryBridge, listen, listenJQueryTrigger, vetoed } from '../events';
import { flush, setBody } from '../../../tests/unit/helpers/dom';
import { enhanceMiniCartQuantity } from '../../features/cart-actions/mini-cart-quantity';
import { fakeNetwork } from '../../../tests/unit/helpers/fake-network';
import { createBridge } from './bridge';
import { definePlugins } from './plugins';
import { withLoaders } from '../../../tests/unit/helpers/page';

// The variation form is a lazy chunk in the bundle; loaded once here, so each test's first request is not an import away.
beforeAll(() => import('../../start/chunks/variation'));

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const $: any = jQueryFactory;

describe('the jQuery bridge (src/kernel/events.ts + kernel/jquery)', () => {
  beforeEach(() => installJQueryBridge(createBridge($)));
  afterEach(() => {
    installJQueryBridge(undefined);
    $(document.body).off();
    $(document).off();
  });

  it("triggers islas's events through jQuery too, with elements wrapped, and natively with them unwrapped", () => {
    setBody('<button class="add_to_cart_button" data-product_id="7"></button>');
    const button = document.querySelector('button')!;
    const viaJQuery = vi.fn();
    const native = vi.fn();
    $(document.body).on('added_to_cart', (_event: unknown, fragments: unknown, hash: unknown, $button: unknown) =>
      viaJQuery(fragments, hash, $button),
    );
    document.body.addEventListener('islas:added_to_cart', (event) => native((event as CustomEvent).detail));
    emit('added_to_cart', [{ 'div.x': '<div class="x"></div>' }, 'h1', button]);
    expect(viaJQuery).toHaveBeenCalledOnce();
    const [fragments, hash, $button] = viaJQuery.mock.calls[0]!;
    expect(fragments).toEqual({ 'div.x': '<div class="x"></div>' });
    expect(hash).toBe('h1');
    expect(($button as { jquery?: string }).jquery).toBeTypeOf('string');
    expect(($button as ArrayLike<Element>)[0]).toBe(button);
    expect(native).toHaveBeenCalledWith([{ 'div.x': '<div class="x"></div>' }, 'h1', button]);
  });

  it("passes the gallery's events their element itself, as WooCommerce's gallery code does", () => {
    setBody('<div class="woocommerce-product-gallery"></div>');
    const gallery = document.querySelector('div')!;
    const seen: unknown[] = [];
    $(document).on('wc-product-gallery-before-destroy wc-product-gallery-before-init', (_event: unknown, el: unknown, params: unknown) => seen.push(el, params));
    emit('wc-product-gallery-before-destroy', [gallery, { zoom_enabled: 1 }], gallery);
    emit('wc-product-gallery-before-init', [gallery, {}], gallery);
    expect(seen).toEqual([gallery, { zoom_enabled: 1 }, gallery, {}]);
  });

  it('bubbles an event fired on an element to jQuery handlers delegated on the document', () => {
    setBody('<form class="variations_form"><div class="single_variation"></div></form>');
    const seen: unknown[] = [];
    $(document).on('show_variation', '.single_variation', (_event: unknown, variation: unknown, purchasable: unknown) =>
      seen.push(variation, purchasable),
    );
    emit('show_variation', [{ variation_id: 5 }, true], document.querySelector('.single_variation')!);
    expect(seen).toEqual([{ variation_id: 5 }, true]);
  });

  it("hears what plugins trigger through jQuery, unwrapped, but never islas's own events", () => {
    setBody('<form></form>');
    const form = document.querySelector('form')!;
    const handler = vi.fn();
    const stop = listen(form, 'check_variations', handler);
    $(form).trigger('check_variations', [{ count: 1 }]);
    expect(handler).toHaveBeenCalledWith([{ count: 1 }], form);
    handler.mockClear();
    emit('check_variations', [], form);
    expect(handler).not.toHaveBeenCalled();
    stop();
    $(form).trigger('check_variations');
    expect(handler).not.toHaveBeenCalled();
  });

  it("hears $(select).val(x).trigger('change'), which sends no native event, and leaves native changes to native listeners", () => {
    setBody('<select><option value="">-</option><option value="rojo">Rojo</option></select>');
    const select = document.querySelector('select')!;
    const native = vi.fn();
    const viaJQuery = vi.fn();
    select.addEventListener('change', native);
    listenJQueryTrigger(select, 'change', viaJQuery);
    $(select).val('rojo').trigger('change');
    expect(native).not.toHaveBeenCalled();
    expect(viaJQuery).toHaveBeenCalledOnce();
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(native).toHaveBeenCalledOnce();
    expect(viaJQuery).toHaveBeenCalledOnce();
  });

  it('lets a jQuery handler returning false veto, as triggerHandler does', () => {
    setBody('<button></button>');
    expect(vetoed('should_send_ajax_request.adding_to_cart', [document.querySelector('button')])).toBe(false);
    $(document.body).on('should_send_ajax_request.adding_to_cart', () => false);
    expect(vetoed('should_send_ajax_request.adding_to_cart', [document.querySelector('button')])).toBe(true);
  });

  it("applies a plugin's added_to_cart fragments once, and not islas's own again", () => {
    setBody('<div class="widget_shopping_cart_content">vacío</div><button data-product_id="9"></button>');
    const cart = createCartRuntime(defaultConfig());
    const stop = acceptForeignCartChanges(cart, { apply: true });
    const loaded = vi.fn();
    $(document.body).on('wc_fragments_loaded', loaded);
    const fragments = { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content">1 producto</div>' };
    $(document.body).trigger('added_to_cart', [fragments, 'abc', $(document.querySelector('button'))]);
    expect(document.querySelector('.widget_shopping_cart_content')!.textContent).toBe('1 producto');
    expect(loaded).toHaveBeenCalledOnce();
    const commit = vi.spyOn(cart.fragments, 'commit');
    emit('added_to_cart', [fragments, 'abc', document.querySelector('button')]);
    expect(commit).not.toHaveBeenCalled();
    stop();
  });
});

describe('quantity fields changed by plugins through jQuery', () => {
  beforeEach(() => installJQueryBridge(createBridge($)));
  afterEach(() => installJQueryBridge(undefined));

  it("sends a mini cart line's quantity set with $(qty).val(n).trigger('change')", async () => {
    setBody(`<div class="widget_shopping_cart_content"><ul><li class="woocommerce-mini-cart-item">
      <a class="remove remove_from_cart_button" data-cart_item_key="k1" href="/carrito/?remove_item=k1">×</a>
      <input type="number" class="qty" min="0" step="1" value="1"></li></ul></div>`);
    const network = fakeNetwork([
      { match: 'action=flatsome_ajax_cart_item_alter_quantity', reply: { json: { fragments: {}, cart_hash: 'h' } } },
    ]);
    const stop = enhanceMiniCartQuantity(createCartRuntime(defaultConfig()));
    $('.woocommerce-mini-cart-item input.qty').val('3').trigger('change');
    await flush();
    expect(network.seen.map((request) => request.form.quantity)).toEqual(['3']);
    stop();
    network.restore();
  });
});

describe('the $.fn plugins', () => {
  afterEach(() => {
    for (const name of Object.keys($.fn)) if (name.startsWith('wc_') || name === 'block' || name === 'unblock') delete $.fn[name];
    delete ($ as Record<string, unknown>).scroll_to_notices;
  });

  it("defines WooCommerce's plugins and $.scroll_to_notices, and keeps ones a kept stock script defined", () => {
    const stock = function stockVariationForm() {};
    $.fn.wc_variation_form = stock;
    definePlugins($, withLoaders({ config: defaultConfig(), cart: createCartRuntime(defaultConfig()) }));
    expect($.fn.wc_variation_form).toBe(stock);
    for (const name of [
      'wc_set_content',
      'wc_reset_content',
      'wc_set_variation_attr',
      'wc_reset_variation_attr',
      'wc_variations_image_update',
      'wc_variations_image_reset',
      'wc_maybe_trigger_slide_position_reset',
      'wc_product_gallery',
    ]) {
      expect($.fn[name], name).toBeTypeOf('function');
    }
    expect(($ as Record<string, unknown>).scroll_to_notices).toBeTypeOf('function');
  });

  it("stands in for blockUI's $.fn.block / unblock, which gateways call on the checkout form", () => {
    definePlugins($, withLoaders({ config: defaultConfig(), cart: createCartRuntime(defaultConfig()) }));
    setBody('<form class="checkout"></form>');
    const $form = $('form.checkout') as unknown as { block(options?: object): unknown; unblock(): unknown };
    expect($form.block({ message: null })).toBe($form);
    const form = document.querySelector('form.checkout') as HTMLFormElement;
    expect(form.getAttribute('aria-busy')).toBe('true');
    expect(form.classList.contains('updating')).toBe(true);
    $form.unblock();
    expect(form.hasAttribute('aria-busy')).toBe(false);
    expect(form.classList.contains('updating')).toBe(false);
  });

  it('wc_set_content / wc_reset_content keep the original text once, as WooCommerce does', async () => {
    definePlugins($, withLoaders({ config: defaultConfig(), cart: createCartRuntime(defaultConfig()) }));
    setBody('<span class="sku">SUD-001</span>');
    const $sku = $('.sku') as unknown as { wc_set_content(t: string): unknown; wc_reset_content(): unknown };
    $sku.wc_set_content('SUD-001-ROJ-S');
    $sku.wc_set_content('SUD-001-AZU-M');
    await flush();
    expect(document.querySelector('.sku')!.textContent).toBe('SUD-001-AZU-M');
    $sku.wc_reset_content();
    await flush();
    expect(document.querySelector('.sku')!.textContent).toBe('SUD-001');
  });

  it('wc_set_variation_attr / wc_reset_variation_attr: false removes, reset restores, absent stays absent', async () => {
    definePlugins($, withLoaders({ config: defaultConfig(), cart: createCartRuntime(defaultConfig()) }));
    setBody('<img src="/a.svg">');
    const $img = $('img') as unknown as {
      wc_set_variation_attr(a: string, v: string | false): unknown;
      wc_reset_variation_attr(a: string): unknown;
    };
    $img.wc_set_variation_attr('src', '/b.svg');
    $img.wc_set_variation_attr('srcset', '/b.svg 2x');
    $img.wc_set_variation_attr('src', false);
    await flush();
    const img = document.querySelector('img')!;
    expect(img.hasAttribute('src')).toBe(false);
    $img.wc_reset_variation_attr('src');
    $img.wc_reset_variation_attr('srcset');
    await flush();
    expect(img.getAttribute('src')).toBe('/a.svg');
    expect(img.hasAttribute('srcset')).toBe(false);
  });
});
