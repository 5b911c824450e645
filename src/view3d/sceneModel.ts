/**
 * What the 3D scene draws, derived from the game's view model (`BoardView`) and the focused
 * level: the colour of every square, the marks on the legal targets of the selected man (a
 * different shape per kind), the beams of moves between levels, the last turn's squares and each
 * man's brightness. Pure data, so tests check it without WebGL and the components only copy it
 * into instanced meshes.
 */
import { squareView, type SquareView } from '../game/squares';
import type { BoardView, ManView } from '../game/viewModel';
import type { Square } from '../rules';
import { LEVEL_TINTS, manBrightness } from './layout';

/** How a legal target is marked: a dot, a ring round the victim, a beam, a square frame. */
export type MarkKind = 'move' | 'capture' | 'level' | 'castle';

export interface Mark extends SquareView {
  readonly kind: MarkKind;
}

/** A move between levels: a beam from the man's square to the square above or below it. */
export interface Beam {
  readonly from: SquareView;
  readonly to: SquareView;
}

export interface SceneModel {
  readonly levels: number;
  /** 0xRRGGBB colour of each square, indexed `level * 64 + rank * 8 + file`. */
  readonly squareColours: readonly number[];
  readonly marks: readonly Mark[];
  readonly beams: readonly Beam[];
  readonly selected: SquareView | null;
  readonly lastMoves: readonly SquareView[]; // every from/to square of the last turn's sub-moves
  readonly men: readonly ManView[];
  readonly brightness: ReadonlyMap<number, number>; // man id → brightness factor
  readonly selectedManId: number | null;
  /** The squares of the engine's hint (each sub-move's from and to), marked over the men. */
  readonly hints: readonly SquareView[];
  /** The squares of the opponent's threat (the analysis board's threat mode), in red. */
  readonly threats: readonly SquareView[];
  /** The squares of the premove (each sub-move's from and to), framed in violet over the men. */
  readonly premoves: readonly SquareView[];
  /** A lesson's goal squares, also framed over the men so they show on the glass levels too. */
  readonly goals: readonly SquareView[];
  /** The level in focus (null: all): what lies below it in the stack is not drawn over it. */
  readonly focus: number | null;
}

export const MARK_COLOURS: Record<MarkKind, number> = {
  move: 0x3ddc97, // mint dot
  capture: 0xff5a3c, // vermillion ring round the victim
  level: 0x3ff0ff, // cyan ring, beam and arrow
  castle: 0xf0c75e, // gold square frame
};

const LIGHT_BASE = 0xf1e9d8;
const DARK_BASE = 0x262a36;
const LAST_MOVE = 0xe8c572;
const SELECTED = 0xfff1b0;
/**
 * The engine's suggestion: lime, apart from every level's tint (sky blue, orange, reddish
 * purple) and from the marks' colours, so it stands out on all three boards.
 */
export const HINT = 0xc6ff3d;
/** The opponent's threat: a red apart from the capture marks' and the level tints. */
export const THREAT = 0xff4f5e;
/** A premove's squares (game/premove.ts): a violet apart from the hint's lime and the threat's red. */
export const PREMOVE = 0xa58bff;
/** A lesson's goal squares: the mint of the lesson panel's marks (learn.css `--lesson-mark`). */
export const GOAL = 0x5cc792;
const HOVER = 0xffffff;

/** Mixes two 0xRRGGBB colours: `amount` 0 gives `a`, 1 gives `b`. */
export function mixColour(a: number, b: number, amount: number): number {
  const channel = (shift: number) => {
    const x = (a >> shift) & 255;
    const y = (b >> shift) & 255;
    return Math.round(x + (y - x) * amount) << shift;
  };
  return channel(16) | channel(8) | channel(0);
}

export const hexColour = (css: string): number => parseInt(css.slice(1), 16);

/** The plain colour of a square of a level (light or dark, tinted with the level's hue). */
export function baseSquareColour(level: number, file: number, rank: number): number {
  const tint = hexColour(LEVEL_TINTS[level % LEVEL_TINTS.length]!);
  const light = (file + rank) % 2 === 1;
  return light ? mixColour(LIGHT_BASE, tint, 0.3) : mixColour(DARK_BASE, tint, 0.52);
}

export const squareIndex = (level: number, file: number, rank: number): number =>
  level * 64 + rank * 8 + file;

const MARK_OF_TARGET: Record<string, MarkKind | undefined> = {
  move: 'move',
  vest: 'move',
  drop: 'move',
  capture: 'capture',
  level: 'level',
  castle: 'castle',
  pocket: undefined, // a pocket is not on the board
};

/** A square's colour while the pointer is over it (applied by the board, outside React). */
export const hoverColour = (colour: number): number => mixColour(colour, HOVER, 0.3);

/** Builds the scene's data from the view model, the focused level and a lesson's goal squares. */
export function buildSceneModel(
  view: BoardView,
  focus: number | null,
  goals: readonly Square[] = [],
): SceneModel {
  const levels = view.levels;
  const colours: number[] = [];
  for (let level = 0; level < levels; level++)
    for (let rank = 0; rank < 8; rank++)
      for (let file = 0; file < 8; file++) colours.push(baseSquareColour(level, file, rank));
  const tintSquare = ({ level, file, rank }: SquareView, colour: number, amount: number) => {
    const index = squareIndex(level, file, rank);
    colours[index] = mixColour(colours[index]!, colour, amount);
  };

  const goalViews = goals.map((square) => squareView(square, levels));
  for (const square of goalViews) tintSquare(square, GOAL, 0.95);

  const lastMoves: SquareView[] = [];
  for (const { from, to } of view.lastMoves) {
    for (const square of [from, to]) {
      if (square === null) continue;
      lastMoves.push(square);
      tintSquare(square, LAST_MOVE, 0.55);
    }
  }

  const marked = (moves: BoardView['hint'], colour: number): SquareView[] =>
    moves.flatMap(({ from, to }) =>
      [from, to].flatMap((square) => {
        if (square === null) return [];
        tintSquare(square, colour, 0.6);
        return [square];
      }),
    );
  const hints = marked(view.hint, HINT);
  const threats = marked(view.threat, THREAT);
  const premoves = marked(view.premove, PREMOVE);

  const picked = view.selected;
  const selectedMan =
    picked?.kind === 'square' ? view.men.find((m) => m.square === picked.square) : undefined;
  const selected: SquareView | null = selectedMan ?? null; // a man is always on the selected square
  if (selected) tintSquare(selected, SELECTED, 0.7);

  const marks: Mark[] = [];
  const beams: Beam[] = [];
  for (const target of view.targets) {
    const kind = MARK_OF_TARGET[target.kind];
    const to = target.at;
    if (!kind || !to) continue;
    marks.push({ ...to, kind });
    tintSquare(to, MARK_COLOURS[kind], 0.3);
    if (kind === 'level' && selected) beams.push({ from: selected, to });
  }

  const brightness = new Map<number, number>();
  for (const man of view.men) brightness.set(man.id, manBrightness(man.level, focus));

  return {
    levels,
    squareColours: colours,
    marks,
    beams,
    selected,
    lastMoves,
    men: view.men,
    brightness,
    selectedManId: selectedMan?.id ?? null,
    hints,
    threats,
    premoves,
    goals: goalViews,
    focus,
  };
}
