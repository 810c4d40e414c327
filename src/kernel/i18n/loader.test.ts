import { __, resetLocaleData } from '@wordpress/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setTransport } from '../../http/transport';
import { downloadTranslations, loadChunkTranslations, translationUrl } from './loader';
import { md5 } from './md5';

const state = { baseUrl: 'https://tienda.test/wp-content/languages/', locale: 'es_ES' };
const chunk = { domain: 'jetpack-search-pkg', path: 'build/instant-search/jp-search.chunk-main-payload.js' };

describe('md5', () => {
  it('matches known digests', () => {
    expect(md5('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(md5('The quick brown fox jumps over the lazy dog')).toBe('9e107d9d372bb6826bd81d3542a419d6');
    expect(md5('a'.repeat(100))).toBe('36a92cc94a9e0fa21f625f8bfb007adf');
    expect(md5('contraseña')).toBe('4c882dcb24bcb1bc225391a602feca7c');
  });
});

describe('translation JSON for lazy chunks', () => {
  let restore: (() => void) | undefined;
  afterEach(() => {
    restore?.();
    resetLocaleData();
    vi.restoreAllMocks();
    delete (window as { wp?: unknown }).wp;
  });

  it('builds {baseUrl}{plugins|themes}/{domain}-es_ES-{md5 of the path}.json', () => {
    expect(translationUrl(state, chunk)).toBe(`https://tienda.test/wp-content/languages/plugins/jetpack-search-pkg-es_ES-${md5(chunk.path)}.json`);
    expect(translationUrl(state, { ...chunk, location: 'themes', domain: 'flatsome' })).toMatch(/languages\/themes\/flatsome-es_ES-[0-9a-f]{32}\.json$/);
  });

  it('installs the downloaded strings for the domain', async () => {
    const fetch = vi.fn(async () => Response.json({ locale_data: { messages: { '': { lang: 'es_ES' }, 'No results': ['Sin resultados'] } } }));
    await downloadTranslations(state, chunk, fetch);
    expect(fetch).toHaveBeenCalledWith(translationUrl(state, chunk), { credentials: 'same-origin' });
    expect(__('No results', 'jetpack-search-pkg')).toBe('Sin resultados');
  });

  it('fails with "HTTP request failed: {status} {statusText}" on a non-OK answer', async () => {
    const fetch = async () => new Response('nope', { status: 404, statusText: 'Not Found' });
    await expect(downloadTranslations(state, chunk, fetch)).rejects.toThrow('HTTP request failed: 404 Not Found');
  });

  it('keeps the page in the source language when the download fails', async () => {
    (window as { wp?: unknown }).wp = { jpI18nLoader: { state } };
    restore = setTransport(async () => new Response('', { status: 500, statusText: 'Internal Server Error' }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(loadChunkTranslations(chunk)).resolves.toBeUndefined();
    expect(warn.mock.calls[0]![1]).toMatchObject({ message: 'HTTP request failed: 500 Internal Server Error' });
    expect(__('No results', 'jetpack-search-pkg')).toBe('No results');
  });

  it('fetches nothing for en_US or without loader state', async () => {
    const fetch = vi.fn();
    await downloadTranslations({ ...state, locale: 'en_US' }, chunk, fetch);
    expect(fetch).not.toHaveBeenCalled();
    restore = setTransport(fetch);
    await loadChunkTranslations(chunk);
    expect(fetch).not.toHaveBeenCalled();
  });
});
