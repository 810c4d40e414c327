/**
 * Flatsome's Lottie animations ([ux_lottie]: `<lottie-player class="ux-lottie__player"
 * data-params>`), as its `lottie` behaviour plays them once each comes into view: the
 * animation loaded from `src`, looping, speed and direction set, the segment from `start`
 * to `end` % played (not with the scroll trigger), and without autoplay paused until the
 * mouse comes (hover: it pauses or plays back as the mouse leaves), a click (play/pause)
 * or the scroll (lottie-interactivity: the page's scroll moves the animation between the
 * visibility percentages). The player is the theme's own (./theme-chunk.ts). A shopper who
 * asks for reduced motion gets no autoplay: the first frame stays until they hover, click
 * or scroll it.
 */
import { prefersReducedMotion } from '../../../dom/motion';
import { whenVisible } from '../../../kernel/triggers';
import { frameAt, readParams, type LottieParams } from './params';
import { chunkUrl, loadThemeLottie, type FlatsomeLottie } from './theme-chunk';

export const LOTTIE_PLAYERS = '.ux-lottie__player';

/** What the theme's `<lottie-player>` offers (lottie-player 1.x/2.x). */
interface Player extends HTMLElement {
  load(src: string): void;
  getLottie(): { animationData: { ip: number; op: number }; playSegments(segment: [number, number], force: boolean): void };
  setLooping(loop: boolean): void;
  setSpeed(speed: number): void;
  setDirection(direction: number): void;
  play(): void;
  pause(): void;
  __controls?: boolean;
}

function setUp(player: Player, params: LottieParams, lottie: FlatsomeLottie): void {
  const animation = player.getLottie();
  const { ip, op } = animation.animationData;
  const segment: [number, number] = [frameAt(params.start, ip, op), frameAt(params.end, ip, op)];
  const autoplay = params.autoplay && !prefersReducedMotion();
  player.__controls = params.controls;
  player.setLooping(params.loop);
  player.setSpeed(params.speed);
  player.setDirection(params.direction);
  if (params.trigger !== 'scroll') animation.playSegments(segment, true);
  if (autoplay) return;
  player.pause();
  if (params.trigger === 'scroll') {
    const visibility = [params.visibilityStart / 100, params.visibilityEnd / 100];
    lottie.create({ player: `#${params.id} .ux-lottie__player`, mode: 'scroll', actions: [{ visibility, type: params.scrollActionType, frames: segment }] });
  } else if (params.trigger === 'hover') {
    player.addEventListener('mouseenter', () => {
      if (params.mouseout === 'reverse') player.setDirection(params.direction);
      player.play();
    });
    player.addEventListener('mouseleave', () => {
      if (params.mouseout !== 'reverse') return player.pause();
      player.setDirection(-params.direction);
      player.play();
    });
  } else if (params.trigger === 'click') {
    let playing = false;
    player.addEventListener('click', () => {
      playing = !playing;
      if (playing) player.play();
      else player.pause();
    });
  }
}

function start(player: Player, url: string): void {
  const params = readParams(player.dataset.params);
  if (!params) return;
  void loadThemeLottie(url).then(
    (lottie) => {
      player.addEventListener('ready', () => setUp(player, params, lottie), { once: true });
      player.load(params.src);
    },
    (error: unknown) => console.error(error),
  );
}

export function enhanceLottie(root: Document): void {
  const url = chunkUrl((window as { flatsomeVars?: unknown }).flatsomeVars);
  if (!url) return;
  for (const player of root.querySelectorAll<Player>(LOTTIE_PLAYERS)) whenVisible(player, () => start(player, url));
}

export const enhance = (root: Document): void => enhanceLottie(root);
