/**
 * What the flat board draws on a square over its colour, shared by the live board (Square2D) and
 * the still diagrams (StillBoard), so both show a position alike with one copy of the look: the
 * last turn, the selected man, a premove, the engine's hint, the check glow, the man (drawn by the
 * caller: a live glyph or a still picture's `<use>`), a goal ring and the target mark. Also the
 * check glow's gradient and a level's tint on its board. Their styles are board2d.css, imported
 * here so every page that draws a board, the home page's cards too, has them.
 */
import type { CSSProperties, ReactNode } from 'react';
import type { BoardView, ManView, TargetView } from '../game/viewModel';
import type { BoardMarks } from './boardMarks';
import { LEVEL_TINTS } from './colors';
import { TargetMark } from './TargetMark';
import './board2d.css';

/** Whether the square of `file` and `rank` (0..7) is a light one. */
export const isLight = (file: number, rank: number) => (file + rank) % 2 === 1;

/** The board's style for `level` (0-based): its level's tint when the game has levels. */
export const levelTintStyle = (view: BoardView, level: number): CSSProperties =>
  view.levels > 1 ? { ['--level-tint' as string]: LEVEL_TINTS[level] } : {};

/** The check glow's gradient, defined once in a board's `<defs>` under `id`. */
export function CheckGradient({ id }: { id: string }) {
  return (
    <radialGradient id={id}>
      <stop offset="0%" stopColor="#ff3b30" stopOpacity="0.95" />
      <stop offset="45%" stopColor="#e0261b" stopOpacity="0.65" />
      <stop offset="100%" stopColor="#a50f07" stopOpacity="0" />
    </radialGradient>
  );
}

/** Whether `square` carries a mark of its own (anything SquareMarks draws but a man). */
export function isMarked(view: BoardView, marks: BoardMarks, square: number): boolean {
  return (
    square === marks.selectedSquare ||
    marks.lastSquares.has(square) ||
    marks.hintSquares.has(square) ||
    marks.premoveSquares.has(square) ||
    view.check?.square === square ||
    marks.targetsBySquare.has(square)
  );
}

export interface SquareMarksProps {
  view: BoardView;
  marks: BoardMarks;
  square: number;
  man: ManView | undefined; // who stands there (the target mark is drawn for him)
  goal: boolean; // ringed: a lesson's goal, an en passant square being set up
  checkFill: string; // the fill of the check glow (`url(#…)` of the board's CheckGradient)
  children?: ReactNode; // the man's picture, drawn over the highlights and under the marks
}

/** The marks of one square in its 100×100 box (place them with the square's transform). */
export function SquareMarks({
  view,
  marks,
  square,
  man,
  goal,
  checkFill,
  children,
}: SquareMarksProps) {
  const target: TargetView | undefined = marks.targetsBySquare.get(square);
  const premove = marks.premoveSquares.has(square);
  const hint = marks.hintSquares.has(square);
  return (
    <>
      {marks.lastSquares.has(square) && <rect className="square-last" width="100" height="100" />}
      {square === marks.selectedSquare && (
        <rect className="square-selected" width="100" height="100" />
      )}
      {premove && (
        <>
          <rect className="square-premove-rim" x="7" y="7" width="86" height="86" rx="4" />
          <rect className="square-premove" x="7" y="7" width="86" height="86" rx="4" />
        </>
      )}
      {hint && (
        <>
          <rect className="square-hint-rim" x="6" y="6" width="88" height="88" rx="10" />
          <rect className="square-hint" x="6" y="6" width="88" height="88" rx="10" />
        </>
      )}
      {view.check?.square === square && (
        <circle cx="50" cy="50" r="50" fill={checkFill} className="square-check" />
      )}
      {children}
      {goal && <circle className="square-goal" cx="50" cy="50" r="22" />}
      {target && (
        <TargetMark target={target} man={man} view={view} selectedMan={marks.selectedMan} />
      )}
    </>
  );
}
