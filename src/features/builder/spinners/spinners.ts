/**
 * Flatsome's spinners and processing states (inventory row 80), as flatsome.js does them
 * as it loads:
 * - the spinners sections and banners print (`.section .loading-spin`, `.banner
 *   .loading-spin`) fade out (a slider's own spinner is the slider's, which fades it once
 *   the slider is ready);
 * - `.processing` (the spinner over a submitted Contact Form 7 form, a grid still laying
 *   out) goes when a jQuery request completes, and when Contact Form 7 answers
 *   (`wpcf7invalid`, `wpcf7spam`, `wpcf7mailsent`, `wpcf7mailfailed`); a click on a
 *   form's submit button puts it on the form's wrapper.
 * (The category widget's current category marked `active`, which flatsome.js does at the same
 * moment, is the start-up's, src/start/start.ts: on every category page, it alone would load
 * this chunk.)
 */
import { fadeOut } from '../../../dom/motion';
import type { JQueryStatic } from '../../../kernel/jquery/types';

/** The spinners that fade at load: sections' and banners', not sliders' (the slider's part fades those). */
export const FADING_SPINNERS = '.section .loading-spin, .banner .loading-spin';
export const CF7_ANSWERS = ['wpcf7invalid', 'wpcf7spam', 'wpcf7mailsent', 'wpcf7mailfailed'];

export function fadeSpinners(root: Document): void {
  root.querySelectorAll<HTMLElement>(FADING_SPINNERS).forEach((spinner) => {
    if (spinner.closest('.slider-wrapper')) return;
    void fadeOut(spinner).then(() => {
      spinner.style.display = 'none';
    });
  });
}

export function clearProcessing(root: Document): void {
  root.querySelectorAll('.processing').forEach((el) => el.classList.remove('processing'));
}

export function enhance(root: Document): void {
  fadeSpinners(root);
  root.addEventListener('click', (event) => {
    const submit = event.target instanceof Element ? event.target.closest('.wpcf7-form .wpcf7-submit') : null;
    submit?.parentElement?.parentElement?.classList.add('processing');
  });
  // Contact Form 7 dispatches its answers as DOM events that bubble from its wrapper.
  for (const name of CF7_ANSWERS) {
    root.addEventListener(name, (event) => {
      if (event.target instanceof Element && event.target.closest('.wpcf7')) clearProcessing(root);
    });
  }
  // Where jQuery is on the page, its requests (a plugin's, a kept script's) end as there.
  const $ = (root.defaultView as { jQuery?: JQueryStatic } | null)?.jQuery;
  const document$ = $?.(root) as { ajaxComplete?: (handler: () => void) => unknown } | undefined;
  document$?.ajaxComplete?.(() => clearProcessing(root));
}
