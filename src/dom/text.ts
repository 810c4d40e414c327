/**
 * Server text that is not a trusted fragment (search suggestions, search hits) is put in
 * the DOM as text. WordPress sends some of it entity-encoded, so entities are decoded
 * first; tags stay literal text.
 */
// Tab, newline and colon too: the URL guard (url-guard.ts) decodes with this, and those hide a `javascript:`.
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', hellip: '…', ndash: '–', mdash: '—', tab: '\t', newline: '\n', colon: ':' };

/** As the HTML parser decodes: numeric references with or without their `;`. */
export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+;?|#\d+;?|[a-z]+;)/gi, (entity, body: string) => {
    if (body[0] !== '#') return NAMED[body.slice(0, -1).toLowerCase()] ?? entity;
    const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

/** Splits `text` around case-insensitive matches of `term`: [plain, match, plain, ...]. */
export function splitMatches(text: string, term: string): string[] {
  const needle = term.trim();
  if (!needle) return [text];
  const pattern = new RegExp(`(${needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})`, 'gi');
  return text.split(pattern);
}
