/**
 * One level of the flat board as a still picture (the home page's game cards, the rules pages'
 * diagrams, the library's thumbnails): what Board2D shows of a `BoardView`, drawn for what it is.
 * Board2D draws every square as a focusable button with its own man's full art, about 2,500
 * elements for the home page's cards, which a phone parses, styles and rasterises before its
 * first paint; here the light squares are one rectangle, the dark ones one path, each distinct
 * man's art is defined once per diagram or page (`StillArt`) and placed with `<use>`, and only a square
 * with a man or a mark gets a group. The marks, the men's art, the coordinates and the level
 * badges are Board2D's own (SquareMarks, ManArt, SquareLabels), in the same classes and colours.
 *
 * A still square group says where it is (`data-at="e4"`) and its man `data-piece`/`data-vest`,
 * so a test compares it with the live board; nothing in it takes focus or input. White is at the
 * bottom, as on every diagram.
 */
import { useId } from 'react';
import type { BoardView, ManView } from '../game/viewModel';
import { boardMarks, boardPlaces } from './boardMarks';
import { ManArt } from './ManGlyph';
import { SquareLabels } from './Square2D';
import { CheckGradient, SquareMarks, isLight, isMarked, levelTintStyle } from './SquareMarks';

/** What a man's art depends on: his letter (piece and colour) and his vest. */
export interface ManLook {
  readonly letter: string;
  readonly vest: string | null;
}

/** The id of a look's art among the definitions made under `prefix` (from `useId`). */
export const artId = (prefix: string, look: ManLook) =>
  `${prefix}${look.letter}${look.vest ? `-${look.vest}` : ''}`;

/** The dark squares of a board, as one path in board units (100 a square). */
const DARK_SQUARES = Array.from({ length: 64 }, (_, i) => [i % 8, Math.floor(i / 8)] as const)
  .filter(([column, row]) => !isLight(column, 7 - row))
  .map(([column, row]) => `M${column * 100} ${row * 100}h100v100h-100z`)
  .join('');

/**
 * The art of each distinct look of `looks`, defined once under `prefix` for the still boards of a
 * diagram, or of a page, to place: a hidden SVG, since `<use>` may point into any SVG of the
 * document.
 */
export function StillArt({ looks, prefix }: { looks: readonly ManLook[]; prefix: string }) {
  const distinct = new Map(looks.map((look) => [artId(prefix, look), look]));
  return (
    <svg className="still-art" width="0" height="0" style={{ display: 'none' }} aria-hidden="true">
      <defs>
        {[...distinct].map(([id, look]) => (
          <g id={id} key={id}>
            <ManArt letter={look.letter} vest={look.vest} />
          </g>
        ))}
      </defs>
    </svg>
  );
}

export interface StillBoardProps {
  view: BoardView;
  level: number; // 0-based level this board shows
  art: (man: ManView) => string; // the id of a man's art, defined by a StillArt of the page
}

/** One level of `view` as a still picture, its men placed from the page's `StillArt`s. */
export function StillBoard({ view, level, art }: StillBoardProps) {
  const gradientId = useId();
  const marks = boardMarks(view, level);
  const squares = [];
  const labels = [];
  for (const place of boardPlaces(view, level, 0)) {
    const { square, name, column, row } = place;
    const man = marks.menBySquare.get(square);
    if (man || isMarked(view, marks, square)) {
      squares.push(
        <g key={square} data-at={name} transform={`translate(${column * 100} ${row * 100})`}>
          <SquareMarks
            view={view}
            marks={marks}
            square={square}
            man={man}
            goal={false}
            checkFill={`url(#${gradientId})`}
          >
            {man && (
              <use
                href={`#${art(man)}`}
                className="man"
                data-piece={man.letter}
                data-vest={man.vest ?? undefined}
              />
            )}
          </SquareMarks>
        </g>,
      );
    }
    labels.push(<SquareLabels key={square} marks={marks} level={level} {...place} />);
  }
  return (
    <svg
      className="board2d board-still"
      viewBox="0 0 800 800"
      data-level={view.levels > 1 ? level + 1 : undefined}
      style={levelTintStyle(view, level)}
    >
      {view.check && (
        <defs>
          <CheckGradient id={gradientId} />
        </defs>
      )}
      <g className="square-light">
        <rect className="square-fill" width="800" height="800" />
      </g>
      <g className="square-dark">
        <path className="square-fill" d={DARK_SQUARES} />
      </g>
      {squares}
      <g className="square-labels">{labels}</g>
    </svg>
  );
}
