/**
 * Flatsome's site loader (option `site_loader`, off by default; inventory row 19): the theme
 * prints `html.loading-site` on every page and, where the option is on, a `.page-loader`
 * over the whole page (template-parts/header/page-loader.php), whose own CSS shows it while
 * `loading-site` is there and fades it out once it is not. Only the theme's script took the
 * class off, and removed the loader 1 s later: without it, the page stays covered. So this
 * runs at load, and is kept to a few lines because every page loads it.
 */
export function enhance(root: Document): void {
  root.documentElement.classList.remove('loading-site');
  const loader = root.querySelector<HTMLElement>('.page-loader');
  if (!loader) return;
  // Flatsome's fade ends with display:none, so a click during it reaches the page, not the
  // fading loader it would otherwise land on until the loader is removed.
  loader.style.pointerEvents = 'none';
  setTimeout(() => loader.remove(), 1000);
}
