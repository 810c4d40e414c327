import { __ } from '@wordpress/i18n';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { $openOverlay, closeOverlay, openOverlay } from '../../src/stores/ui';
import { Lightbox } from './Lightbox';
import { nameThumbnails, thumbnailControl } from '../../src/features/product/gallery-thumbnails';
import { showImages } from '../../src/features/chrome/lazy-images';
import { largeImage, lightboxOff, readSlides, readThumbnails, showsArrows, sliderOf, zooms, type Slide } from './slides';
import { listen } from '../../src/kernel/events';
import { chosenVariation, type Variation } from './variation';
import { safeUrl } from '../../src/dom/url-guard';
import { galleryParams } from './trigger';

const reducedMotion = (): boolean => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** SPEC §8: the zoom failure message shows for 2.5 s. */
export const ZOOM_ERROR_MS = 2500;

export interface GalleryProps {
  host: HTMLElement;
  overlayName: string;
}

function slideOffset(slides: Slide[], index: number): number {
  return (slides[index]?.el.offsetLeft ?? 0) - (slides[0]?.el.offsetLeft ?? 0);
}

/** Sets (or with `null` restores) an image attribute, keeping the original in `data-o_<name>` as WooCommerce does. */
function swap(img: Element, name: string, value: string | null): void {
  const original = `data-o_${name}`;
  if (value !== null && !img.hasAttribute(original)) img.setAttribute(original, img.getAttribute(name) ?? '');
  const next = value ?? img.getAttribute(original);
  if (next) img.setAttribute(name, next);
  else if (next === '') img.removeAttribute(name);
}

const shows = (thumb: HTMLElement, src: string): boolean => {
  const img = thumb.querySelector('img');
  return img?.getAttribute('src') === src || img?.getAttribute('data-src') === src;
};

/**
 * The product gallery: thumbnails and previous/next arrows switch the main picture, a
 * hover zooms into the large image when the shop turned zoom on and it is bigger than the
 * frame, and a click (a tap) opens the lightbox unless the shop turned it off. The slides
 * stay the server's markup (links to the large pictures).
 */
export function Gallery({ host, overlayName }: GalleryProps) {
  const [slides] = useState(() => readSlides(host));
  const [thumbs] = useState(() => readThumbnails(host));
  const [selected, setSelected] = useState(0);
  const [lightbox, setLightbox] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const returnFocus = useRef<HTMLElement | null>(null);
  // The slide shown now, for clicks that come faster than renders.
  const shown = useRef(0);
  // The slide the slider is scrolling to by itself (an arrow, a thumbnail), until it is there.
  const moving = useRef<number | null>(null);
  const wrapper = sliderOf(host);
  const count = slides.length;

  const select = useCallback(
    (index: number) => {
      shown.current = index;
      setSelected(index);
      if (!wrapper) return;
      const left = slideOffset(slides, index);
      if (Math.abs(wrapper.scrollLeft - left) >= 1) moving.current = index;
      wrapper.scrollTo({ left, behavior: reducedMotion() ? 'auto' : 'smooth' });
    },
    [slides, wrapper],
  );

  // Thumbnails: a click selects; the selected one is marked. The picture shown loads now
  // if it is a lazy one (Flatsome's lazy load), not when the slider's clipping lets it.
  useLayoutEffect(() => {
    nameThumbnails(thumbs);
    const slide = slides[selected];
    if (slide) showImages(slide.el);
    const cleanups = thumbs.map((thumb, i) => {
      const link = thumbnailControl(thumb);
      const onClick = (event: Event): void => {
        event.preventDefault();
        select(i);
      };
      link.addEventListener('click', onClick);
      return () => link.removeEventListener('click', onClick);
    });
    thumbs.forEach((thumb, i) => {
      thumb.classList.toggle('is-nav-selected', i === selected);
      thumbnailControl(thumb).setAttribute('aria-current', String(i === selected));
    });
    return () => cleanups.forEach((fn) => fn());
  }, [thumbs, slides, select, selected]);

  // A swipe on the scroll-snap slider selects too. A smooth scroll the gallery started
  // passes other slides on its way: they are not selected, or a second arrow click in the
  // meantime would step from one of them (back where the first one started).
  useLayoutEffect(() => {
    if (!wrapper) return;
    let frame = 0;
    const update = (settled: boolean): void => {
      const width = wrapper.clientWidth || 1;
      const at = Math.min(slides.length - 1, Math.max(0, Math.round(wrapper.scrollLeft / width)));
      if (!settled && moving.current !== null && at !== moving.current) return;
      moving.current = null;
      shown.current = at;
      setSelected(at);
    };
    const onScroll = (): void => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => update(false));
    };
    const onScrollEnd = (): void => update(true);
    // The shopper's own swipe takes over from a scroll the gallery started.
    const takeOver = (): void => {
      moving.current = null;
    };
    wrapper.addEventListener('scroll', onScroll, { passive: true });
    wrapper.addEventListener('scrollend', onScrollEnd);
    wrapper.addEventListener('pointerdown', takeOver, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      wrapper.removeEventListener('scroll', onScroll);
      wrapper.removeEventListener('scrollend', onScrollEnd);
      wrapper.removeEventListener('pointerdown', takeOver);
    };
  }, [wrapper, slides]);

  // The gallery follows its product's variation form. The form swaps the first slide's
  // picture; here the slider goes back to it and the first thumbnail shows it too (only
  // flexslider's nav gets it from the form), or, when a thumbnail already shows that
  // picture, that one is selected instead (as WooCommerce's flexslider-click does).
  useLayoutEffect(() => {
    const product = host.closest('.product, .product-quick-view-container') ?? host.parentElement ?? host;
    // The first thumbnail's picture, unless flexslider's nav (which the form updates) is there.
    const first = product.querySelector('.flex-control-nav') ? null : thumbs[0]?.querySelector('img');
    let followed = false;
    const restore = (): void => {
      if (first) ['src', 'srcset'].forEach((name) => swap(first, name, null));
    };
    const follow = (variation: Variation | undefined, move: boolean): void => {
      const src = variation?.image?.gallery_thumbnail_src;
      // Only a picture address (url-guard.ts) goes into the thumbnail.
      if (!src || !safeUrl(src, true)) return reset();
      followed = true;
      if (first?.getAttribute('data-o_src') === src) restore();
      const at = thumbs.findIndex((thumb) => shows(thumb, src));
      if (at < 0 && first) {
        // A lazy first thumbnail loads first, so its real address cannot come back over this.
        showImages(thumbs[0]!);
        swap(first, 'src', src);
        swap(first, 'srcset', '');
      }
      if (move) select(Math.max(0, at));
    };
    const reset = (): void => {
      if (!followed) return;
      followed = false;
      restore();
      select(0);
    };
    // A variation chosen before the gallery hydrated (default attributes at load).
    follow(chosenVariation(product.querySelector('form.variations_form')), false);
    const stops = [
      listen(product, 'found_variation', ([variation]) => follow(variation as Variation | undefined, true), { own: true }),
      listen(product, 'reset_image', reset, { own: true }),
      listen(product, 'woocommerce_gallery_reset_slide_position', () => select(0), { own: true }),
    ];
    return () => stops.forEach((stop) => stop());
  }, [host, thumbs, select]);

  // Zoom: a hover shows the large picture under the pointer, where the shop turned zoom on
  // (Flatsome's `product_zoom`). Not on touch: Flatsome sets up no zoom on phones, where a
  // tap opens the lightbox instead.
  useLayoutEffect(() => {
    let zoom: { slide: Slide; img: HTMLImageElement } | undefined;
    let messageTimer: ReturnType<typeof setTimeout> | undefined;
    const stop = (): void => {
      zoom?.img.remove();
      zoom?.slide.el.classList.remove('islas-zooming');
      zoom = undefined;
    };
    const move = (event: PointerEvent): void => {
      if (!zoom) return;
      const frame = zoom.slide.el.getBoundingClientRect();
      const x = Math.min(1, Math.max(0, (event.clientX - frame.left) / (frame.width || 1)));
      const y = Math.min(1, Math.max(0, (event.clientY - frame.top) / (frame.height || 1)));
      const { width, height } = largeImage(zoom.slide);
      zoom.img.style.left = `${-x * Math.max(0, width - frame.width)}px`;
      zoom.img.style.top = `${-y * Math.max(0, height - frame.height)}px`;
    };
    const start = (slide: Slide, event: PointerEvent): void => {
      const large = largeImage(slide);
      if (!large.src || large.width <= slide.el.clientWidth) return;
      stop();
      const img = document.createElement('img');
      img.className = 'zoomImg';
      img.alt = '';
      img.setAttribute('aria-hidden', 'true');
      img.src = large.src;
      img.width = large.width;
      img.height = large.height || large.width;
      img.addEventListener('error', () => {
        stop();
        clearTimeout(messageTimer);
        setMessage(__('The image could not be loaded', 'islas'));
        messageTimer = setTimeout(() => setMessage(''), ZOOM_ERROR_MS);
      });
      slide.el.classList.add('islas-zooming');
      slide.el.append(img);
      zoom = { slide, img };
      move(event);
    };
    const slideAt = (target: EventTarget | null): Slide | undefined =>
      slides.find((slide) => target instanceof Node && slide.el.contains(target));
    const zoomEnabled = Boolean(galleryParams().zoom_enabled);
    // As WooCommerce (9.8.1+), no zoom before the window's load: the frame's size is final then.
    let early: { slide: Slide; event: PointerEvent } | undefined;
    const onEnter = (event: PointerEvent): void => {
      if (event.pointerType === 'touch') return;
      const slide = slideAt(event.target);
      if (!slide || !zooms(slide, zoomEnabled) || zoom?.slide === slide) return;
      if (document.readyState === 'complete') start(slide, event);
      else early = { slide, event };
    };
    const onLoad = (): void => {
      if (early?.slide.el.matches(':hover')) start(early.slide, early.event);
      early = undefined;
    };
    window.addEventListener('load', onLoad);
    const onLeave = (event: PointerEvent): void => {
      if (!(event.relatedTarget instanceof Node && zoom?.slide.el.contains(event.relatedTarget))) stop();
    };
    host.addEventListener('pointerover', onEnter);
    host.addEventListener('pointermove', move);
    host.addEventListener('pointerout', onLeave);
    return () => {
      stop();
      clearTimeout(messageTimer);
      window.removeEventListener('load', onLoad);
      host.removeEventListener('pointerover', onEnter);
      host.removeEventListener('pointermove', move);
      host.removeEventListener('pointerout', onLeave);
    };
  }, [host, slides]);

  // The lightbox opens from a picture's link or the zoom button (which clicks the picture
  // shown), unless the shop turned it off (`product_lightbox` "disabled"): then, as
  // Flatsome's `.disable-lightbox a` handler does, the link opens nothing at all.
  useLayoutEffect(() => {
    const onClick = (event: MouseEvent): void => {
      const target = event.target as Element;
      const fromSlide = slides.findIndex((slide) => slide.link?.contains(target));
      const fromButton = target.closest('.zoom-button, .woocommerce-product-gallery__trigger') ? selected : -1;
      const index = fromSlide >= 0 ? fromSlide : fromButton;
      if (index < 0) return;
      event.preventDefault();
      if (lightboxOff(slides[index]!)) return;
      returnFocus.current = target.closest('a, button') as HTMLElement | null;
      setLightbox(index);
    };
    host.addEventListener('click', onClick);
    return () => host.removeEventListener('click', onClick);
  }, [host, slides, selected]);

  // One overlay at a time; a gallery inside another overlay (a quick view) stacks on it.
  useLayoutEffect(() => {
    if (lightbox === null || host.closest('dialog')) return;
    openOverlay(overlayName);
    const stop = $openOverlay.listen((open) => {
      if (open !== overlayName) setLightbox(null);
    });
    return () => {
      stop();
      closeOverlay(overlayName);
    };
  }, [lightbox, overlayName, host]);

  const closeLightbox = useCallback(
    (index: number) => {
      setLightbox(null);
      select(index);
      returnFocus.current?.focus();
    },
    [select],
  );

  // Previous and next arrows, as Flickity prints them on Flatsome's slider (the main
  // gallery, thumbnails or not, and the quick view's); they wrap around, as its options say.
  const step = (by: number) => () => select((shown.current + by + count) % count);
  const [arrows] = useState(() => count > 1 && showsArrows(wrapper, thumbs.length));
  return (
    <>
      {arrows &&
        createPortal(
          <>
            <button type="button" className="islas-gallery__prev" aria-label={__('Previous image', 'islas')} onClick={step(-1)}>
              ‹
            </button>
            <button type="button" className="islas-gallery__next" aria-label={__('Next image', 'islas')} onClick={step(1)}>
              ›
            </button>
          </>,
          host,
        )}
      {message &&
        createPortal(
          <div className="islas-gallery-message" role="alert">
            {message}
          </div>,
          host,
        )}
      {lightbox !== null && createPortal(<Lightbox slides={slides} start={lightbox} onClose={closeLightbox} />, document.body)}
    </>
  );
}
