import { __ } from '@wordpress/i18n';
import { sprintf } from '../../src/kernel/i18n/sprintf';
import { useLayoutEffect, useRef, useState } from 'react';
import { largeImage, type Slide } from './slides';
import { claimLightboxId } from './trigger';

export interface LightboxProps {
  slides: Slide[];
  start: number;
  onClose: (index: number) => void;
}

/**
 * The gallery lightbox: a modal <dialog>; arrows move, Escape closes. Named as WooCommerce's
 * PhotoSwipe dialog (photoswipe.php 10.2: `#photoswipe-fullscreen-dialog[aria-modal=true]`,
 * 'Full screen image'), which the gallery trigger's aria-controls names; the counter below
 * the picture says which one it shows.
 */
export function Lightbox({ slides, start, onClose }: LightboxProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(start);
  const [failed, setFailed] = useState<number[]>([]);
  const count = slides.length;
  const go = (step: number): void => setIndex((i) => (i + step + count) % count);
  const image = largeImage(slides[index]!);

  useLayoutEffect(() => {
    const el = dialog.current;
    if (!el) return;
    claimLightboxId(el);
    if (typeof el.showModal === 'function') el.showModal();
    else el.setAttribute('open', '');
    return () => {
      if (el.open) el.close();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className="islas-lightbox"
      aria-modal="true"
      aria-label={__('Full screen image', 'islas')}
      onCancel={(event) => {
        event.preventDefault();
        onClose(index);
      }}
      onKeyDown={(event) => {
        const moves: Record<string, () => void> = {
          ArrowLeft: () => go(-1),
          ArrowRight: () => go(1),
          Home: () => setIndex(0),
          End: () => setIndex(count - 1),
          Escape: () => onClose(index),
        };
        const move = moves[event.key];
        if (!move) return;
        event.preventDefault();
        move();
      }}
      onClick={(event) => {
        if (event.target === dialog.current) onClose(index);
      }}
    >
      <figure className="islas-lightbox__figure">
        {failed.includes(index) ? (
          <p className="islas-lightbox__error" role="alert">
            {sprintf(__('The image #%d could not be loaded.', 'islas'), index + 1)}
          </p>
        ) : (
          <img
            key={image.src}
            src={image.src}
            alt={image.alt}
            width={image.width || undefined}
            height={image.height || undefined}
            onError={() => setFailed((list) => [...list, index])}
          />
        )}
        {count > 1 && (
          <figcaption className="islas-lightbox__counter" aria-live="polite" aria-label={sprintf(__('Image %1$d of %2$d', 'islas'), index + 1, count)}>
            {index + 1} / {count}
          </figcaption>
        )}
      </figure>
      {count > 1 && (
        <>
          <button type="button" className="islas-lightbox__prev" aria-label={__('Previous image', 'islas')} onClick={() => go(-1)}>
            ‹
          </button>
          <button type="button" className="islas-lightbox__next" aria-label={__('Next image', 'islas')} onClick={() => go(1)}>
            ›
          </button>
        </>
      )}
      <button type="button" className="islas-lightbox__close mfp-close" aria-label={__('Close the image', 'islas')} onClick={() => onClose(index)}>
        ×
      </button>
    </dialog>
  );
}
