import { useStore } from '@nanostores/react';
import { __, _n } from '@wordpress/i18n';
import { sprintf } from '../../src/kernel/i18n/sprintf';
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { decodeEntities } from '../../src/dom/text';
import { trapTab } from '../../src/dom/focus';
import type { SearchResult } from './api';
import type { SearchController } from './controller';
import { filterablePostTypes, SORT_KEYS, type SearchOptions, type SortKey } from './options';

/** The sort labels, translated where they are shown (es_ES: Relevancia, Nuevos, ...). */
export function sortLabel(key: SortKey): string {
  return [
    __('Relevance', 'islas'),
    __('Newest', 'islas'),
    __('Oldest', 'islas'),
    __('Price: low to high', 'islas'),
    __('Price: high to low', 'islas'),
    __('Rating', 'islas'),
  ][SORT_KEYS.indexOf(key)]!;
}

/** Typing in the overlay's own field waits this long for a pause before searching. */
const TYPING_PAUSE_MS = 250;
const CURRENCY = 'EUR';

/** A highlighted title: only <mark> is markup, everything else is text. */
function Highlighted({ title, color }: { title: string; color: string }) {
  let marked = false;
  return (
    <>
      {title.split(/(<\/?mark>)/i).map((part, i) => {
        const tag = /^<(\/?)mark>$/i.exec(part);
        if (tag) marked = !tag[1];
        else if (part) {
          const text = decodeEntities(part);
          return marked ? <mark key={i} style={{ backgroundColor: color }}>{text}</mark> : text;
        }
        return null;
      })}
    </>
  );
}

function Result({ result, options, money }: { result: SearchResult; options: SearchOptions; money: Intl.NumberFormat }) {
  const product = options.resultFormat === 'product';
  return (
    <li className={`islas-search__result islas-search__result--${options.resultFormat}`}>
      <a className="islas-search__link" href={result.url}>
        {result.image && options.resultFormat !== 'minimal' ? (
          <img className="islas-search__image" src={result.image} alt="" loading="lazy" width={150} height={150} />
        ) : null}
        <span className="islas-search__name">
          <Highlighted title={result.title} color={options.highlightColor} />
        </span>
      </a>
      {product && result.price !== undefined ? (
        <span className="price">
          {result.salePrice !== undefined ? (
            <>
              <del aria-hidden="true">{money.format(result.price)}</del> <ins>{money.format(result.salePrice)}</ins>
            </>
          ) : (
            money.format(result.price)
          )}
        </span>
      ) : null}
      {product && result.rating ? (
        <div
          className="star-rating"
          role="img"
          aria-label={sprintf(__('Rated %s out of 5', 'islas'), result.rating.toFixed(2))}
        >
          <span style={{ width: `${(result.rating / 5) * 100}%` }} />
        </div>
      ) : null}
      {options.enablePostDate && result.date ? (
        <time className="islas-search__date" dateTime={result.date}>
          {new Date(result.date).toLocaleDateString(options.locale)}
        </time>
      ) : null}
    </li>
  );
}

export interface SearchOverlayProps {
  controller: SearchController;
  idPrefix: string;
}

export function SearchOverlay({ controller, idPrefix }: SearchOverlayProps) {
  const { options, store } = controller;
  const view = useStore(controller.$view);
  const state = useStore(store.$state);
  const dialog = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const [typed, setTyped] = useState(view?.query ?? '');
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const open = view !== null;
  const money = new Intl.NumberFormat(options.locale, { style: 'currency', currency: CURRENCY });
  const types = filterablePostTypes(options);

  // The field follows the query when it changes from outside (a new submit, back/forward).
  useLayoutEffect(() => {
    if (view) setTyped(view.query);
  }, [view?.query]);

  // While open: the page behind does not scroll, focus moves in and stays in.
  useLayoutEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    root.classList.add('islas-scroll-locked');
    input.current?.focus();
    return () => root.classList.remove('islas-scroll-locked');
  }, [open]);

  // Infinite scroll: the next page loads when the end of the results comes into view.
  useLayoutEffect(() => {
    const end = sentinel.current;
    if (!open || !options.enableInfScroll || !state.pageHandle || !end || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void store.loadMore();
      },
      { root: dialog.current, rootMargin: '0px 0px 300px 0px' },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [open, options.enableInfScroll, state.pageHandle, state.results.length, store]);

  useLayoutEffect(() => () => clearTimeout(typingTimer.current), []);

  if (!view) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      controller.close();
    } else if (dialog.current) {
      trapTab(event.nativeEvent, dialog.current);
    }
  };
  const onType = (value: string): void => {
    setTyped(value);
    clearTimeout(typingTimer.current);
    typingTimer.current = setTimeout(() => controller.change({ query: value }), TYPING_PAUSE_MS);
  };

  const titleId = `${idPrefix}title`;
  const busy = state.status === 'loading';
  const empty = state.status === 'ready' && state.results.length === 0;
  const failed = state.status === 'error';

  return (
    <div
      ref={dialog}
      className={`islas-search islas-search--${options.colorTheme}`}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <div className="islas-search__header">
        <h2 id={titleId} className="islas-search__title">
          {__('Search results', 'islas')}
        </h2>
        <form
          role="search"
          className="islas-search__form"
          onSubmit={(event) => {
            event.preventDefault();
            clearTimeout(typingTimer.current);
            controller.change({ query: typed });
          }}
        >
          <label className="screen-reader-text" htmlFor={`${idPrefix}query`}>
            {__('Search for:', 'islas')}
          </label>
          <input
            ref={input}
            id={`${idPrefix}query`}
            className="islas-search__query"
            type="search"
            value={typed}
            autoComplete="off"
            onChange={(event) => onType(event.target.value)}
          />
        </form>
        <button type="button" className="islas-search__close" aria-label={__('Close search results', 'islas')} onClick={() => controller.close()}>
          ×
        </button>
      </div>
      <div className="islas-search__controls">
        {options.enableSort ? (
          <label className="islas-search__sort">
            {__('Sort by', 'islas')}{' '}
            <select value={view.sort} onChange={(event) => controller.change({ sort: event.target.value as SortKey })}>
              {SORT_KEYS.map((key) => (
                <option key={key} value={key}>
                  {sortLabel(key)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {types.length > 1 ? (
          <label className="islas-search__type">
            {__('Show', 'islas')}{' '}
            <select value={view.postType} onChange={(event) => controller.change({ postType: event.target.value })}>
              <option value="">{__('Everything', 'islas')}</option>
              {types.map(([key, names]) => (
                <option key={key} value={key}>
                  {names.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      <p className="islas-search__status" role="status" aria-live="polite" aria-busy={busy}>
        {busy
          ? __('Searching…', 'islas')
          : state.status === 'ready' && state.total > 0
            ? sprintf(_n('%d result', '%d results', state.total, 'islas'), state.total)
            : ''}
      </p>
      {state.offline ? (
        <p className="islas-search__notice islas-search__notice--offline" role="alert">
          {state.results.length
            ? __('Offline: showing saved results.', 'islas')
            : __('Offline. Check your connection.', 'islas')}
        </p>
      ) : failed ? (
        <p className="islas-search__notice islas-search__notice--error" role="alert">
          {__('Search failed. Please try again.', 'islas')}
        </p>
      ) : null}
      {empty ? (
        <p className="islas-search__notice islas-search__notice--empty">
          <strong>{__('No results', 'islas')}</strong>{' '}
          {sprintf(__('Nothing matches “%s”.', 'islas'), view.query)}
        </p>
      ) : null}
      {state.results.length ? (
        <ul className="islas-search__results">
          {state.results.map((result) => (
            <Result key={`${result.postType}-${result.id}`} result={result} options={options} money={money} />
          ))}
        </ul>
      ) : null}
      <div ref={sentinel} className="islas-search__end" />
      {state.pageHandle && state.results.length ? (
        <button type="button" className="button islas-search__more" disabled={state.loadingMore} onClick={() => void store.loadMore()}>
          {state.loadingMore ? __('Loading…', 'islas') : __('Load more', 'islas')}
        </button>
      ) : null}
      {options.showPoweredBy ? (
        <p className="islas-search__powered">
          <a href="https://jetpack.com/search/" rel="noopener" target="_blank">
            {__('Powered by Jetpack Search', 'islas')}
          </a>
        </p>
      ) : null}
    </div>
  );
}
