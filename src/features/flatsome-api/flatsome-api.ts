/**
 * A stand-in for `window.Flatsome`, the small API Flatsome 3.20's flatsome-js defines
 * (inventory row 86), for the pages where islas took that script out. Flatsome's own scripts
 * that islas leaves in place (the countdown shortcode's ux-countdown.js), the inline scripts
 * its shortcodes print (the [lightbox auto_open] popup reads and writes its cookie through
 * `Flatsome.Cookies`) and child themes call it; without it they throw a ReferenceError.
 *
 * What it keeps of Flatsome's: the behaviours registry (`behavior`, `attach`, `detach`,
 * with `attach(document)` once jQuery is ready, as flatsome-js does), `plugin` (a jQuery
 * plugin per constructor, one instance per element, methods called by name), `Cookies`
 * (js-cookie 3 with path "/", which is what Flatsome bundles) and the deprecated `cookie`.
 * The behaviours Flatsome itself registered are islas's parts now; only those others
 * register run here.
 */
import Cookies from 'js-cookie';
import type { JQueryObject, JQueryStatic } from '../../kernel/jquery/types';

/** One behaviour: what `Flatsome.behavior(name, …)` takes. */
export interface FlatsomeBehavior {
  attach?: (context: unknown) => unknown;
  detach?: (context: unknown) => unknown;
}

/** What `Flatsome.plugin` takes: a constructor called with the element and its options. */
export type FlatsomePlugin = new (element: Element, options: object) => object;

export interface FlatsomeApi {
  behaviors: Record<string, FlatsomeBehavior>;
  behavior(name: string, behavior: FlatsomeBehavior): void;
  attach(nameOrContext?: unknown, context?: unknown): unknown;
  detach(nameOrContext?: unknown, context?: unknown): unknown;
  plugin(name: string, Plugin: FlatsomePlugin, defaults?: object): void;
  Cookies: typeof Cookies;
  cookie(name: string, value?: string | false, days?: number): string | null | undefined;
}

type Phase = 'attach' | 'detach';

/**
 * Runs one phase of one behaviour (`Flatsome.attach('name', context)`) or of all of them
 * (`Flatsome.attach(context)`), in `document` when no context is given, as Flatsome does.
 * A behaviour that throws is reported and the others still run.
 */
function run(behaviors: Record<string, FlatsomeBehavior>, phase: Phase, nameOrContext: unknown, context: unknown): unknown {
  const call = (name: string, where: unknown): unknown => {
    const hook = behaviors[name]?.[phase];
    if (typeof hook !== 'function') return null;
    try {
      return hook.call(behaviors[name], where || document);
    } catch (error) {
      console.error(`[islas] Flatsome behaviour "${name}" failed to ${phase}.`, error);
      return null;
    }
  };
  if (typeof nameOrContext === 'string') return Object.hasOwn(behaviors, nameOrContext) ? call(nameOrContext, context) : null;
  for (const name of Object.keys(behaviors)) call(name, nameOrContext);
  return undefined;
}

/** jQuery's element data, which Flatsome's plugins keep their instances in. */
interface JQueryData {
  data(element: Element, key: string, value?: unknown): unknown;
  removeData(element: Element, key: string): unknown;
}

/** Flatsome.plugin: `$.fn[name]` makes one `Plugin` per element; `$(el)[name]('method', …)` calls it. */
function definePlugin($: JQueryStatic | undefined, name: string, Plugin: FlatsomePlugin, defaults: object = {}): void {
  if (!$) throw new Error(`[islas] Flatsome.plugin("${name}") needs jQuery, which this page does not load.`);
  const { data, removeData } = $ as unknown as JQueryData;
  const key = `plugin_${name}`;
  $.fn[name] = function (this: JQueryObject, options?: unknown, ...args: unknown[]): unknown {
    if (typeof options === 'string') {
      let result: unknown;
      this.each(function () {
        const instance = data.call($, this, key) as Record<string, unknown> | undefined;
        const method = instance?.[options];
        if (typeof method !== 'function') throw new Error(`Method ${options} does not exist on jQuery.${name}`);
        // With the element as `this`, as Flatsome calls it.
        result = method.apply(this, args);
      });
      if (options === 'destroy') this.each(function () { removeData.call($, this, key); });
      return result !== undefined ? result : this;
    }
    if (typeof options !== 'object' && options) return undefined;
    return this.each(function () {
      if (!data.call($, this, key)) data.call($, this, key, new Plugin(this, { ...defaults, ...(options as object | undefined) }));
    });
  };
}

/**
 * The deprecated `Flatsome.cookie(name[, value[, days]])`, as 3.20 still has it: the raw
 * value (or null) when read; written unencoded, path "/", expiring in `days` (or at once
 * for `false`), else for the session.
 */
function legacyCookie(name: string, value?: string | false, days?: number): string | null | undefined {
  console.warn('[islas] Flatsome.cookie() is deprecated since Flatsome 3.20; use Flatsome.Cookies.get() and .set().');
  if (value === undefined) {
    const parts = `; ${document.cookie}`.split(`; ${name}=`);
    return parts.length === 2 ? parts.pop()!.split(';')[0]! : null;
  }
  const lifetime = value === false ? -1 : days;
  const expires = lifetime ? `; expires=${new Date(Date.now() + lifetime * 864e5).toUTCString()}` : '';
  document.cookie = `${name}=${value}${expires}; path=/`;
  return undefined;
}

/** The API, with the behaviours some script registered before it existed (`known`). */
export function createFlatsomeApi($: JQueryStatic | undefined, known: Record<string, FlatsomeBehavior> = {}): FlatsomeApi {
  const behaviors: Record<string, FlatsomeBehavior> = { ...known };
  return {
    behaviors,
    behavior(name, behavior) {
      behaviors[name] = behavior;
    },
    attach: (nameOrContext, context = nameOrContext) => run(behaviors, 'attach', nameOrContext, context),
    detach: (nameOrContext, context = nameOrContext) => run(behaviors, 'detach', nameOrContext, context),
    plugin: (name, Plugin, defaults) => definePlugin($, name, Plugin, defaults),
    Cookies,
    cookie: legacyCookie,
  };
}

/**
 * Puts the stand-in on `window.Flatsome` and attaches every behaviour once jQuery is ready
 * (islas holds jQuery's ready until its bridge is in, so this comes first). A real
 * Flatsome object (one with `attach`: flatsome-js printed after all) is left alone; the
 * placeholder islas's PHP prints before the theme's scripts (a `behaviors` record and
 * `behavior`, plugin/includes/config.php) hands over what was registered on it.
 */
export function installFlatsomeApi(win: Window, $: JQueryStatic): void {
  const current = (win as { Flatsome?: Partial<FlatsomeApi> }).Flatsome;
  if (typeof current?.attach === 'function') return;
  const api = createFlatsomeApi($, current?.behaviors);
  (win as { Flatsome?: FlatsomeApi }).Flatsome = api;
  $(() => api.attach(document));
}
