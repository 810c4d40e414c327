import { afterEach, describe, expect, it, vi } from 'vitest';
import { flush, setBody } from '../../../../tests/unit/helpers/dom';
import { CF7_ANSWERS, enhance } from './spinners';

describe('spinners and processing states', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    delete (window as { jQuery?: unknown }).jQuery;
  });

  it("fades out sections' and banners' spinners, not a slider's", async () => {
    setBody(
      '<section class="section"><div class="ux-timer"><span><div class="loading-spin dark centered" id="a"></div></span></div></section><div class="banner"><div class="loading-spin" id="b"></div></div><section class="section"><div class="slider-wrapper"><div class="loading-spin" id="c"></div></div></section><div class="loading-spin" id="d"></div>',
    );
    enhance(document);
    await new Promise((done) => setTimeout(done, 450));
    await flush();
    const shown = (id: string) => document.getElementById(id)!.style.display;
    expect([shown('a'), shown('b'), shown('c'), shown('d')]).toEqual(['none', 'none', '', '']);
  });

  it('hides them at once for reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), addEventListener() {} }));
    setBody('<div class="banner"><div class="loading-spin" id="b"></div></div>');
    enhance(document);
    await flush();
    expect(document.getElementById('b')!.style.display).toBe('none');
  });

  it("puts a Contact Form 7 form in processing at its submit, and takes it off at each of the form's answers", () => {
    setBody('<div class="wpcf7"><form class="wpcf7-form"><p><span><input type="submit" class="wpcf7-submit"></span></p></form></div>');
    enhance(document);
    for (const answer of CF7_ANSWERS) {
      document.querySelector<HTMLInputElement>('.wpcf7-submit')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      expect(document.querySelector('p')!.classList.contains('processing')).toBe(true);
      document.querySelector('form')!.dispatchEvent(new CustomEvent(answer, { bubbles: true }));
      expect(document.querySelector('.processing')).toBeNull();
    }
  });

  it("takes .processing off when a jQuery request completes, where jQuery is", () => {
    let complete: (() => void) | undefined;
    (window as { jQuery?: unknown }).jQuery = () => ({ ajaxComplete: (handler: () => void) => (complete = handler) });
    setBody('<div class="banner-grid-wrapper processing"></div>');
    enhance(document);
    expect(document.querySelector('.processing')).not.toBeNull();
    complete!();
    expect(document.querySelector('.processing')).toBeNull();
  });
});
