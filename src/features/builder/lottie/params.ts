/**
 * What Flatsome's [ux_lottie] prints in `data-params` (inc/shortcodes/ux_lottie.php) and
 * how its `lottie` behaviour turns a percentage of the animation into a frame.
 */
export interface LottieParams {
  src: string;
  loop: boolean;
  autoplay: boolean;
  controls: boolean;
  speed: number;
  direction: 1 | -1;
  /** '' (plays by itself), 'hover', 'click' or 'scroll'. */
  trigger: string;
  /** With hover: 'reverse' plays back on leaving, else it pauses. */
  mouseout: string;
  start: number;
  end: number;
  scrollActionType: string;
  visibilityStart: number;
  visibilityEnd: number;
  id: string;
}

const number = (value: unknown, fallback: number): number => (Number.isFinite(Number(value)) && value !== '' && value !== null ? Number(value) : fallback);

/** An address the player may fetch: http(s), or relative to the page (no javascript:, data: ...). */
const fetchable = (src: unknown): src is string => typeof src === 'string' && src.trim() !== '' && (/^https?:/i.test(src) || !/^[a-z][a-z\d+.-]*:/i.test(src));

/** The player's parameters, Flatsome's defaults where missing; undefined without a usable `src` or with malformed JSON. */
export function readParams(json: string | undefined): LottieParams | undefined {
  let raw: Record<string, unknown>;
  try {
    raw = JSON.parse(json ?? '') as Record<string, unknown>;
  } catch {
    return undefined;
  }
  if (!raw || typeof raw !== 'object' || !fetchable(raw.src)) return undefined;
  return {
    src: raw.src,
    loop: raw.loop !== false,
    autoplay: raw.autoplay !== false,
    controls: raw.controls === true,
    speed: number(raw.speed, 1),
    direction: raw.direction === -1 ? -1 : 1,
    trigger: typeof raw.trigger === 'string' ? raw.trigger : '',
    mouseout: typeof raw.mouseout === 'string' ? raw.mouseout : '',
    start: number(raw.start, 0),
    end: number(raw.end, 100),
    scrollActionType: typeof raw.scrollActionType === 'string' ? raw.scrollActionType : 'seek',
    visibilityStart: number(raw.visibilityStart, 0),
    visibilityEnd: number(raw.visibilityEnd, 100),
    id: typeof raw.id === 'string' ? raw.id : '',
  };
}

/** The frame at `percent` of an animation from frame `inPoint` to `outPoint` (0 and 100 are its ends; between, rounded up). */
export function frameAt(percent: number, inPoint: number, outPoint: number): number {
  if (Math.trunc(percent) === 0) return inPoint;
  if (Math.trunc(percent) === 100) return outPoint;
  const first = Math.trunc(inPoint);
  return Math.ceil((percent * (Math.trunc(outPoint) - first)) / 100 + first);
}
