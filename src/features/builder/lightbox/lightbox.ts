/**
 * Flatsome 3.20's content lightboxes on its own markup, in islas's one dialog
 * (features/off-canvas/panel.ts): pictures linked to their file ([ux_image lightbox],
 * captions, image blocks, the content's picture links), the page's gallery and separate
 * galleries with arrows, a counter and captions, videos (YouTube, Vimeo, mp4/webm: the
 * [video_button], buttons to a video, the product video), [lightbox] popups opened by a
 * link to their id (size guides, the header newsletter, the checkout's terms) and those
 * that open by themselves after their delay until their `lightbox_<id>` cookie says they
 * did. Without it each of those links opens the raw file or the video site, or does
 * nothing, because flatsome.js, which did this, is gone.
 */
import { __ } from '@wordpress/i18n';
import { sprintf } from '../../../kernel/i18n/sprintf';
import { getCookie, setCookie } from '../../../kernel/cookies';
import { addTranslations } from '../../../kernel/i18n';
import { DIALOG_CLOSE, div, inlineView, openDialog, type Dialog, type DialogView } from '../../off-canvas/panel';
import {
  AUTO_OPEN_COOKIE_MINUTES,
  CLOSE_OTHERS_BEFORE_MS,
  GALLERY_LINKS,
  linkKind,
  opensNow,
  readAutoOpen,
  stepIndex,
  videoSource,
  type LinkKind,
} from './core';
import { esES } from './lightbox.es_ES';

type Win = Window & { jQuery?: unknown; Flatsome?: { attach?: (context: unknown) => unknown } };

/** A link's name for the dialog it opens: its label, its title, its picture's alt, its text. */
function nameOf(link: HTMLElement): string {
  const named = link.getAttribute('aria-label') || link.getAttribute('title') || link.querySelector('img')?.alt || link.textContent?.trim();
  return named || '';
}

/** A [lightbox] of the page by its id, or null. */
function lightboxById(root: Document, id: string): HTMLElement | null {
  const el = root.getElementById(id);
  return el?.classList.contains('lightbox-by-id') ? el : null;
}

/** Magnific's image figure for `link`'s picture, its caption (the link's title) and the gallery's counter. */
function imageView(link: HTMLElement, counter: string, onPicture?: () => void): DialogView {
  return {
    holder: 'mfp-image-holder',
    mount(content, status) {
      const doc = content.ownerDocument;
      const figure = div(doc, ['mfp-figure']);
      figure.innerHTML = '<div class="mfp-close"></div><figure><img class="mfp-img"><figcaption><div class="mfp-bottom-bar"><div class="mfp-title"></div><div class="mfp-counter"></div></div></figcaption></figure>';
      const img = figure.querySelector('img')!;
      img.alt = link.querySelector('img')?.alt ?? '';
      figure.querySelector('.mfp-title')!.textContent = link.getAttribute('title') ?? '';
      figure.querySelector('.mfp-counter')!.textContent = counter;
      const src = link.getAttribute('href') ?? '';
      const loaded = (): void => {
        figure.classList.remove('mfp-loading');
        status('ready');
      };
      img.onload = loaded;
      img.onerror = () => {
        const message = doc.createElement('a');
        message.href = src;
        message.textContent = __('The image could not be loaded.', 'islas');
        status('error', message);
      };
      if (onPicture) {
        img.addEventListener('click', (event) => {
          event.stopPropagation();
          onPicture();
        });
      }
      img.src = src;
      if (!img.complete || img.naturalWidth === 0) {
        figure.classList.add('mfp-loading');
        status('loading');
      }
      content.append(figure);
      return () => {
        img.onload = img.onerror = null;
        figure.remove();
      };
    },
  };
}

/** Magnific's iframe (YouTube, Vimeo, other pages) or Flatsome's `<video>` for a file. */
function videoView(href: string, name: string): DialogView {
  const source = videoSource(href);
  return {
    holder: source.kind === 'iframe' ? 'mfp-iframe-holder' : 'mfp-inline-holder',
    mount(content) {
      const doc = content.ownerDocument;
      const box = div(doc, source.kind === 'iframe' ? ['mfp-iframe-scaler'] : ['ux-mfp-inline-content', 'ux-mfp-inline-content--video']);
      if (source.kind === 'iframe') {
        const frame = doc.createElement('iframe');
        frame.className = 'mfp-iframe';
        frame.title = name || __('Video', 'islas');
        frame.allowFullscreen = true;
        frame.setAttribute('frameborder', '0');
        frame.allow = 'autoplay; fullscreen; picture-in-picture';
        frame.src = source.src;
        box.append(div(doc, ['mfp-close']), frame);
      } else {
        const video = doc.createElement('video');
        Object.assign(video, { autoplay: true, controls: true, playsInline: true });
        video.setAttribute('width', '100%');
        video.setAttribute('height', 'auto');
        video.setAttribute('name', 'media');
        const file = doc.createElement('source');
        file.src = source.src;
        file.type = source.type;
        video.append(file);
        box.append(video);
      }
      content.append(box);
      // Out of the page, the player stops.
      return () => box.remove();
    },
  };
}

/** Pauses the background videos that play (a slider's or a banner's) while a video plays; returns what resumes them. */
function pauseBackgroundVideos(root: Document): () => void {
  const playing = [...root.querySelectorAll<HTMLVideoElement>('video.video-bg')].filter((video) => !video.paused);
  playing.forEach((video) => video.pause());
  return () => playing.forEach((video) => void video.play()?.catch(() => {}));
}

/** Every link of the page's one gallery, in page order: all links in the parents of its links, as Flatsome gathers them. */
function pageGallery(root: Document): HTMLElement[] {
  const parents = new Set<Element>();
  for (const link of root.querySelectorAll(GALLERY_LINKS)) if (!link.closest('.lightbox-multi-gallery') && link.parentElement) parents.add(link.parentElement);
  return [...root.querySelectorAll<HTMLElement>('a')].filter((link) => {
    for (let el = link.parentElement; el; el = el.parentElement) if (parents.has(el)) return true;
    return false;
  });
}

/**
 * `jQuery.magnificPopup.close()`, which Flatsome prints in inline handlers (the terms
 * lightbox's accept button): with jQuery on the page, a `magnificPopup` on it that closes
 * islas's dialog; without, a `jQuery` on the element itself, which its inline handler finds
 * before the (missing) global one, so the click does what it says and throws nothing.
 */
function answerMagnificCalls(win: Win, within?: HTMLElement): void {
  const magnificPopup = { close: () => win.document.dispatchEvent(new Event(DIALOG_CLOSE)) };
  const jQuery = win.jQuery as (((...args: unknown[]) => unknown) & { magnificPopup?: unknown }) | undefined;
  if (typeof jQuery === 'function') jQuery.magnificPopup ??= magnificPopup;
  else for (const el of within?.querySelectorAll('[onclick*="jQuery.magnificPopup"]') ?? []) Object.defineProperty(el, 'jQuery', { configurable: true, value: { magnificPopup } });
}

export function enhance(root: Document): () => void {
  addTranslations(esES);
  const win = root.defaultView as Win;
  const closeLabel = __('Close (Esc)', 'islas');
  let current: Dialog | undefined;
  const keep = (dialog: Dialog): Dialog => (current = dialog);
  const forget = (dialog: () => Dialog | undefined) => () => {
    if (current === dialog()) current = undefined;
  };

  const openGallery = (link: HTMLElement, links: HTMLElement[]): void => {
    let index = Math.max(0, links.indexOf(link));
    const many = links.length > 1;
    const rtl = root.dir === 'rtl';
    const view = (): DialogView => imageView(links[index]!, many ? sprintf(__('%1$s of %2$s', 'islas'), String(index + 1), String(links.length)) : '', many ? () => go(1) : undefined);
    const go = (step: number): void => {
      index = stepIndex(index, step, links.length);
      dialog.show(view());
      // The next picture on its way, as Magnific preloads it.
      const next = links[stepIndex(index, 1, links.length)]?.getAttribute('href');
      if (next) new Image().src = next;
    };
    const arrow = (side: 'left' | 'right', step: number, title: string): HTMLButtonElement => {
      const button = root.createElement('button');
      button.type = 'button';
      button.className = `mfp-arrow mfp-arrow-${side}`;
      button.title = title;
      button.setAttribute('aria-label', title);
      button.innerHTML = `<i class="icon-angle-${side}" aria-hidden="true"></i>`;
      button.addEventListener('click', () => go(step));
      return button;
    };
    const previous = __('Previous (Left arrow key)', 'islas');
    const next = __('Next (Right arrow key)', 'islas');
    const arrows = many ? [rtl ? arrow('left', 1, next) : arrow('left', -1, previous), rtl ? arrow('right', -1, previous) : arrow('right', 1, next)] : [];
    const dialog: Dialog = keep(
      openDialog(view(), {
        doc: root,
        opener: link,
        name: nameOf(link),
        backdropClasses: ['mfp-bg'],
        wrapperClasses: ['mfp-wrap', 'mfp-gallery', 'mfp-auto-cursor'],
        bodyClass: 'mfp-zoom-out-cur',
        closeLabel,
        controls: arrows,
        liveContent: many,
        onKey: (event) => {
          if (!many || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
          event.preventDefault();
          go((event.key === 'ArrowRight') !== rtl ? 1 : -1);
        },
        onGone: forget(() => dialog),
      }),
    );
  };

  const openImage = (link: HTMLElement): void => {
    const dialog: Dialog = keep(
      openDialog(imageView(link, ''), {
        doc: root,
        opener: link,
        name: nameOf(link),
        backdropClasses: ['mfp-bg'],
        wrapperClasses: ['mfp-wrap'],
        bodyClass: 'mfp-zoom-out-cur',
        closeOnContentClick: true,
        closeLabel,
        onGone: forget(() => dialog),
      }),
    );
  };

  const openVideo = (link: HTMLElement): void => {
    let resume = (): void => {};
    const name = nameOf(link);
    const dialog: Dialog = keep(
      openDialog(videoView(link.getAttribute('href') ?? '', name), {
        doc: root,
        opener: link,
        name,
        backdropClasses: ['mfp-bg', 'my-mfp-video'],
        wrapperClasses: ['mfp-wrap', 'mfp-auto-cursor', 'my-mfp-video'],
        closeLabel,
        onClose: () => resume(),
        onGone: forget(() => dialog),
      }),
    );
    resume = pauseBackgroundVideos(root);
  };

  /** A [lightbox], by a link to it (`opener`) or by itself (auto-open: its close button inside, as Magnific's default). */
  const openLightbox = (target: HTMLElement, opener: HTMLElement | null): void => {
    const dialog: Dialog = keep(
      openDialog(inlineView(target), {
        doc: root,
        opener,
        name: opener ? nameOf(opener) : (target.querySelector('h1, h2, h3, h4, h5, h6')?.textContent?.trim() ?? ''),
        backdropClasses: ['mfp-bg'],
        wrapperClasses: ['mfp-wrap', 'mfp-auto-cursor'],
        expands: !!opener,
        closeInside: !opener,
        closeLabel,
        // Sliders and grids inside were measured hidden: as Flatsome has them measure again.
        onReady: () => target.querySelector('[data-flickity-options], [data-packery-options]') && win.dispatchEvent(new Event('resize')),
        onGone: () => {
          forget(() => dialog)();
          // Its link printed again meanwhile (the checkout's review updated under the terms): focus to the new one.
          if (opener && !opener.isConnected) root.querySelector<HTMLElement>(`a[href="#${CSS.escape(target.id)}"]`)?.focus({ preventScroll: true });
        },
      }),
    );
    answerMagnificCalls(win, target);
    // Flatsome attaches its behaviours to what it shows; those other scripts registered run there.
    try {
      win.Flatsome?.attach?.(target);
    } catch (error) {
      console.error('[islas] Flatsome.attach failed in a lightbox.', error);
    }
  };

  const open = (kind: LinkKind, link: HTMLElement): void => {
    if (kind === 'video') openVideo(link);
    else if (kind === 'gallery') openGallery(link, pageGallery(root));
    else if (kind === 'multi-gallery') openGallery(link, [...link.closest('.lightbox-multi-gallery')!.querySelectorAll<HTMLElement>('a')]);
    else if (kind === 'image') openImage(link);
    else openLightbox(lightboxById(root, link.getAttribute('href')!.slice(1))!, link);
  };

  const onClick = (event: MouseEvent): void => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest<HTMLElement>('a[href]') : null;
    const kind = link ? linkKind(link, (id) => lightboxById(root, id) !== null) : null;
    if (!link || !kind) return;
    event.preventDefault();
    open(kind, link);
  };
  root.addEventListener('click', onClick);
  answerMagnificCalls(win);
  const stopAutoOpen = scheduleAutoOpen(root, (target) => openLightbox(target, null));
  return () => {
    root.removeEventListener('click', onClick);
    stopAutoOpen();
    current?.close(true);
  };
}

/** Milliseconds since the page was ready (Flatsome's timer starts at jQuery's ready). */
function sinceReady(win: Window): number {
  const entry = win.performance?.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry && entry.domContentLoadedEventStart > 0 ? Math.max(0, win.performance.now() - entry.domContentLoadedEventStart) : 0;
}

/**
 * The [lightbox auto_open] popups (attributes islas's PHP prints in place of Flatsome's
 * inline script, which needs jQuery and flatsome.js): each opens its delay after the page
 * was ready, closing any other popup a moment before, unless this browser's
 * `lightbox_<id>` cookie says this version opened already; the cookie is written at once,
 * for 365 days. Returns what cancels those still waiting.
 */
function scheduleAutoOpen(root: Document, open: (target: HTMLElement) => void): () => void {
  const timers: ReturnType<typeof setTimeout>[] = [];
  const elapsed = sinceReady(root.defaultView!);
  for (const target of root.querySelectorAll<HTMLElement>('.lightbox-by-id[data-islas-auto-open]')) {
    const auto = readAutoOpen(target.id, (name) => target.getAttribute(name));
    if (!auto || !opensNow(auto, getCookie(auto.cookie))) continue;
    const delay = Math.max(0, auto.delay - elapsed);
    timers.push(setTimeout(() => root.dispatchEvent(new Event(DIALOG_CLOSE)), Math.max(0, delay - CLOSE_OTHERS_BEFORE_MS)));
    timers.push(setTimeout(() => target.isConnected && open(target), delay));
    setCookie(auto.cookie, auto.value, { minutes: AUTO_OPEN_COOKIE_MINUTES });
  }
  return () => timers.forEach(clearTimeout);
}
