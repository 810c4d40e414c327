/**
 * The `.single_variation` content. Where the page prints `script#tmpl-variation-template`
 * (plugins customise it), it is rendered the way WordPress's `wp.template` reads it:
 * `{{{ data.variation.x }}}` inserts HTML, `{{ data.x }}` inserts escaped text. Only plain
 * `data.a.b` paths are read; `<# … #>` blocks (JavaScript in wp.template) are dropped and
 * never run, so both branches of a `<# if #>` show. Inserted HTML goes through
 * safePriceHtml (no script, no attribute but class); the template's own markup is the
 * page's, trusted as the page is (a `<script>` in it is parsed inert, though).
 */
import { safePriceHtml } from '../../../dom/safe-html';
import type { Variation } from './core';

const TAGS = /<#[\s\S]*?#>|\{\{\{([\s\S]+?)\}\}\}|\{\{([^}]+?)\}\}(?!\})/g;

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function lookup(data: object, path: string): string {
  const parts = path.trim().split('.');
  if (parts.shift() !== 'data' || !parts.every((part) => /^\w+$/.test(part))) return '';
  let value: unknown = data;
  for (const part of parts) value = typeof value === 'object' && value !== null && Object.hasOwn(value, part) ? (value as Record<string, unknown>)[part] : undefined;
  return value === undefined || value === null ? '' : String(value);
}

export function renderTemplate(source: string, data: object): DocumentFragment {
  const html = source.replace(TAGS, (_match, raw: string | undefined, escaped: string | undefined, offset: number) => {
    if (raw === undefined && escaped === undefined) return '';
    const value = lookup(data, raw ?? escaped ?? '');
    if (raw === undefined) return escapeHtml(value);
    // Sanitised and serialised again: only price markup and escaped text, which parse back the same.
    const clean = document.createElement('div');
    clean.append(safePriceHtml(value));
    // Inside a tag (an attribute value) HTML can only be its text.
    const before = source.slice(0, offset);
    return before.lastIndexOf('<') > before.lastIndexOf('>') ? escapeHtml(clean.textContent ?? '') : clean.innerHTML;
  });
  const template = document.createElement('template');
  template.innerHTML = html.replace('/*<![CDATA[*/', '').replace('/*]]>*/', '');
  return template.content;
}

/** The variation's description, price and availability, or the unavailable message for a hidden one. */
export function variationContent(variation: Variation, unavailable: string): DocumentFragment {
  const visible = variation.variation_is_visible !== false;
  const template = document.getElementById(visible ? 'tmpl-variation-template' : 'tmpl-unavailable-variation-template');
  if (template) return renderTemplate(template.textContent ?? '', { variation });
  const out = document.createDocumentFragment();
  if (!visible) {
    const notice = out.appendChild(document.createElement('p'));
    notice.setAttribute('role', 'alert');
    notice.textContent = unavailable;
  }
  for (const [className, html] of visible ? [['description', variation.variation_description], ['price', variation.price_html], ['availability', variation.availability_html]] : []) {
    const part = out.appendChild(document.createElement('div'));
    part.className = `woocommerce-variation-${className}`;
    if (html) part.append(safePriceHtml(html));
  }
  return out;
}
