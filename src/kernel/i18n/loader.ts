/**
 * Translation JSON for lazy chunks, as Jetpack's i18n loader fetches it: one file per text
 * domain and script, `{baseUrl}{plugins|themes}/{domain}-{locale}-{md5 of the script path}.json`
 * from the site's languages folder. A failed download never breaks the page: the chunk
 * runs in its source language and the failure is logged.
 */
import { setLocaleData } from '@wordpress/i18n';
import { transportFetch, type Fetch } from '../../http/transport';
import { md5 } from './md5';

export interface I18nLoaderState {
  /** The languages folder, e.g. https://tienda.example/wp-content/languages/ */
  baseUrl: string;
  /** e.g. es_ES; en_US needs no download. */
  locale: string;
}

export interface ChunkTranslations {
  domain: string;
  /** The script's path relative to its plugin or theme, e.g. build/search.js */
  path: string;
  location?: 'plugins' | 'themes';
}

export function translationUrl(state: I18nLoaderState, chunk: ChunkTranslations): string {
  return `${state.baseUrl}${chunk.location ?? 'plugins'}/${chunk.domain}-${state.locale}-${md5(chunk.path)}.json`;
}

/** Downloads and installs a chunk's translations; rejects with "HTTP request failed: ..." on a non-OK answer. */
export async function downloadTranslations(state: I18nLoaderState, chunk: ChunkTranslations, fetch: Fetch = transportFetch): Promise<void> {
  if (state.locale === 'en_US') return;
  const response = await fetch(translationUrl(state, chunk), { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`HTTP request failed: ${response.status} ${response.statusText}`);
  const data = (await response.json()) as { locale_data?: Record<string, Record<string, unknown>> };
  const localeData = data.locale_data?.[chunk.domain] ?? data.locale_data?.messages;
  if (!localeData) throw new Error(`no locale_data for ${chunk.domain}`);
  localeData[''] = { ...(localeData[''] as object), domain: chunk.domain };
  setLocaleData(localeData as never, chunk.domain);
}

/** The loader state Jetpack prints (`wp.jpI18nLoader.state`), if any. */
export function pageLoaderState(win: object = globalThis): I18nLoaderState | undefined {
  const state = (win as { wp?: { jpI18nLoader?: { state?: Partial<I18nLoaderState> } } }).wp?.jpI18nLoader?.state;
  return typeof state?.baseUrl === 'string' && typeof state.locale === 'string' ? (state as I18nLoaderState) : undefined;
}

/** For the island loader: never rejects; without loader state there is nothing to fetch. */
export async function loadChunkTranslations(chunk: ChunkTranslations): Promise<void> {
  const state = pageLoaderState();
  if (!state) return;
  try {
    await downloadTranslations(state, chunk);
  } catch (error) {
    console.warn(`[islas] translations for "${chunk.domain}" could not be loaded; showing the source language.`, error);
  }
}
