import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCartRuntime } from '../cart/cart';
import { flush, setBody } from '../../tests/unit/helpers/dom';
import { withLoaders } from '../../tests/unit/helpers/page';
import { followAddedMarkup } from './added-markup';
import { defaultConfig } from './config';
import { defineIslands, hydrateIslands, islandStates, unmountIslands, type IslandModule } from './islands';

/** An island that renders markup of its own. */
function renderingIsland() {
  const mounted: string[] = [];
  const unmounted: string[] = [];
  const module: IslandModule = {
    mount(el) {
      mounted.push(el.id);
      el.insertAdjacentHTML('beforeend', '<span class="rendered">vista</span>');
      return () => unmounted.push(el.id);
    },
  };
  return { mounted, unmounted, load: vi.fn(async () => module) };
}

describe('islands in markup added later (AJAX filters, infinite scroll, popups)', () => {
  let stop = () => {};
  const island = renderingIsland();

  beforeEach(() => {
    setBody('<ul class="products"><li id="p1"><a id="q1" class="quick-view" data-prod="1">Vista rápida</a></li></ul>');
    island.mounted.length = 0;
    island.unmounted.length = 0;
    defineIslands({ 'quick-view': { load: island.load, hydrate: 'load', stockSelector: 'a.quick-view[data-prod]' } }, withLoaders({ config: defaultConfig(), cart: createCartRuntime(defaultConfig()) }));
    hydrateIslands(document);
    stop = followAddedMarkup(document.body);
  });
  afterEach(() => {
    stop();
    unmountIslands(document.body);
  });

  it("hydrates the islands of what a script appends, once each, and not inside islas's own islands", async () => {
    await vi.waitFor(() => expect(island.mounted).toEqual(['q1']));
    const next = document.createElement('li');
    next.innerHTML = '<a id="q2" class="quick-view" data-prod="2">Vista rápida</a><div><a id="q3" class="quick-view" data-prod="3">Otra</a></div>';
    document.querySelector('.products')!.append(next);
    await vi.waitFor(() => expect(island.mounted.sort()).toEqual(['q1', 'q2', 'q3']));
    // What an island renders inside itself is its own business (it hydrates what it wants).
    document.querySelector('#q1')!.insertAdjacentHTML('beforeend', '<a id="inside" class="quick-view" data-prod="9">dentro</a>');
    await flush();
    expect(island.mounted).toHaveLength(3);
    expect(islandStates().map((state) => state.el.id).sort()).toEqual(['q1', 'q2', 'q3']);
  });

  it('unmounts the islands of what a script takes away (a filter replacing the list), and hydrates the new list', async () => {
    await vi.waitFor(() => expect(island.mounted).toEqual(['q1']));
    const list = document.querySelector('.products')!;
    list.innerHTML = '<li id="p4"><a id="q4" class="quick-view" data-prod="4">Vista rápida</a></li>';
    await vi.waitFor(() => expect(island.mounted).toEqual(['q1', 'q4']));
    expect(island.unmounted).toEqual(['q1']);
    expect(islandStates().map((state) => state.el.id)).toEqual(['q4']);
  });

  it('keeps an island that a script only moves', async () => {
    await vi.waitFor(() => expect(island.mounted).toEqual(['q1']));
    const item = document.querySelector('#p1')!;
    document.body.append(item);
    await flush();
    expect(island.unmounted).toEqual([]);
    expect(islandStates().map((state) => state.el.id)).toEqual(['q1']);
  });

  it('stops following when told', async () => {
    stop();
    document.querySelector('.products')!.insertAdjacentHTML('beforeend', '<li><a id="q5" class="quick-view" data-prod="5">x</a></li>');
    await flush();
    expect(island.mounted).not.toContain('q5');
  });
});
