/**
 * The card shown when a man is hovered (mouse) or long-pressed (touch): its picture, name, how it
 * moves, how its look says so, and what the game adds (its Pocket mutation class, its vest, the
 * Parallel worlds level rules). Text comes from the small table in pieceArt.tsx.
 */
import { pieceGuide, describeLook, PieceIcon } from './pieceArt';

/** Pocket mutation classes by upper-case letter (RULES.md section 3). */
const MUTATION_CLASS: Readonly<Record<string, number>> = {
  P: 1,
  N: 2,
  B: 2,
  R: 3,
  I: 3,
  D: 3,
  A: 4,
  G: 4,
  Q: 5,
  M: 5,
  U: 5,
  V: 5,
  F: 6,
  W: 6,
  X: 6,
  T: 7,
  H: 7,
  Z: 8,
};

export interface TooltipInfo {
  letter: string; // FEN letter with case
  vest: string | null;
  gameId: string; // 'pocket-mutation'
  x: number; // client pixels: centre of the man's square
  top: number; // client pixels: top edge of the square
  bottom: number; // client pixels: bottom edge of the square
}

/** Game-specific lines for a piece. */
function notes(letter: string, vest: string | null, gameId: string): string[] {
  const upper = letter.toUpperCase();
  const lines: string[] = [];
  if (gameId === 'pocket-mutation' && upper !== 'K') {
    lines.push(`Pocket class ${MUTATION_CLASS[upper] ?? '?'}.`);
    if (upper === 'P') lines.push('Never promotes by moving: pocket it from the last rank.');
  }
  if (gameId === 'plunder' && vest) {
    const power = pieceGuide(vest).name.toLowerCase();
    lines.push(
      `Wears a ${power} vest: once, it may also move as a ${power}; then the vest is gone.`,
    );
  }
  if (gameId === 'parallel-worlds') {
    lines.push(
      upper === 'K'
        ? 'Never stands on level 2 and never changes level.'
        : 'On level 2 it moves like a queen and never captures; it may step straight up or down one level onto an empty square.',
    );
  }
  return lines;
}

export function PieceTooltip({ info }: { info: TooltipInfo }) {
  const guide = pieceGuide(info.letter);
  const side = info.letter === info.letter.toUpperCase() ? 'White' : 'Black';
  const above = info.top > 220;
  const width = 280;
  const left = Math.min(Math.max(8, info.x - width / 2), window.innerWidth - width - 8);
  return (
    <div
      className="piece-tooltip"
      role="tooltip"
      style={{
        left,
        width,
        ...(above ? { bottom: window.innerHeight - info.top + 8 } : { top: info.bottom + 8 }),
      }}
    >
      <PieceIcon letter={info.letter} vest={info.vest} size={52} />
      <div>
        <p className="piece-tooltip-name">
          {guide.name} <span className="piece-tooltip-side">{side}</span>
        </p>
        <p className="piece-tooltip-moves">{guide.moves}</p>
        <p className="piece-tooltip-look">Look: {describeLook(guide.look)}.</p>
        {notes(info.letter, info.vest, info.gameId).map((line) => (
          <p key={line} className="piece-tooltip-note">
            {line}
          </p>
        ))}
      </div>
    </div>
  );
}
