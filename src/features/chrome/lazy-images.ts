/**
 * Flatsome's lazy images (its lazy load option): `img.lazy-load` with a placeholder `src`
 * and the real addresses in `data-src` / `data-srcset`. Each gets them when it nears the
 * viewport (200 px ahead), and `lazy-load` becomes `lazy-load-active`, as Flatsome does;
 * images that arrive later (fragments, a quick view) are watched too. Every page may have
 * them, so this runs at load: eager code, keep it tiny.
 */
const LAZY = 'img.lazy-load[data-src], img.lazy-load[data-srcset]';

/** Gives one lazy image its real addresses now. */
export function showImage(img: Element): void {
  for (const name of ['srcset', 'src']) {
    const value = img.getAttribute(`data-${name}`);
    if (value) img.setAttribute(name, value);
  }
  img.classList.replace('lazy-load', 'lazy-load-active');
}

/** Loads the lazy images in `root` now, e.g. a slide or thumbnail that is being shown. */
export function showImages(root: ParentNode): void {
  root.querySelectorAll(LAZY).forEach(showImage);
}

/** Starts watching; without IntersectionObserver every lazy image loads at once. */
export function lazyImages(doc: Document = document): () => void {
  const seen =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries, observer) =>
            entries.forEach((entry) => {
              if (!entry.isIntersecting) return;
              observer.unobserve(entry.target);
              showImage(entry.target);
            }),
          { rootMargin: '200px' },
        )
      : undefined;
  const watch = (root: Element | Document): void => {
    const found = [...root.querySelectorAll(LAZY)];
    if (root instanceof Element && root.matches(LAZY)) found.push(root);
    found.forEach((img) => (seen ? seen.observe(img) : showImage(img)));
  };
  watch(doc);
  const added = new MutationObserver((records) =>
    records.forEach((record) => record.addedNodes.forEach((node) => node instanceof Element && watch(node))),
  );
  added.observe(doc.documentElement, { childList: true, subtree: true });
  return () => {
    seen?.disconnect();
    added.disconnect();
  };
}
