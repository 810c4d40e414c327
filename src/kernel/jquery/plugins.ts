/**
 * WooCommerce's `$.fn` plugins and `$.scroll_to_notices` (reference §3), backed by islas's
 * own code, for plugins that inject markup after load and initialise it the stock way.
 * The code behind them is in the chunks that already have it (the variation form, the
 * product form, the notices), loaded when a plugin first calls one: the variation helpers
 * therefore act a moment after the call, not within it.
 */
import type { PageContext, Variation, VariationFormPart } from '../context';
import { hydrateIslands } from '../islands';
import type { JQueryObject, JQueryStatic } from './types';

type Plugin = (this: JQueryObject, ...args: never[]) => unknown;

function elements(target: JQueryObject): HTMLElement[] {
  return Array.from(target).filter((el): el is HTMLElement => el instanceof HTMLElement);
}

export function definePlugins($: JQueryStatic, ctx: PageContext): void {
  /** A plugin that runs `run` on each element once the variation code is there; returns `this`, as jQuery plugins do. */
  const withVariation =
    (run: (module: VariationFormPart, el: HTMLElement) => void): Plugin =>
    function (this: JQueryObject) {
      const targets = elements(this);
      void ctx.load.variationForm().then((variationForm) => targets.forEach((el) => run(variationForm, el)));
      return this;
    };
  const plugins: Record<string, Plugin> = {
    // The whole product form (variations, alerts, buy-now), once per form however often it is called.
    wc_variation_form(this: JQueryObject) {
      const forms = elements(this).filter((el): el is HTMLFormElement => el instanceof HTMLFormElement);
      void ctx.load.productForm().then((productForm) => forms.forEach((form) => productForm.enhanceProductForm(form, ctx)));
      return this;
    },
    wc_set_content(this: JQueryObject, content: string) {
      return withVariation((module, el) => module.setContent(el, content)).call(this);
    },
    wc_reset_content: withVariation((module, el) => module.resetContent(el)),
    wc_set_variation_attr(this: JQueryObject, attr: string, value: string | false) {
      return withVariation((module, el) => module.setVariationAttr(el, attr, value)).call(this);
    },
    wc_reset_variation_attr(this: JQueryObject, attr: string) {
      return withVariation((module, el) => module.resetVariationAttr(el, attr)).call(this);
    },
    wc_variations_image_update(this: JQueryObject, variation: Variation | false) {
      return withVariation((module, form) => module.updateVariationImage(form, variation)).call(this);
    },
    wc_variations_image_reset: withVariation((module, form) => module.updateVariationImage(form, false)),
    wc_maybe_trigger_slide_position_reset(this: JQueryObject, variation: Variation) {
      return withVariation((module, form) => module.maybeTriggerSlidePositionReset(form, variation)).call(this);
    },
    // blockUI's, which WooCommerce's scripts brought to every cart and checkout page:
    // gateways call $form.block() / .unblock() without listing it as a dependency.
    block(this: JQueryObject) {
      for (const el of elements(this)) {
        el.classList.add('updating');
        el.style.opacity = '0.6';
        el.setAttribute('aria-busy', 'true');
      }
      return this;
    },
    unblock(this: JQueryObject) {
      for (const el of elements(this)) {
        el.classList.remove('updating');
        el.style.removeProperty('opacity');
        el.removeAttribute('aria-busy');
      }
      return this;
    },
    // The gallery island, started now rather than at the shopper's first look.
    wc_product_gallery(this: JQueryObject) {
      for (const gallery of elements(this)) {
        if (!gallery.hasAttribute('data-hydrate')) gallery.setAttribute('data-hydrate', 'load');
        hydrateIslands(gallery.parentElement ?? gallery);
      }
      return this;
    },
  };
  for (const [name, plugin] of Object.entries(plugins)) {
    if (typeof $.fn[name] !== 'function') $.fn[name] = plugin;
  }
  if (typeof $.scroll_to_notices !== 'function') {
    $.scroll_to_notices = (target: JQueryObject) => {
      const el = target?.[0];
      if (el instanceof Element) void ctx.load.notices().then((notices) => notices.scrollToNotices(el));
    };
  }
}
