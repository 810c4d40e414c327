import { describe, expect, it } from 'vitest';
import { chosenFrom, findMatching, optionStates, parseVariations, quantityFor, type Variation } from './core';
import { hasPreselection, markSelectionNeeded } from './preselection';

const v = (id: number, color: string, size: string, extra: Partial<Variation> = {}): Variation => ({
  variation_id: id,
  attributes: { attribute_pa_color: color, attribute_pa_talla: size },
  ...extra,
});
const variations = [v(1, 'rojo', 's'), v(2, 'azul', 'm', { variation_is_active: false }), v(3, 'azul', ''), v(4, 'negro', 's')];

describe('variation form rules', () => {
  it('reads the printed variations, and "false" as AJAX mode', () => {
    expect(parseVariations(JSON.stringify(variations))).toHaveLength(4);
    expect(parseVariations('false')).toBeUndefined();
    expect(parseVariations('{oops')).toBeUndefined();
  });

  it('matches "any" values and unchosen attributes', () => {
    expect(findMatching(variations, { attribute_pa_color: 'azul', attribute_pa_talla: 'l' }).map((x) => x.variation_id)).toEqual([3]);
    expect(findMatching(variations, { attribute_pa_color: 'negro', attribute_pa_talla: 'l' })).toEqual([]);
    expect(findMatching(variations, { attribute_pa_color: '', attribute_pa_talla: 's' }).map((x) => x.variation_id)).toEqual([1, 3, 4]);
  });

  it('counts chosen attributes as getChosenAttributes does', () => {
    expect(chosenFrom([['a', 'x'], ['b', '']])).toEqual({ count: 2, chosenCount: 1, data: { a: 'x', b: '' } });
  });

  it('attaches the options some variation matches with the other choices, and enables those of active ones', () => {
    const sizes = optionStates(variations, { attribute_pa_color: 'negro', attribute_pa_talla: 's' }, 'attribute_pa_talla');
    expect(sizes('s')).toEqual({ attached: true, enabled: true });
    expect(sizes('l')).toEqual({ attached: false, enabled: false });
    // azul: m is inactive, but "any" (variation 3) is active, so every size is attached and enabled.
    const azul = optionStates(variations, { attribute_pa_color: 'azul', attribute_pa_talla: '' }, 'attribute_pa_talla');
    expect(azul('l')).toEqual({ attached: true, enabled: true });
    const onlyInactive = optionStates([variations[1]!], { attribute_pa_color: 'azul', attribute_pa_talla: '' }, 'attribute_pa_talla');
    expect(onlyInactive('m')).toEqual({ attached: true, enabled: false });
    const colors = optionStates(variations, { attribute_pa_color: 'rojo', attribute_pa_talla: 'm' }, 'attribute_pa_color');
    expect(colors('azul').attached).toBe(true); // the choice of color itself is not taken into account
    expect(colors('rojo').attached).toBe(false);
  });

  it('applies sold individually and clamps the quantity into the variation min and max', () => {
    expect(quantityFor(v(1, 'a', 'b', { is_sold_individually: 'yes', max_qty: 8 }), '3')).toEqual({ value: '1', min: '1', max: '', hidden: true });
    expect(quantityFor(v(1, 'a', 'b', { min_qty: 2, max_qty: 8 }), '12')).toEqual({ value: '8', min: '2', max: '8', hidden: false });
    expect(quantityFor(v(1, 'a', 'b', { min_qty: 2, max_qty: '' }), '1').value).toBe('2');
    expect(quantityFor(v(1, 'a', 'b', { min_qty: 1, max_qty: '' }), '40').value).toBe('40');
    expect(quantityFor(v(1, 'a', 'b', { min_qty: 1 }), '').value).toBe('1');
  });

  it('tells when a form came with options chosen', () => {
    document.body.innerHTML = `<form><table class="variations"><tr><td><select><option value="">-</option><option value="rojo">Rojo</option></select></td></tr></table></form>`;
    const form = document.querySelector('form')!;
    expect(hasPreselection(form)).toBe(false);
    document.querySelector('select')!.value = 'rojo';
    expect(hasPreselection(form)).toBe(true);
  });

  it('marks the add and buy-now buttons of a form with nothing chosen as needing a selection, as the first check would', () => {
    const form = (id: string, chosen: string) => `<form class="variations_form cart" id="${id}"><table class="variations"><tr><td>
      <select name="attribute_pa_color"><option value="">Elige</option><option value="rojo"${chosen}>Rojo</option></select></td></tr></table>
      <div class="woocommerce-variation-add-to-cart variations_button"><button type="submit" class="single_add_to_cart_button button alt">Añadir</button>
      <button type="submit" name="ux-buy-now" class="ux-buy-now-button button">Comprar ahora</button></div></form>`;
    document.body.innerHTML = form('none', '') + form('preselected', ' selected') + `<form class="cart" id="simple"><button class="single_add_to_cart_button button alt">Añadir</button></form>`;
    markSelectionNeeded(document);
    const classes = (selector: string) => document.querySelector(selector)!.className;
    expect(classes('#none .single_add_to_cart_button')).toBe('single_add_to_cart_button button alt disabled wc-variation-selection-needed');
    expect(classes('#none .ux-buy-now-button')).toBe('ux-buy-now-button button disabled wc-variation-selection-needed');
    expect(classes('#none .woocommerce-variation-add-to-cart')).toContain('woocommerce-variation-add-to-cart-disabled');
    // A preselected form starts at load and checks itself; a simple product has nothing to choose.
    expect(classes('#preselected .single_add_to_cart_button')).toBe('single_add_to_cart_button button alt');
    expect(classes('#simple .single_add_to_cart_button')).toBe('single_add_to_cart_button button alt');
  });
});
