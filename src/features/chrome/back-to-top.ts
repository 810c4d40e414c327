/**
 * Flatsome's back-to-top button (option `back_to_top`, on by default; inventory row 2):
 * `button#top-link.back-to-top` in the footer (template-parts/footer/back-to-top.php). The
 * theme's CSS keeps it invisible and unclickable until it has `.active`, which its script
 * gives it while the page is scrolled down a viewport's height or more; a click scrolls back
 * to the top, smoothly unless the shopper asks for reduced motion (Flatsome: a 1 s eased
 * scroll, or none).
 */
import { prefersReducedMotion } from '../../dom/motion';

/** Whether the button shows: scrolled down at least one viewport height, as Flatsome has it. */
export const showsAt = (scrollTop: number, viewportHeight: number): boolean => scrollTop >= viewportHeight;

export function enhance(root: Document): () => void {
  const win = root.defaultView ?? window;
  const buttons = root.querySelectorAll('.back-to-top');
  const link = root.getElementById('top-link');
  // The viewport's height as jQuery's $(window).height() reads it, now: a phone's changes
  // as its address bar hides, where Flatsome kept the first one it read.
  const update = (): void => {
    const active = showsAt(win.scrollY, root.documentElement.clientHeight);
    buttons.forEach((button) => button.classList.toggle('active', active));
  };
  const toTop = (event: Event): void => {
    event.preventDefault();
    win.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
  };
  win.addEventListener('scroll', update, { passive: true });
  link?.addEventListener('click', toTop);
  // It loads at the shopper's first input, often the scroll that should already show it.
  update();
  return () => {
    win.removeEventListener('scroll', update);
    link?.removeEventListener('click', toTop);
  };
}
