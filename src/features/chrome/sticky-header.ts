/**
 * Flatsome's sticky header: `.header-wrapper` gets `stuck` once the page is scrolled past
 * the header, and loses it back above. The header keeps its height meanwhile (no jump),
 * and in-page anchors land below the stuck header (its height, `sticky_height`, 70).
 * Only where the theme says the header sticks: `#header.has-sticky`, which Flatsome prints
 * unless the shop turned every sticky row off (flatsome_sticky_headers()); its own script
 * checks the same class.
 */
export function enhanceStickyHeader(root: Document, stickyHeight: number): () => void {
  const wrapper = root.querySelector<HTMLElement>('.header-wrapper');
  const header = wrapper?.parentElement;
  if (!wrapper || !header?.classList.contains('has-sticky')) return () => {};
  let stuck = false;
  let queued = false;
  const update = (): void => {
    queued = false;
    // The header keeps its height while stuck, so its bottom tells in both states.
    const past = header.getBoundingClientRect().bottom <= 0;
    if (past === stuck) return;
    stuck = past;
    header.style.minHeight = stuck ? `${header.offsetHeight}px` : '';
    wrapper.classList.toggle('stuck', stuck);
    root.documentElement.style.scrollPaddingTop = stuck ? `${stickyHeight}px` : '';
  };
  const onScroll = (): void => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(update);
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  update();
  return () => window.removeEventListener('scroll', onScroll);
}
