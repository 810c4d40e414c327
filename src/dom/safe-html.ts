/**
 * Server text that is not a trusted fragment (a suggestion's or a variation's price and
 * stock HTML) goes into the page through this: WooCommerce's price markup is kept (span,
 * bdi, del, ins, ..., with their classes), any other element gives only its text, and
 * elements that are not text at all (scripts, frames, SVG...) give nothing. No attribute
 * but `class` and `aria-hidden` survives, so nothing can run and nothing links away.
 */
const ALLOWED = new Set(['SPAN', 'BDI', 'DEL', 'INS', 'SMALL', 'STRONG', 'EM', 'B', 'I', 'P', 'BR', 'ABBR', 'SUB', 'SUP']);
const DROPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'IFRAME', 'OBJECT', 'EMBED', 'NOSCRIPT', 'SVG', 'MATH']);
const KEPT_ATTRIBUTES = ['class', 'aria-hidden'];

export function safePriceHtml(html: string, doc: Document = document): DocumentFragment {
  const clean = (source: Node, target: Node): void => {
    for (const node of source.childNodes) {
      if (node.nodeType === Node.TEXT_NODE) {
        target.appendChild(doc.createTextNode(node.textContent ?? ''));
      } else if (node.nodeType === Node.ELEMENT_NODE) {
        const element = node as Element;
        const tag = element.tagName.toUpperCase();
        if (DROPPED.has(tag)) continue;
        if (!ALLOWED.has(tag)) {
          clean(element, target);
          continue;
        }
        const copy = doc.createElement(tag.toLowerCase());
        for (const name of KEPT_ATTRIBUTES) {
          const value = element.getAttribute(name);
          if (value !== null) copy.setAttribute(name, value);
        }
        clean(element, copy);
        target.appendChild(copy);
      }
    }
  };
  const template = doc.createElement('template');
  template.innerHTML = html;
  const out = doc.createDocumentFragment();
  clean(template.content, out);
  return out;
}
