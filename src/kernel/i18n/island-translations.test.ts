import { __, resetLocaleData } from '@wordpress/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCartRuntime } from '../../cart/cart';
import { defaultConfig } from '../config';
import { setTransport } from '../../http/transport';
import { defineIslands, hydrateIslands, unmountIslands, type IslandModule } from '../islands';
import { flush, setBody } from '../../../tests/unit/helpers/dom';
import { translationUrl } from './loader';
import { withLoaders } from '../../../tests/unit/helpers/page';

const state = { baseUrl: 'http://localhost:3000/wp-content/languages/', locale: 'es_ES' };
const chunk = { domain: 'jetpack-search-pkg', path: 'build/instant-search/jp-search.js' };
const translations = () => import('./loader').then((loader) => loader.loadChunkTranslations(chunk));

function island() {
  const shown: string[] = [];
  const module: IslandModule = {
    mount(el) {
      el.textContent = __('No results', 'jetpack-search-pkg');
      shown.push(el.textContent);
      return () => {};
    },
  };
  return { shown, load: async () => module };
}

describe('islands with translation JSON', () => {
  let restore: (() => void) | undefined;
  afterEach(() => {
    unmountIslands(document.body);
    restore?.();
    resetLocaleData();
    vi.restoreAllMocks();
    delete (window as { wp?: unknown }).wp;
  });

  it('fetches the chunk translations before mounting and shows the translated text', async () => {
    (window as { wp?: unknown }).wp = { jpI18nLoader: { state } };
    const urls: string[] = [];
    restore = setTransport(async (input) => {
      urls.push(String(input instanceof Request ? input.url : input));
      return Response.json({ locale_data: { 'jetpack-search-pkg': { '': {}, 'No results': ['Sin resultados'] } } });
    });
    const demo = island();
    defineIslands({ demo: { load: demo.load, hydrate: 'load', translations } }, withLoaders({ config: defaultConfig(), cart: createCartRuntime(defaultConfig()) }));
    setBody('<div data-island="demo" id="a">server</div>');
    hydrateIslands();
    await flush();
    expect(urls).toEqual([translationUrl(state, chunk)]);
    expect(demo.shown).toEqual(['Sin resultados']);
  });

  it('still mounts, in the source language, when the download fails', async () => {
    (window as { wp?: unknown }).wp = { jpI18nLoader: { state } };
    restore = setTransport(async () => new Response('', { status: 404, statusText: 'Not Found' }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const demo = island();
    defineIslands({ demo: { load: demo.load, hydrate: 'load', translations } }, withLoaders({ config: defaultConfig(), cart: createCartRuntime(defaultConfig()) }));
    setBody('<div data-island="demo" id="a">server</div>');
    hydrateIslands();
    await flush();
    expect(demo.shown).toEqual(['No results']);
    expect(document.getElementById('a')!.getAttribute('data-island-state')).toBe('hydrated');
    expect(String(warn.mock.calls[0]![1])).toContain('HTTP request failed: 404 Not Found');
  });
});
