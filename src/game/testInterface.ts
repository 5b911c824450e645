/**
 * `window.__test`: the small interface through which browser tests (and anyone scripting the
 * page) read the game and find things on screen. Installed by the game page in every build,
 * production included:
 *
 *   window.__test.fen()        the FEN at the start of the turn, then ` ; ` and the sub-moves so
 *                              far: `<FEN> ; 1e2-1e4 3g1-3f3` (GameSession.fenWithSubMoves)
 *   window.__test.record()     the game record (recordFile.ts), with its result once it ended
 *   window.__test.screen(name) the client-pixel centre {x, y} where a click picks that square or
 *                              the man on it (`e4`, `1e4`), or null when it is not on screen
 *   window.__test.drawCalls()  draw calls of the 3D view's last frame (renderer.info), or null
 *                              when no 3D view is mounted (registered with `setDrawCallCounter`)
 *   window.__test.camera()     the 3D camera in world units: { position: [x, y, z], target:
 *                              [x, y, z], box: { min: [x, y, z], max: [x, y, z] } } (box: the
 *                              stack's bounding box as drawn), or null without a 3D view
 *                              (registered with `setCameraReporter`)
 *   window.__test.shapes()     the arrows and circles drawn on the current position, in lichess's
 *                              text form with levels: `G1e23e4,Re4` (empty: none)
 *   window.__test.clock()      a timed game's clocks: { white, black, running, increment } (ms
 *                              left each, `running` 'white', 'black' or null), null if untimed
 *   window.__test.online()     the online game on screen: { room, seat, version, watchers,
 *                              connected, opponent } (seat: 'white', 'black' or 'watch';
 *                              opponent: { name } of the other seat, null until it is taken and
 *                              named, and for a watcher; premove: the premoved sub-moves,
 *                              canonical, or null), null when the game is not played
 *                              online (registered with `setOnlineReporter`)
 *   window.__test.me()         this browser's identity on the game server, { name, account },
 *                              once known (account/identity.ts), null before
 *   window.__test.analysis()   the analysis board's engine lines: { depth, lines: [{ score,
 *                              moves }] } (score: centipawns from the side to move, or { mate: n }
 *                              / { king: n }; moves canonical, as the engine reports them), null
 *                              on other pages (the analysis board sets it on the page's interface)
 *   window.__test.puzzle()     the puzzle on screen: { id, state, rating }, null on other pages
 *                              (puzzles/puzzleTestInterface.ts; the puzzle page sets it)
 *   window.__test.storm()      Puzzle Storm: { state: 'ready' | 'running' | 'over', score, combo,
 *                              secondsLeft, puzzleId }, null on other pages (the storm page sets
 *                              it, src/ui/storm/stormTestInterface.ts)
 *   window.__test.study()      the study on screen: { id, chapter, chapters, kind, synced }
 *                              (chapter counted from 1 as the address counts it), null on other
 *                              pages (the study page sets it, src/ui/study/StudyPage.tsx)
 *
 * `screen` asks the active view: the flat board is found in the DOM (`[data-square]`); the 3D
 * view registers its own locator with `setScreenLocator` (projecting a square through its
 * camera) and restores the previous one when it unmounts.
 */
import type { StoreApi } from 'zustand/vanilla';
import { identity } from './account/identity';
import { writeShapes } from '../content/annotations';
import { writeRecord } from './recordFile';
import type { GameState } from './store';

export interface ScreenPoint {
  x: number;
  y: number;
}

/** Finds where a square (or the man on it) is on screen, or null when hidden. */
export type ScreenLocator = (name: string) => ScreenPoint | null;

/** Where the 3D camera is and what it must stay out of, in world units. */
export interface CameraReport {
  position: [number, number, number];
  target: [number, number, number];
  box: { min: [number, number, number]; max: [number, number, number] };
}

/** The online game on screen, as `window.__test.online()` reports it (a test contract). */
export interface OnlineReport {
  room: string; // the game id on the server
  seat: 'white' | 'black' | 'watch';
  version: number; // the last event's version this page has
  watchers: number;
  connected: boolean;
  opponent: { name: string } | null; // the other seat's player, once taken and named
  premove: string[] | null; // the premoved sub-moves, canonical (game/premove.ts), e.g. ['1e7-1e5', 'end']
}

/** The analysis on screen, as `window.__test.analysis()` reports it (a test contract). */
export interface AnalysisTestReport {
  depth: number; // the last depth completed (0: none yet)
  lines: Array<{
    score: number | { mate: number } | { king: number }; // from the side to move
    moves: string[]; // canonical
  }>;
}

/** The puzzle on screen, as `window.__test.puzzle()` reports it (a test contract, issue 45). */
export interface PuzzleReport {
  id: string; // 'k3x9qa'
  state: 'playing' | 'solved' | 'failed';
  rating: number; // the puzzle's rating (as shipped), not the player's
}

/** The study on screen, as `window.__test.study()` reports it (a test contract, issue 46). */
export interface StudyReport {
  id: string; // 'local-3f9a…' or the server's id
  chapter: number; // 2 — the chapter shown, counted from 1 (as `&chapter=` is)
  chapters: number; // 3 — how many the study has
  kind: 'annotated' | 'interactive' | 'practice'; // the chapter's
  synced: boolean; // true while a student follows the teacher in class mode
}

/** Puzzle Storm's run, as `window.__test.storm()` reports it (a test contract). */
export interface StormReport {
  state: 'ready' | 'running' | 'over';
  score: number; // 4 — puzzles solved
  combo: number; // 2 — correct in a row
  secondsLeft: number; // 163 — whole seconds, rounded up
  puzzleId: string | null; // 'k3x9qa' — the puzzle on the board; null: none
}

export interface TestInterface {
  fen(): string;
  record(): string;
  screen(name: string): ScreenPoint | null;
  drawCalls(): number | null;
  camera(): CameraReport | null;
  shapes(): string;
  clock(): {
    white: number;
    black: number;
    running: 'white' | 'black' | null;
    increment: number;
  } | null;
  online(): OnlineReport | null;
  analysis(): AnalysisTestReport | null;
  puzzle(): PuzzleReport | null;
  me(): { name: string; account: boolean } | null;
  storm(): StormReport | null;
  study(): StudyReport | null;
}

declare global {
  interface Window {
    __test?: TestInterface;
  }
}

/**
 * The flat board's locator: the centre of the `[data-square="<name>"]` element, scrolled into
 * view first if need be (so that a click there lands), or null when there is none or it is hidden.
 */
const domScreenLocator: ScreenLocator = (name) => {
  if (!/^[1-9]?[a-h][1-8]$/.test(name)) return null;
  for (const element of document.querySelectorAll(`[data-square="${name}"]`)) {
    let box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth) {
      element.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
      box = element.getBoundingClientRect();
    }
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) continue;
    return { x, y };
  }
  return null;
};

const locators: ScreenLocator[] = [];

/**
 * Makes `locator` answer `window.__test.screen` (the latest registration wins); returns the
 * function that unregisters it, after which the previous locator (or the DOM one) answers again.
 */
export function setScreenLocator(locator: ScreenLocator): () => void {
  locators.push(locator);
  return () => {
    const index = locators.lastIndexOf(locator);
    if (index >= 0) locators.splice(index, 1);
  };
}

let drawCallCounter: (() => number) | null = null;

/** Makes `counter` answer `window.__test.drawCalls` (the 3D view, while mounted); null: none. */
export function setDrawCallCounter(counter: (() => number) | null): void {
  drawCallCounter = counter;
}

let cameraReporter: (() => CameraReport) | null = null;

/** Makes `reporter` answer `window.__test.camera` (the 3D view, while mounted); null: none. */
export function setCameraReporter(reporter: (() => CameraReport) | null): void {
  cameraReporter = reporter;
}

let onlineReporter: (() => OnlineReport) | null = null;

/** Makes `reporter` answer `window.__test.online` (the online game page); null: not online. */
export function setOnlineReporter(reporter: (() => OnlineReport) | null): () => void {
  onlineReporter = reporter;
  return () => {
    if (onlineReporter === reporter) onlineReporter = null;
  };
}

/** The locator in force. */
const activeScreenLocator = (): ScreenLocator => locators.at(-1) ?? domScreenLocator;

/** Where a click picks a square on screen, asked of the locator in force (a page's `screen`). */
export const screenPoint = (name: string): ScreenPoint | null => activeScreenLocator()(name);

/** Installs `window.__test` for a game store; returns the function that removes it. */
export function installTestInterface(store: StoreApi<GameState>): () => void {
  const api: TestInterface = {
    fen: () => store.getState().session.fenWithSubMoves(),
    record: () => writeRecord(store.getState().session),
    screen: screenPoint,
    drawCalls: () => drawCallCounter?.() ?? null,
    camera: () => cameraReporter?.() ?? null,
    clock: () => {
      const reading = store.getState().session.clockReading();
      if (!reading) return null;
      const { white, black, running, increment } = reading;
      return { white, black, running, increment };
    },
    shapes: () => {
      const { session } = store.getState();
      return writeShapes(session.shapesAt(), session.game.levels);
    },
    online: () => onlineReporter?.() ?? null,
    analysis: () => null, // the analysis board answers it (src/ui/analysis/AnalysisPage.tsx)
    puzzle: () => null, // the puzzle page answers it (src/ui/puzzle/PuzzlePage.tsx)
    storm: () => null, // the storm page answers it (src/ui/storm/stormTestInterface.ts)
    study: () => null, // the study page answers it (src/ui/study/StudyPage.tsx)
    me: () => {
      const me = identity.getState().me;
      return me && { name: me.name, account: me.account };
    },
  };
  window.__test = api;
  return () => {
    if (window.__test === api) delete window.__test;
  };
}
