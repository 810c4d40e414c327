import { describe, expect, it } from 'vitest';
import { safeSrcset } from './srcset-guard';
import { safeUrl } from './url-guard';

const PAGE = 'https://tienda.example/producto/camiseta/?color=rojo';

/**
 * Script and data schemes hidden the ways filter-evasion lists (OWASP's XSS filter
 * evasion cheat sheet) hide them: case, spaces, tabs, newlines, controls, HTML entities
 * (named, decimal, hex, with and without `;`, zero-padded), and mixes of them.
 */
const SCRIPTS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'JAVASCRIPT:alert(1)',
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  '\njavascript:alert(1)',
  '\u0000javascript:alert(1)',
  '\u0001\u001fjavascript:alert(1)',
  ' \u0000 javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'jav\u0009ascript:alert(1)',
  'javascript\t:alert(1)',
  '&#106;avascript:alert(1)',
  '&#106avascript:alert(1)',
  '&#0000106;avascript:alert(1)',
  '&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)',
  '&#x6A;avascript:alert(1)',
  '&#x0006A;avascript:alert(1)',
  '&#X6A;avascript:alert(1)',
  '&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)',
  'java&#x09;script:alert(1)',
  'java&#9;script:alert(1)',
  'java&#x0A;script:alert(1)',
  'jav&#x0D;ascript:alert(1)',
  'java&Tab;script:alert(1)',
  'java&NewLine;script:alert(1)',
  'javascript&colon;alert(1)',
  'javascript&#58;alert(1)',
  'javascript&#x3a;alert(1)',
  '&#32;javascript:alert(1)',
  '&#x20;&#x09;javascript:alert(1)',
  '&Tab;javascript:alert(1)',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  ' DATA:image/svg+xml,<svg onload=alert(1)>',
  'd&#97;ta:text/html,x',
  'livescript:alert(1)',
  'file:///etc/passwd',
  'ftp://tienda.example/x',
  'blob:https://tienda.example/0f0f',
  'about:blank',
  'mailto:a@b.example',
  'ws://tienda.example/',
];

/** Off this site, however spelled: fine for a picture, never for a navigation. */
const ELSEWHERE = [
  'https://evil.example/',
  'http://evil.example/',
  'HTTPS://EVIL.EXAMPLE/',
  '//evil.example/',
  ' //evil.example',
  '\\\\evil.example/',
  '/\\evil.example/',
  '\\/evil.example/',
  '/\t/evil.example/',
  '&#47;/evil.example/',
  'https://tienda.example@evil.example/',
  'https://tienda.example.evil.example/',
  'https:\\\\evil.example/',
  'http://tienda.example/',
  'https://tienda.example:8443/',
];

/** Not an address at all. */
const NOTHING = [undefined, null, 42, {}, [], '', ' ', '\t\n', '\u0000', 'http://', 'https://[bad/'];

describe('safeUrl (the URL guard)', () => {
  it.each(SCRIPTS)('refuses %j in both strengths', (value) => {
    expect(safeUrl(value, false, PAGE)).toBeNull();
    expect(safeUrl(value, true, PAGE)).toBeNull();
  });

  it.each(ELSEWHERE)('keeps %j off navigation, and answers it as http(s) for a picture', (value) => {
    expect(safeUrl(value, false, PAGE)).toBeNull();
    expect(safeUrl(value, true, PAGE)).toMatch(/^https?:\/\/[^/]/);
  });

  it.each(NOTHING)('refuses %j', (value) => {
    expect(safeUrl(value, false, PAGE)).toBeNull();
    expect(safeUrl(value, true, PAGE)).toBeNull();
  });

  it('answers this site’s addresses absolute, resolved against the page', () => {
    expect(safeUrl('/carrito/', false, PAGE)).toBe('https://tienda.example/carrito/');
    expect(safeUrl('otra/', false, PAGE)).toBe('https://tienda.example/producto/camiseta/otra/');
    expect(safeUrl('?add-to-cart=7', false, PAGE)).toBe('https://tienda.example/producto/camiseta/?add-to-cart=7');
    expect(safeUrl('  https://TIENDA.example/producto/x/  ', false, PAGE)).toBe('https://tienda.example/producto/x/');
    expect(safeUrl('https://tienda.example:443/a', false, PAGE)).toBe('https://tienda.example/a');
    expect(safeUrl('/?wc-ajax=%%endpoint%%', false, PAGE)).toBe('https://tienda.example/?wc-ajax=%%endpoint%%');
    // WordPress's esc_url writes & as &#038;.
    expect(safeUrl('/tienda/?a=1&#038;b=2', false, PAGE)).toBe('https://tienda.example/tienda/?a=1&b=2');
    // A relative path that only looks like a scheme once URL-decoded stays a path here.
    // So does one whose hex reference eats the next letter, as the HTML parser reads it (U+06AA).
    for (const value of ['%6A%61vascript:alert(1)', 'javascript%3Aalert(1)', '/%2F%2Fevil.example/', '&#x6Aavascript:alert(1)']) {
      expect(safeUrl(value, false, PAGE), value).toMatch(/^https:\/\/tienda\.example\//);
    }
    // With a page the URL parser cannot resolve against, only absolute ones pass.
    expect(safeUrl('/x', true, 'about:blank')).toBeNull();
  });

  it('lets a picture come from any http(s) site (a CDN)', () => {
    expect(safeUrl('https://cdn.example/a.jpg', true, PAGE)).toBe('https://cdn.example/a.jpg');
    expect(safeUrl('//cdn.example/a.jpg', true, PAGE)).toBe('https://cdn.example/a.jpg');
    expect(safeUrl('/wp-content/uploads/a.jpg', true, PAGE)).toBe('https://tienda.example/wp-content/uploads/a.jpg');
  });

  it('defaults to the page the browser shows', () => {
    expect(safeUrl('/carrito/')).toBe(`${location.origin}/carrito/`);
    expect(safeUrl('javascript:alert(1)')).toBeNull();
  });

  it('never answers anything the browser would run', () => {
    for (const value of [...SCRIPTS, ...ELSEWHERE]) {
      for (const anywhere of [false, true]) {
        const url = safeUrl(value, anywhere, PAGE);
        if (url !== null) expect(new URL(url).protocol, value).toMatch(/^https?:$/);
      }
    }
  });
});

describe('safeSrcset', () => {
  it('keeps good candidates with their descriptors, absolute', () => {
    expect(safeSrcset('/a-300.jpg 300w, /a-600.jpg 600w', PAGE)).toBe('https://tienda.example/a-300.jpg 300w, https://tienda.example/a-600.jpg 600w');
    expect(safeSrcset('https://cdn.example/a.jpg 1x,https://cdn.example/b.jpg 2x', PAGE)).toBe('https://cdn.example/a.jpg 1x, https://cdn.example/b.jpg 2x');
    // A CDN's commas inside an address stay in it.
    expect(safeSrcset('https://cdn.example/w_300,c_fill/a.jpg 300w', PAGE)).toBe('https://cdn.example/w_300,c_fill/a.jpg 300w');
    expect(safeSrcset('/a.jpg', PAGE)).toBe('https://tienda.example/a.jpg');
  });

  it('drops bad candidates, hidden however they are', () => {
    expect(safeSrcset('/a.jpg 1x, javascript:alert(1) 2x', PAGE)).toBe('https://tienda.example/a.jpg 1x');
    expect(safeSrcset('/a.jpg 1x,javascript:alert(1) 2x', PAGE)).toBe('https://tienda.example/a.jpg 1x');
    expect(safeSrcset('data:image/svg+xml,<svg/onload=alert(1)> 1x, /b.jpg 2x', PAGE)).toBe('https://tienda.example/b.jpg 2x');
    // An entity comma splits where the HTML parser would split it.
    expect(safeSrcset('/a.jpg&#44; &#106;avascript:alert(1) 2x', PAGE)).toBe('https://tienda.example/a.jpg');
    expect(safeSrcset(' JAVASCRIPT:alert(1) 300w , vbscript:x 600w', PAGE)).toBeNull();
  });

  it('answers null for nothing usable', () => {
    for (const value of [undefined, false, 3, '', ' , , ', 'javascript:alert(1)']) expect(safeSrcset(value, PAGE)).toBeNull();
  });
});
