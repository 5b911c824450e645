/**
 * One square of the flat board: a `data-square` group holding its highlights, its man and its
 * target mark. The group contains its own man, so a click anywhere on the square (man or not)
 * lands on the `data-square` element, and tests and assistive tools find
 * `[data-square="e4"] [data-piece]`.
 *
 * The writing on a square (its coordinates on the board's edge, its level badges) is drawn apart,
 * by `SquareLabels` on a layer above all squares, hidden from assistive tools: a square button
 * holds no text but its accessible name (`e4, white pawn`), so what a speech-input user reads on
 * it never contradicts that name (WCAG 2.5.3, label in name), and the coordinates belong to the
 * rank and file they name, not to one square.
 */
import type { KeyboardEvent } from 'react';
import type { BoardView, ManView, TargetView } from '../game/viewModel';
import { fileLetter, type BoardMarks } from './boardMarks';
import { describeSquare, type SquareWords } from '../game/describeSquare';
import { LevelExits, LevelTag } from './LevelBadges';
import { ManGlyph } from './ManGlyph';
import { SquareMarks, isLight } from './SquareMarks';

export interface Square2DProps {
  view: BoardView;
  marks: BoardMarks;
  square: number; // square index
  name: string; // as in `data-square`: 'e4' or '1e4'
  file: number; // 0..7
  rank: number; // 0..7
  column: number; // where it is drawn, 0..7 from the left
  row: number; // 0..7 from the top
  man: ManView | undefined;
  target: TargetView | undefined;
  arriving: boolean; // its man has just arrived (a sliding copy is drawn instead)
  focusable: boolean; // it holds the board's tab stop
  dragged: boolean; // its man is being dragged (drawn faded)
  goal: boolean; // ringed: a square a lesson asks to reach, an en passant square being set up
  checkFill: string; // the fill of the check glow (the board's gradient)
  words?: SquareWords; // the words of its accessible label; none: a picture (a still diagram)
  onSquareKey(square: number, event: KeyboardEvent<SVGGElement>): void;
}

/** A square group, placed at its column and row. */
export function Square2D({
  view,
  marks,
  square,
  name,
  file,
  rank,
  column,
  row,
  man,
  target,
  arriving,
  focusable,
  dragged,
  goal,
  checkFill,
  words,
  onSquareKey,
}: Square2DProps) {
  const light = isLight(file, rank);
  const selected = square === marks.selectedSquare;
  const last = marks.lastSquares.has(square);
  const hint = marks.hintSquares.has(square);
  const premove = marks.premoveSquares.has(square);
  const check = view.check?.square === square;
  const classes = ['square', light ? 'square-light' : 'square-dark'];
  if (marks.selectableSquares.has(square)) classes.push('is-selectable');
  if (target) classes.push('is-target', `target-${target.kind}`);
  if (selected) classes.push('is-selected');
  if (check) classes.push('is-check');
  if (last) classes.push('is-last');
  if (hint) classes.push('is-hint');
  if (premove) classes.push('is-premove');
  return (
    <g
      className={classes.join(' ')}
      data-square={name}
      transform={`translate(${column * 100} ${row * 100})`}
      role="button"
      tabIndex={focusable ? 0 : -1}
      aria-label={words && describeSquare(name, man, target, selected, words)}
      aria-pressed={selected}
      onKeyDown={(event) => onSquareKey(square, event)}
      onKeyUp={(event) => onSquareKey(square, event)}
    >
      <rect className="square-fill" width="100" height="100" />
      <rect className="square-focus" x="5" y="5" width="90" height="90" rx="6" />
      <SquareMarks
        view={view}
        marks={marks}
        square={square}
        man={man}
        goal={goal}
        checkFill={checkFill}
      >
        {man && <ManGlyph man={man} arriving={arriving} faded={dragged} />}
      </SquareMarks>
    </g>
  );
}

export interface SquareLabelsProps {
  marks: BoardMarks;
  level: number; // 0-based level of the board
  square: number;
  name: string; // the square's name, as `data-square-labels`
  file: number;
  rank: number;
  column: number;
  row: number;
}

/**
 * The writing drawn on a square, if any: the rank number on the left edge, the file letter on the
 * bottom edge, the levels the selected man can go to, and the level a last move came from or
 * went to. It is placed over the square and lets the pointer through to it.
 */
export function SquareLabels({
  marks,
  level,
  square,
  name,
  file,
  rank,
  column,
  row,
}: SquareLabelsProps) {
  const exits = square === marks.selectedSquare && marks.levelExits.length > 0;
  const levelEnd = marks.levelEnds.get(square);
  if (column !== 0 && row !== 7 && !exits && levelEnd === undefined) return null;
  return (
    <g
      className={isLight(file, rank) ? 'labels-on-light' : 'labels-on-dark'}
      data-square-labels={name}
      transform={`translate(${column * 100} ${row * 100})`}
    >
      {column === 0 && (
        <text className="coordinate coordinate-rank" x="6" y="21">
          {rank + 1}
        </text>
      )}
      {row === 7 && (
        <text className="coordinate coordinate-file" x="94" y="94" textAnchor="end">
          {fileLetter(file)}
        </text>
      )}
      {exits && <LevelExits exits={marks.levelExits} level={level} />}
      {levelEnd !== undefined && <LevelTag otherLevel={levelEnd} level={level} />}
    </g>
  );
}
