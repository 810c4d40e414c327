/**
 * Islands in markup that other scripts add to the page later (an AJAX product filter, a
 * "load more" or infinite scroll, PJAX, a plugin's popup) hydrate as those in the server's
 * markup did, and those in markup they take away are unmounted (their triggers and views go
 * with them). The jQuery bridge starts this: such scripts are jQuery code, and on a page
 * without jQuery only islas changes the markup, and it hydrates what it puts in itself (the
 * cart fragments, the cart page's update).
 */
import { hydrateIslands, unmountIslands } from './islands';

/** What islas's own islands render inside their hosts is theirs: no islands to find there. */
const insideIsland = (node: Element): boolean => node.parentElement?.closest('[data-island-state]') != null;

function elements(nodes: NodeList): Element[] {
  return [...nodes].filter((node): node is Element => node instanceof Element);
}

/** Follows `root`'s subtree from now on; returns the function that stops it. */
export function followAddedMarkup(root: Node = document.body): () => void {
  const observer = new MutationObserver((records) => {
    // Removed first: a node moved within one batch is in both lists, and is connected.
    for (const record of records) for (const node of elements(record.removedNodes)) if (!node.isConnected) unmountIslands(node);
    const added = new Set(records.flatMap((record) => elements(record.addedNodes)).filter((node) => node.isConnected && !insideIsland(node)));
    for (const node of added) {
      let parent = node.parentElement;
      while (parent && !added.has(parent)) parent = parent.parentElement;
      // Only the outermost of the nodes added together: hydrateIslands looks inside it.
      if (!parent) hydrateIslands(node);
    }
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
