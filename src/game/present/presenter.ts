/**
 * Where a presentation is: the show (the playlist's slides, moved by the presenter's clicker) or
 * the attract loop (demo games that follow each other by themselves while nobody is at the
 * screen), which slide, and whether the screen is blanked. Pure transitions over a small value,
 * so the clicker keys, the idle reset and the slides' own ends are unit-tested without a page,
 * and the audience window can be sent the same value.
 */
import type { Playlist, Slide } from './playlist';

export interface PresenterState {
  readonly mode: 'show' | 'attract'; // 'show' — the attract loop runs after an idle reset
  readonly index: number; // 2 — the slide on screen, 0-based, in the mode's list
  readonly blank: boolean; // the screen is blanked (B or .)
  readonly run: number; // 7 — bumped whenever a slide starts (again), so it is mounted afresh
}

export const START: PresenterState = { mode: 'show', index: 0, blank: false, run: 0 };

/** The slides of the state's mode. */
export function slidesOf(playlist: Playlist, state: PresenterState): readonly Slide[] {
  return state.mode === 'show' ? playlist.slides : playlist.attract;
}

/** The slide on screen. */
export function slideOf(playlist: Playlist, state: PresenterState): Slide {
  const slides = slidesOf(playlist, state);
  return slides[Math.min(state.index, slides.length - 1)]!;
}

const at = (state: PresenterState, mode: PresenterState['mode'], index: number) => ({
  mode,
  index,
  blank: false,
  run: state.run + 1,
});

/** The next slide: after the show's last one comes the attract loop, which goes round. */
export function next(playlist: Playlist, state: PresenterState): PresenterState {
  const count = slidesOf(playlist, state).length;
  if (state.mode === 'attract') return at(state, 'attract', (state.index + 1) % count);
  return state.index + 1 < count ? at(state, 'show', state.index + 1) : at(state, 'attract', 0);
}

/** The slide before (the first stays; in the attract loop, round the other way). */
export function previous(playlist: Playlist, state: PresenterState): PresenterState {
  const count = slidesOf(playlist, state).length;
  if (state.mode === 'attract') return at(state, 'attract', (state.index + count - 1) % count);
  return state.index > 0 ? at(state, 'show', state.index - 1) : state;
}

/** A slide chosen from the presenter's list. */
export function goTo(playlist: Playlist, state: PresenterState, index: number): PresenterState {
  return index >= 0 && index < playlist.slides.length ? at(state, 'show', index) : state;
}

/** F5: the playlist from its first slide. */
export const startShow = (state: PresenterState): PresenterState => at(state, 'show', 0);

/** Nobody touched the screen for the idle time: the attract loop from its first game. */
export const idleReset = (state: PresenterState): PresenterState => at(state, 'attract', 0);

/** B or `.`: blanks the screen, or shows it again. */
export const toggleBlank = (state: PresenterState): PresenterState => ({
  ...state,
  blank: !state.blank,
});

/** Seconds a slide stays when it says nothing (lessons and records end sooner, by themselves). */
const AUTO_SECONDS: Record<Slide['kind'], number> = {
  title: 10,
  position: 15,
  lesson: 90,
  demo: 300,
  record: 300,
  race: 30,
};

/** Whether slides move on by themselves: always in the attract loop, in a show with autoplay. */
const autoplaying = (playlist: Playlist, state: PresenterState): boolean =>
  state.mode === 'attract' || playlist.autoplay;

/** Seconds after which the slide on screen moves on by itself; null: the presenter decides. */
export function slideSeconds(playlist: Playlist, state: PresenterState): number | null {
  if (!autoplaying(playlist, state)) return null;
  const slide = slideOf(playlist, state);
  return slide.seconds ?? AUTO_SECONDS[slide.kind];
}

/** How long a finished slide (a game over, a record or lesson played out) stays, in ms. */
export const ENDED_HOLD_MS = 6000;

/** Whether a slide that has played out (a game over, a record or lesson shown) moves on by itself. */
export const advancesWhenEnded = autoplaying;
