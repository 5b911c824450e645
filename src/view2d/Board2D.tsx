/**
 * One 8×8 level of the flat board as SVG: squares (each a `data-square` group holding its
 * highlights, its coordinate labels, its man and its target mark), drawn from a `BoardView`.
 *
 * The board only draws and reports: a pointer or key on a square calls the handlers it is given,
 * and what happens is decided by the game layer's input staging. Each square group contains its
 * own man, so a click anywhere on the square (man or not) lands on the `data-square` element, and
 * tests and assistive tools find `[data-square="e4"] [data-piece]`. A man that moves within the
 * board slides there (Web Animations, skipped for reduced motion).
 *
 * Target marks by kind: a quiet dot for a move, a ring for a capture, a diamond in the vest's
 * colour for a move only the vest allows (the vest will be spent), a faint ghost of the pocketed
 * piece for a drop, a small battlement for castling, and a chevron (up or down, in the tint of the
 * level it comes from) for a move between levels, echoed on the source square.
 */
import { useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import type { BoardView, ManView } from '../game/viewModel';
import type { Pick, Target } from '../game/staging';
import { LEVEL_NAMES, LEVEL_TINTS, vestColor } from './colors';
import { PieceShape, pieceGuide } from './pieceArt';

const FILES = 'abcdefgh';
const SIDE_NAMES = ['white', 'black'] as const;

export interface Board2DProps {
  view: BoardView;
  level: number; // 0-based level this board shows
  orientation: 0 | 1; // the colour at the bottom
  focusSquare: number; // the square that takes the board's single tab stop
  draggingFrom: number | null; // square whose man is being dragged (drawn faded)
  slideMs?: number; // how long a man slides to its new square; 0: no animation (e.g. after a drag)
  onSquareKey(square: number, event: KeyboardEvent<SVGGElement>): void; // keydown and keyup
}

/** Square index (0x88 with level) of a file, rank and level. */
export const squareIndex = (level: number, file: number, rank: number): number =>
  level * 128 + rank * 16 + file;

/** The name of a square as the board writes it in `data-square`: `e4`, or `1e4` with levels. */
export function squareLabel(square: number, levels: number): string {
  const name = FILES[square & 7]! + String(((square >> 4) & 7) + 1);
  return levels > 1 ? String((square >> 7) + 1) + name : name;
}

const pickSquare = (pick: Pick | null): number | null =>
  pick && pick.kind === 'square' ? pick.square : null;

function describeSquare(
  name: string,
  man: ManView | undefined,
  target: Target | undefined,
  selected: boolean,
): string {
  const parts = [name];
  if (man) {
    const vest = man.vest ? ` wearing a ${pieceGuide(man.vest).name.toLowerCase()} vest` : '';
    parts.push(`${SIDE_NAMES[man.color]} ${pieceGuide(man.letter).name.toLowerCase()}${vest}`);
  }
  if (selected) parts.push('selected');
  if (target) parts.push(`target: ${target.kind}`);
  return parts.join(', ');
}

export function Board2D({
  view,
  level,
  orientation,
  focusSquare,
  draggingFrom,
  slideMs = SLIDE_MS,
  onSquareKey,
}: Board2DProps) {
  const gradientId = useId();
  const menBySquare = new Map(view.men.map((man) => [man.square, man]));
  const targetsBySquare = new Map<number, Target>();
  for (const target of view.targets) {
    const square = pickSquare(target.pick);
    if (square !== null) targetsBySquare.set(square, target);
  }
  const selectedSquare = pickSquare(view.selected);
  const selectedMan = selectedSquare === null ? undefined : menBySquare.get(selectedSquare);
  const selectableSquares = new Set(view.selectable.map(pickSquare));
  const lastSquares = new Set<number>();
  const levelEnds = new Map<number, number>(); // square -> the other level of a last move
  for (const move of view.lastMoves) {
    if (move.from !== null) lastSquares.add(move.from);
    if (move.to !== null) lastSquares.add(move.to);
    if (move.from !== null && move.to !== null && move.from >> 7 !== move.to >> 7) {
      levelEnds.set(move.from, move.to >> 7);
      levelEnds.set(move.to, move.from >> 7);
    }
  }
  const hintSquares = new Set<number>();
  for (const move of view.hint) {
    if (move.from !== null) hintSquares.add(move.from);
    if (move.to !== null) hintSquares.add(move.to);
  }
  // Directions the selected man can take between levels, shown on its own square.
  const levelExits = view.targets
    .filter((t) => t.kind === 'level' && selectedSquare !== null && selectedSquare >> 7 === level)
    .map((t) => (pickSquare(t.pick)! >> 7) - level);

  // Where each man was drawn last time, so that a man that moved slides from there.
  const previous = useRef(new Map<number, { x: number; y: number }>());
  const placed = new Map<number, { x: number; y: number }>();
  const slides: Slide[] = [];
  const animate = slideMs > 0 && motionAllowed();

  const squares = [];
  for (let row = 0; row < 8; row++) {
    for (let column = 0; column < 8; column++) {
      const file = orientation === 0 ? column : 7 - column;
      const rank = orientation === 0 ? 7 - row : row;
      const square = squareIndex(level, file, rank);
      const name = squareLabel(square, view.levels);
      const light = (file + rank) % 2 === 1;
      const man = menBySquare.get(square);
      const target = targetsBySquare.get(square);
      const selected = square === selectedSquare;
      const x = column * 100;
      const y = row * 100;
      if (man) placed.set(man.id, { x, y });
      const from = man ? previous.current.get(man.id) : undefined;
      const arriving = !!man && !!from && (from.x !== x || from.y !== y) && animate;
      if (arriving) slides.push({ man: man!, fromX: from!.x, fromY: from!.y, toX: x, toY: y });
      const classes = ['square', light ? 'square-light' : 'square-dark'];
      if (selectableSquares.has(square)) classes.push('is-selectable');
      if (target) classes.push('is-target', `target-${target.kind}`);
      if (selected) classes.push('is-selected');
      if (view.check === square) classes.push('is-check');
      if (lastSquares.has(square)) classes.push('is-last');
      if (hintSquares.has(square)) classes.push('is-hint');
      squares.push(
        <g
          key={square}
          className={classes.join(' ')}
          data-square={name}
          transform={`translate(${x} ${y})`}
          role="button"
          tabIndex={square === focusSquare ? 0 : -1}
          aria-label={describeSquare(name, man, target, selected)}
          aria-pressed={selected}
          onKeyDown={(event) => onSquareKey(square, event)}
          onKeyUp={(event) => onSquareKey(square, event)}
        >
          <rect className="square-fill" width="100" height="100" />
          <rect className="square-focus" x="5" y="5" width="90" height="90" rx="6" />
          {lastSquares.has(square) && <rect className="square-last" width="100" height="100" />}
          {selected && <rect className="square-selected" width="100" height="100" />}
          {hintSquares.has(square) && (
            <rect className="square-hint" x="6" y="6" width="88" height="88" rx="10" />
          )}
          {view.check === square && (
            <circle cx="50" cy="50" r="50" fill={`url(#${gradientId})`} className="square-check" />
          )}
          {column === 0 && (
            <text className="coordinate coordinate-rank" x="6" y="21">
              {rank + 1}
            </text>
          )}
          {row === 7 && (
            <text className="coordinate coordinate-file" x="94" y="94" textAnchor="end">
              {FILES[file]}
            </text>
          )}
          {man && <ManGlyph man={man} arriving={arriving} faded={draggingFrom === square} />}
          {target && <TargetMark target={target} man={man} view={view} selectedMan={selectedMan} />}
          {selected && levelExits.length > 0 && <LevelExits exits={levelExits} level={level} />}
          {levelEnds.has(square) && <LevelTag otherLevel={levelEnds.get(square)!} level={level} />}
        </g>,
      );
    }
  }

  useLayoutEffect(() => {
    previous.current = placed;
  });

  return (
    <svg
      className="board2d"
      viewBox="0 0 800 800"
      data-level={view.levels > 1 ? level + 1 : undefined}
      aria-label={view.levels > 1 ? `${LEVEL_NAMES[level]} board` : 'Board'}
      style={{
        ['--slide-ms' as string]: `${slideMs}ms`,
        ...(view.levels > 1 ? { ['--level-tint' as string]: LEVEL_TINTS[level] } : {}),
      }}
    >
      <defs>
        <radialGradient id={gradientId}>
          <stop offset="0%" stopColor="#ff3b30" stopOpacity="0.95" />
          <stop offset="45%" stopColor="#e0261b" stopOpacity="0.65" />
          <stop offset="100%" stopColor="#a50f07" stopOpacity="0" />
        </radialGradient>
      </defs>
      {squares}
      <g className="slides" aria-hidden="true">
        {slides.map((slide) => (
          <SlideGlyph
            key={`${slide.man.id}-${slide.toX}-${slide.toY}`}
            slide={slide}
            duration={slideMs}
          />
        ))}
      </g>
    </svg>
  );
}

interface Slide {
  man: ManView;
  fromX: number;
  fromY: number;
  toX: number;
  toY: number;
}

/** How long a man slides to its new square at normal speed, in ms. */
export const SLIDE_MS = 180;

/** Whether moves may be animated (Web Animations exist, no reduced-motion preference). */
function motionAllowed(): boolean {
  if (typeof Element === 'undefined' || typeof Element.prototype.animate !== 'function')
    return false;
  return !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A man on its square. When it has just arrived it stays invisible while its copy slides there
 * on the board's top layer: the square's own box never moves, so a click, a test or a screen
 * reader finds the square where it is at every moment.
 */
function ManGlyph({ man, arriving, faded }: { man: ManView; arriving: boolean; faded: boolean }) {
  const classes = ['man'];
  if (faded) classes.push('is-dragged');
  if (arriving) classes.push('is-arriving');
  return (
    <g
      className={classes.join(' ')}
      data-piece={man.letter}
      data-vest={man.vest ?? undefined}
      data-man-id={man.id}
    >
      <ManArt man={man} />
    </g>
  );
}

function ManArt({ man }: { man: ManView }) {
  return (
    <>
      <ellipse className="man-shadow" cx="50" cy="92" rx="33" ry="5.5" />
      <g transform="translate(3 3) scale(0.94)">
        <PieceShape letter={man.letter} vest={man.vest} />
      </g>
    </>
  );
}

/** The sliding copy of a man that just moved: from its old square to its new one, then gone. */
function SlideGlyph({ slide, duration }: { slide: Slide; duration: number }) {
  const ref = useRef<SVGGElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const animation = element.animate(
      [
        { transform: `translate(${slide.fromX}px, ${slide.fromY}px)` },
        { transform: `translate(${slide.toX}px, ${slide.toY}px)` },
      ],
      { duration, easing: 'cubic-bezier(0.2, 0.7, 0.3, 1)', fill: 'forwards' },
    );
    animation.onfinish = () => {
      element.style.visibility = 'hidden';
    };
    return () => animation.cancel();
  }, [slide, duration]);
  return (
    <g ref={ref} className="man man-slide" style={{ visibility: 'visible' }}>
      <ManArt man={slide.man} />
    </g>
  );
}

function TargetMark({
  target,
  man,
  view,
  selectedMan,
}: {
  target: Target;
  man: ManView | undefined;
  view: BoardView;
  selectedMan: ManView | undefined;
}) {
  switch (target.kind) {
    case 'move':
      return <circle className="mark mark-move" cx="50" cy="50" r="15" />;
    case 'capture':
      return <circle className="mark mark-capture" cx="50" cy="50" r="44" />;
    case 'vest': {
      const color = vestColor(selectedMan?.vest ?? 'P');
      return man ? (
        <path
          className="mark mark-vest mark-vest-capture"
          d="M50 5 L95 50 L50 95 L5 50 Z"
          stroke={color.fill}
        />
      ) : (
        <path className="mark mark-vest" d="M50 31 L69 50 L50 69 L31 50 Z" fill={color.fill} />
      );
    }
    case 'drop': {
      const pocket = view.pockets.find((p) => p.color === view.turn);
      return pocket?.letter ? (
        <g className="mark mark-drop">
          <g transform="translate(22 20) scale(0.56)">
            <PieceShape letter={pocket.letter} />
          </g>
        </g>
      ) : (
        <circle className="mark mark-move" cx="50" cy="50" r="15" />
      );
    }
    case 'castle':
      return (
        <g className="mark mark-castle">
          <circle cx="50" cy="50" r="24" />
          <path d="M36 62 L36 38 L42 38 L42 44 L47 44 L47 38 L53 38 L53 44 L58 44 L58 38 L64 38 L64 62 Z" />
        </g>
      );
    case 'level': {
      const from = target.from.kind === 'square' ? target.from.square >> 7 : 0;
      const to = target.pick.kind === 'square' ? target.pick.square >> 7 : 0;
      return (
        <g className="mark mark-level" style={{ ['--from-tint' as string]: LEVEL_TINTS[from] }}>
          <circle cx="50" cy="50" r="31" />
          <path d={to > from ? 'M35 58 L50 41 L65 58' : 'M35 42 L50 59 L65 42'} />
        </g>
      );
    }
    case 'pocket':
      return null;
  }
}

/** A pill with a chevron and a level number: "goes up to 2", "came down from 3". */
function LevelBadge({
  up,
  number,
  tint,
  y,
}: {
  up: boolean;
  number: number;
  tint: string;
  y: number;
}) {
  return (
    <g
      className="level-badge"
      transform={`translate(70 ${y})`}
      style={{ ['--badge-tint' as string]: tint }}
    >
      <rect x="-27" y="-17" width="54" height="34" rx="17" />
      <path d={up ? 'M-18 5 L-10 -5 L-2 5' : 'M-18 -5 L-10 5 L-2 -5'} />
      <text x="11" y="9.5" textAnchor="middle">
        {number}
      </text>
    </g>
  );
}

/** On the selected man's square: the levels it can move to. */
function LevelExits({ exits, level }: { exits: number[]; level: number }) {
  return (
    <g className="level-exits">
      {[...new Set(exits)].map((delta) => (
        <LevelBadge
          key={delta}
          up={delta > 0}
          number={level + delta + 1}
          tint={LEVEL_TINTS[level + delta]!}
          y={delta > 0 ? 20 : 80}
        />
      ))}
    </g>
  );
}

/** On both ends of a last move between levels: a chevron toward the other end's level. */
function LevelTag({ otherLevel, level }: { otherLevel: number; level: number }) {
  return (
    <g className="level-tag">
      <LevelBadge
        up={otherLevel > level}
        number={otherLevel + 1}
        tint={LEVEL_TINTS[otherLevel]!}
        y={20}
      />
    </g>
  );
}
