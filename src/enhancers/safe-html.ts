/**
 * Server text that is not a trusted fragment (variation price and stock HTML) goes into
 * the page through this: WooCommerce's price markup is kept (span, bdi, del, ins, ...,
 * with their classes), everything else becomes its text. No attribute but `class` and
 * `aria-hidden` survives, so nothing can run.
 */
const ALLOWED = new Set(['SPAN', 'BDI', 'DEL', 'INS', 'SMALL', 'STRONG', 'EM', 'B', 'I', 'P', 'BR', 'ABBR', 'SUB', 'SUP']);
const KEPT_ATTRIBUTES = ['class', 'aria-hidden'];

function clean(source: Node, target: Node): void {
  for (const node of source.childNodes) {
    if (node.nodeType === Node.TEXT_NODE) {
      target.appendChild(document.createTextNode(node.textContent ?? ''));
    } else if (node instanceof Element) {
      if (!ALLOWED.has(node.tagName)) {
        if (node.tagName !== 'SCRIPT' && node.tagName !== 'STYLE') clean(node, target);
        continue;
      }
      const copy = document.createElement(node.tagName.toLowerCase());
      for (const name of KEPT_ATTRIBUTES) {
        const value = node.getAttribute(name);
        if (value !== null) copy.setAttribute(name, value);
      }
      clean(node, copy);
      target.appendChild(copy);
    }
  }
}

export function safePriceHtml(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  const out = document.createDocumentFragment();
  clean(template.content, out);
  return out;
}
