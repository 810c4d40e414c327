/**
 * The arithmetic of Flatsome's parallax (flatsome.js, `$.fn.flatsomeParallax`), apart from
 * the page so tests drive it: what each `[data-parallax]` element's inline style becomes
 * for a given scroll, from the sizes the DOM layer reads.
 */

/** How an element moves: a background layer sized past its container, an element, or a CSS background image. */
export type ParallaxKind = 'backgroundElement' | 'element' | 'backgroundImage';

/** What the DOM layer reads of an element. */
export interface ParallaxData {
  parallax?: string;
  parallaxBackground?: string;
  /** Flatsome reads this misspelt name; kept as is. */
  parallaxElemenet?: string;
  parallaxFade?: string;
}

/** Flatsome's speed: the option's -10…10 as a fraction of the distance, eased towards the ends. */
export function strength(value: string | number | undefined): number {
  const n = Number(value);
  if (!Number.isFinite(n)) return 0;
  return ((n / 10) * -1) / (2 - Math.abs(n) / 10);
}

export function kindOf(data: ParallaxData, inlineBackgroundImage: string): ParallaxKind {
  if (data.parallaxBackground !== undefined) return 'backgroundElement';
  if (data.parallaxElemenet !== undefined) return 'element';
  return inlineBackgroundImage !== '' ? 'backgroundImage' : 'element';
}

/** Inline styles to set; `null` removes one. */
export type StylePatch = Partial<Record<'backgroundSize' | 'height' | 'backgroundPosition' | 'backgroundAttachment' | 'transform' | 'backfaceVisibility' | 'opacity', string | null>>;

/** The element's size: a background layer grows by the distance it will travel. */
export function sizeStyle(kind: ParallaxKind, speed: number, viewportHeight: number, containerHeight: number): StylePatch {
  if (kind === 'backgroundImage') return { backgroundSize: speed ? '100% auto' : null };
  if (kind === 'backgroundElement') return { height: speed ? `${containerHeight + (viewportHeight - containerHeight) * speed}px` : null };
  return {};
}

/** What the DOM layer measures for one frame. */
export interface Frame {
  viewportHeight: number;
  scrollTop: number;
  /** The element's top (viewport) and height. */
  top: number;
  height: number;
  /** Its container's top (viewport) and height: the element's own where it has no container. */
  containerTop: number;
  containerHeight: number;
}

const translate = (y: number, speed: number): StylePatch => ({
  transform: speed ? `translate3d(0, ${y.toFixed(2)}px, 0)` : null,
  backfaceVisibility: speed ? 'hidden' : null,
});

/** The element's position for this scroll, or nothing while its container is out of view. */
export function positionStyle(kind: ParallaxKind, speed: number, fade: boolean, frame: Frame): StylePatch | undefined {
  const { viewportHeight: vh, scrollTop, top, height, containerTop, containerHeight } = frame;
  if (containerTop > vh || containerTop + containerHeight < 0) return undefined;
  const middle = top + height / 2;
  const toCentre = vh / 2 - middle;
  // Near the top of the page an element moves with the scroll, not from the viewport's centre.
  const distance = middle + scrollTop < vh / 2 ? scrollTop : toCentre;
  if (kind === 'backgroundImage') {
    return { backgroundPosition: speed ? `50% ${(containerTop * speed).toFixed(0)}px` : null, backgroundAttachment: speed ? 'fixed' : null };
  }
  if (kind === 'backgroundElement') {
    const containerToCentre = vh / 2 - (containerTop + containerHeight / 2);
    return translate(containerToCentre * speed - (height - containerHeight) / 2, speed);
  }
  const patch = translate(distance * speed, speed);
  if (fade) {
    const left = 1 - Math.abs(distance) / (vh / 2);
    patch.opacity = speed ? (left * (2 - left)).toFixed(2) : null;
  }
  return patch;
}

/** Phones and tablets, by user agent, as Flatsome tells them (it skips parallax there). */
export function isMobileAgent(userAgent: string): boolean {
  return /Android|webOS|iPhone|iPad|iPod|BlackBerry/i.test(userAgent);
}
