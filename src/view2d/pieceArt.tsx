/**
 * The piece set of the flat board: nineteen pieces drawn in code from a handful of parts, so that
 * a fairy piece's powers can be read from its look.
 *
 * Every piece stands on the same plinth and column; only the head differs. The heads are the five
 * powers of chess — pawn ball, rook tower (straight slides), bishop mitre (diagonal slides), queen
 * crown (both), king cross — and the knight's horse head (the leap). A compound with the leap is a
 * horse wearing the other power as a hat (cardinal: horse + mitre, chancellor: horse + tower cap,
 * amazon: horse + crown). Two marks modify a piece: speed streaks behind the horse for "rider"
 * (the leap repeats: nightrider and its compounds) and a cross badge for "super" (plus the king's
 * step). A PlunderChess vest is worn on the column as a banner in the vest's colour with its
 * letter, so it reads without colour too.
 *
 * Drawn in a 100×100 box with flat fills and one outline weight: crisp and legible down to small
 * squares, and no gradients or ids, so any number of boards and dialogs can show them at once.
 */
import type { ReactElement } from 'react';
import { vestColor } from './colors';

export type Head = 'pawn' | 'rook' | 'bishop' | 'queen' | 'king' | 'knight';
export type Hat = 'mitre' | 'tower' | 'crown';

/** How a piece is assembled from the parts. */
export interface PieceLook {
  readonly head: Head;
  readonly hat?: Hat; // worn by a horse head: the slides it adds
  readonly rider?: boolean; // the knight leap repeats (nightrider)
  readonly super?: boolean; // plus one king step in any direction
}

/** The look of every piece, by upper-case FEN letter (its name and moves are words: ui/i18n/i18n.ts). */
export const PIECE_LOOKS: Readonly<Record<string, PieceLook>> = {
  K: { head: 'king' },
  Q: { head: 'queen' },
  R: { head: 'rook' },
  B: { head: 'bishop' },
  N: { head: 'knight' },
  P: { head: 'pawn' },
  I: { head: 'knight', rider: true },
  D: { head: 'bishop', super: true },
  A: { head: 'knight', hat: 'mitre' },
  G: { head: 'rook', super: true },
  M: { head: 'knight', hat: 'tower' },
  U: { head: 'knight', hat: 'mitre', rider: true },
  V: { head: 'knight', hat: 'mitre', super: true },
  F: { head: 'knight', hat: 'tower', rider: true },
  W: { head: 'knight', hat: 'tower', super: true },
  X: { head: 'knight', hat: 'mitre', rider: true, super: true },
  T: { head: 'knight', hat: 'crown' },
  H: { head: 'knight', hat: 'tower', rider: true, super: true },
  Z: { head: 'knight', hat: 'crown', rider: true },
};

/** The look of a FEN letter of either case (a pawn's for a letter of no piece). */
export function pieceLook(letter: string): PieceLook {
  return PIECE_LOOKS[letter.toUpperCase()] ?? { head: 'pawn' };
}

interface Palette {
  readonly fill: string;
  readonly line: string;
  readonly detail: string; // inner lines (eye, slit, mane)
}

const WHITE: Palette = { fill: '#f7f1e4', line: '#1d1915', detail: '#1d1915' };
const BLACK: Palette = { fill: '#2e2925', line: '#0b0a09', detail: '#d9cdb7' };

const LINE = 3.4; // outline width in the 100-unit box

// ---------------------------------------------------------------- shared parts

const PLINTH = 'M16 93 L84 93 L84 89.5 Q84 84 78 84 L22 84 Q16 84 16 89.5 Z';
const COLUMN = 'M27 84 Q36 75 37.5 61 L62.5 61 Q64 75 73 84 Z';

// ---------------------------------------------------------------- heads

const PAWN_HEAD = (
  <>
    <path d="M38 56 Q40 50 44 48 L56 48 Q60 50 62 56 Z" />
    <circle cx="50" cy="36" r="14" />
  </>
);

const ROOK_HEAD = (
  <>
    <path d="M35 56 L37 31 L63 31 L65 56 Z" />
    <path d="M30 32 L30 15 L38.5 15 L38.5 21 L45.5 21 L45.5 15 L54.5 15 L54.5 21 L61.5 21 L61.5 15 L70 15 L70 32 Z" />
  </>
);

const BISHOP_HEAD = (palette: Palette) => (
  <>
    <path d="M50 13 C63 22 69 36 62 49 Q59 55 50 55.5 Q41 55 38 49 C31 36 37 22 50 13 Z" />
    <circle cx="50" cy="9.5" r="5" />
    <path
      d="M57.5 25 L45 40"
      fill="none"
      stroke={palette.detail}
      strokeWidth={LINE * 1.15}
      strokeLinecap="round"
    />
  </>
);

const QUEEN_HEAD = (
  <>
    <path d="M33 56 L25 25 L37.5 39 L43 19 L50 36 L57 19 L62.5 39 L75 25 L67 56 Z" />
    <circle cx="25" cy="22" r="4.6" />
    <circle cx="43" cy="16" r="4.6" />
    <circle cx="57" cy="16" r="4.6" />
    <circle cx="75" cy="22" r="4.6" />
    <circle cx="50" cy="31" r="4" />
  </>
);

const KING_HEAD = (palette: Palette) => (
  <>
    <path d="M34 56 L29 35 Q39 27 50 32 Q61 27 71 35 L66 56 Z" />
    <path d="M46 5 L54 5 L54 12 L61 12 L61 19.5 L54 19.5 L54 30 L46 30 L46 19.5 L39 19.5 L39 12 L46 12 Z" />
    <path
      d="M33 44 Q50 38 67 44"
      fill="none"
      stroke={palette.detail}
      strokeWidth={LINE * 0.9}
      strokeLinecap="round"
    />
  </>
);

const HORSE =
  'M36 57 L67 57 C71 44 71 30 62 21 L60 11 L54 17.5 C44 17 33 25 25.5 35.5 ' +
  'C21.5 41 22 46.5 27.5 48.5 C32 50 36.5 47 40.5 45 C43 44 44.5 46.5 42.5 49.5 Q38.5 53 36 57 Z';

const KNIGHT_HEAD = (palette: Palette) => (
  <>
    <path d={HORSE} />
    <circle cx="46.5" cy="28.5" r="3.3" fill={palette.detail} stroke="none" />
    <circle cx="28.5" cy="42.5" r="1.9" fill={palette.detail} stroke="none" />
    <path
      d="M63 25 C67.5 33 67.5 44 64.5 54"
      fill="none"
      stroke={palette.detail}
      strokeWidth={LINE * 0.85}
      strokeLinecap="round"
      strokeDasharray="0.1 6.5"
    />
  </>
);

// ---------------------------------------------------------------- hats (worn by a horse head)

const HATS: Record<Hat, (palette: Palette) => ReactElement> = {
  mitre: (palette) => (
    <>
      <path d="M51 5.5 C61.5 11.5 65.5 20 61.5 29 L40.5 29 C36.5 20 40.5 11.5 51 5.5 Z" />
      <circle cx="51" cy="4" r="3" />
      <path
        d="M56.5 13 L46.5 24"
        fill="none"
        stroke={palette.detail}
        strokeWidth={LINE}
        strokeLinecap="round"
      />
    </>
  ),
  tower: () => (
    <path d="M38 29 L38 9 L44.5 9 L44.5 14 L48.5 14 L48.5 9 L55 9 L55 14 L59 14 L59 9 L65.5 9 L65.5 29 Z" />
  ),
  crown: () => (
    <>
      <path d="M39 29 L34 10 L44 19 L51.5 6 L59 19 L69 10 L64 29 Z" />
      <circle cx="34" cy="8.5" r="3.2" />
      <circle cx="51.5" cy="4.5" r="3.2" />
      <circle cx="69" cy="8.5" r="3.2" />
    </>
  ),
};

// ---------------------------------------------------------------- marks

const RIDER_STREAKS = (palette: Palette) => (
  <g fill="none" stroke={palette.line} strokeLinecap="round">
    <path d="M75 33 L93 33" strokeWidth={LINE * 1.5} />
    <path d="M78 42 L96 42" strokeWidth={LINE * 1.5} />
    <path d="M75 51 L90 51" strokeWidth={LINE * 1.5} />
    <path
      d="M75 33 L93 33 M78 42 L96 42 M75 51 L90 51"
      stroke={palette.fill}
      strokeWidth={LINE * 0.5}
    />
  </g>
);

const SUPER_BADGE = (palette: Palette) => (
  <g>
    <circle cx="83" cy="15" r="12" fill={palette.fill} stroke={palette.line} strokeWidth={LINE} />
    <path
      d="M80.3 6.5 L85.7 6.5 L85.7 11.6 L90.5 11.6 L90.5 17 L85.7 17 L85.7 24 L80.3 24 L80.3 17 L75.5 17 L75.5 11.6 L80.3 11.6 Z"
      fill={palette.detail}
      stroke="none"
    />
  </g>
);

function headOf(look: PieceLook, palette: Palette): ReactElement {
  switch (look.head) {
    case 'pawn':
      return PAWN_HEAD;
    case 'rook':
      return ROOK_HEAD;
    case 'bishop':
      return BISHOP_HEAD(palette);
    case 'queen':
      return QUEEN_HEAD;
    case 'king':
      return KING_HEAD(palette);
    case 'knight':
      return look.hat ? (
        <g transform="translate(51 57) scale(0.84) translate(-51 -57)">{KNIGHT_HEAD(palette)}</g>
      ) : (
        KNIGHT_HEAD(palette)
      );
  }
}

export interface PieceShapeProps {
  letter: string; // FEN letter: upper case White, lower case Black
  vest?: string | null; // vest letter (any case), drawn as a banner on the column
}

/** A piece as an SVG group in a 100×100 box (place it with a transform). */
export function PieceShape({ letter, vest }: PieceShapeProps) {
  const palette = letter === letter.toUpperCase() ? WHITE : BLACK;
  const look = pieceLook(letter);
  const vestStyle = vest ? vestColor(vest) : null;
  return (
    <g
      className="piece-art"
      fill={palette.fill}
      stroke={palette.line}
      strokeWidth={LINE}
      strokeLinejoin="round"
    >
      {look.rider && RIDER_STREAKS(palette)}
      <path d={PLINTH} />
      <path d={COLUMN} fill={vestStyle ? vestStyle.fill : palette.fill} />
      {vestStyle && (
        <text
          x="50"
          y="80"
          textAnchor="middle"
          fontSize="17"
          fontWeight="800"
          fontFamily="system-ui, 'DejaVu Sans', sans-serif"
          fill={vestStyle.text}
          stroke="none"
        >
          {vest!.toUpperCase()}
        </text>
      )}
      {headOf(look, palette)}
      {look.hat && HATS[look.hat](palette)}
      <rect x="32.5" y="54" width="35" height="8" rx="4" />
      {look.super && SUPER_BADGE(palette)}
    </g>
  );
}

export interface PieceIconProps extends PieceShapeProps {
  size?: number | string; // CSS size of the icon, e.g. 40 or '2.5rem'
  title?: string; // accessible name; decorative when omitted
  className?: string;
}

/** A piece as a standalone SVG image, for dialogs, pockets and tooltips. */
export function PieceIcon({ letter, vest, size = 40, title, className }: PieceIconProps) {
  return (
    <svg
      className={className ? `piece-icon ${className}` : 'piece-icon'}
      viewBox="0 0 100 100"
      width={size}
      height={size}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
    >
      <PieceShape letter={letter} vest={vest} />
    </svg>
  );
}

/** A vest on its own: the coloured banner with its letter, for dialogs and legends. */
export function VestChip({ letter, size = 28 }: { letter: string; size?: number }) {
  const style = vestColor(letter);
  return (
    <svg
      className="vest-chip"
      viewBox="0 0 40 40"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M8 6 L15 4 Q20 9 25 4 L32 6 L35 34 Q20 38 5 34 Z"
        fill={style.fill}
        stroke="rgb(0 0 0 / 55%)"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <text
        x="20"
        y="28"
        textAnchor="middle"
        fontSize="17"
        fontWeight="800"
        fontFamily="system-ui, 'DejaVu Sans', sans-serif"
        fill={style.text}
      >
        {letter.toUpperCase()}
      </text>
    </svg>
  );
}
