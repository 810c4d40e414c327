import { describe, expect, it } from 'vitest';
import { setupI18n } from '../i18n';
import { setBody } from '../../tests/unit/helpers/dom';
import { labelThumbnails } from './gallery-thumbnails';

describe('gallery thumbnails at load', () => {
  it("names each thumbnail link after its place ('Mostrar la imagen N'), keeping a name the server gave", () => {
    setupI18n('es-ES');
    setBody(`<div class="product-images"><div class="woocommerce-product-gallery"></div>
      <div class="product-thumbnails"><div class="col"><a href="/1.jpg"><img alt=""></a></div>
      <div class="col"><a href="/2.jpg" aria-label="Detalle"><img alt=""></a></div>
      <div class="col"><a href="/3.jpg"><img alt=""></a></div></div></div>`);
    labelThumbnails();
    expect([...document.querySelectorAll('.product-thumbnails a')].map((a) => a.getAttribute('aria-label'))).toEqual([
      'Mostrar la imagen 1',
      'Detalle',
      'Mostrar la imagen 3',
    ]);
  });
});
