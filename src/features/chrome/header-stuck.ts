/**
 * Calls `handler` each time the sticky header sticks or comes loose: `.header-wrapper`
 * gains or loses `stuck`. The class, not an event, so it works whoever sticks the header
 * (islas's sticky header, or Flatsome's own script where a shop keeps it).
 */
export function onHeaderStuck(root: Document, handler: (stuck: boolean) => void): void {
  const wrapper = root.querySelector('.header-wrapper');
  if (!wrapper) return;
  const isStuck = () => wrapper.classList.contains('stuck');
  let stuck = isStuck();
  new MutationObserver(() => {
    if (stuck === isStuck()) return;
    stuck = !stuck;
    handler(stuck);
  }).observe(wrapper, { attributeFilter: ['class'] });
}
