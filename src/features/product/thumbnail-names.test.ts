import { describe, expect, it } from 'vitest';
import { setBody } from '../../../tests/unit/helpers/dom';
import { nameThumbnailLinks } from './thumbnail-names';

describe("the thumbnails' names at load", () => {
  it("names each thumbnail's link by its place, per gallery, and keeps a name the server gave", () => {
    setBody(`
      <div class="product-thumbnails" data-flickity-options="{}"><div class="col"><a href="#"><img alt=""></a></div><div class="col"><a href="#" aria-label="Trasera"><img alt=""></a></div><div class="col"><a href="#"><img alt=""></a></div></div>
      <div class="product-thumbnails"><div><img alt=""></div></div>`);
    nameThumbnailLinks(document);
    expect([...document.querySelectorAll('.product-thumbnails a, .product-thumbnails > div:not(.col)')].map((el) => el.getAttribute('aria-label'))).toEqual([
      'Show image 1',
      'Trasera',
      'Show image 3',
      'Show image 1',
    ]);
  });

  it('does nothing without thumbnails', () => {
    setBody('<div class="product-gallery"></div>');
    expect(() => nameThumbnailLinks(document)).not.toThrow();
  });
});
