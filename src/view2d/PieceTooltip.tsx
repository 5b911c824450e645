/**
 * The card shown when a man is hovered (mouse) or long-pressed (touch): its picture, name, how it
 * moves, how its look says so, and what the game adds (its Pocket mutation class, its vest, the
 * Parallel worlds level rules), in the words the app hands in (`PieceCardWords`). The page may add a link (to the piece explorer): the card is not in the
 * pointer's way, except for that link, placed on the edge nearest the man so the pointer reaches it.
 * The card stands above or below the man, wherever it fits, and always inside the viewport
 * (`cardPlacement`, from the card's measured height).
 */
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { PIECES, type GameDefinition } from '../rules';
import { pieceLook, PieceIcon, type PieceLook } from './pieceArt';

/**
 * A piece's Pocket mutation class (docs/rules.md §Pocket mutation chess / Classes), as the rules
 * core holds it.
 */
const mutationClass = (upper: string): number | undefined =>
  PIECES.find((piece) => piece.letter === upper)?.mutationClass;

export interface TooltipInfo {
  letter: string; // FEN letter with case
  vest: string | null;
  game: PieceNoteRules; // the game's rules that add lines to the card, e.g. POCKET_MUTATION
  x: number; // client pixels: centre of the man's square
  top: number; // client pixels: top edge of the square
  bottom: number; // client pixels: bottom edge of the square
  where?: string; // where the man stands, e.g. 'Level 2 · 2c6' (the 3D view's card)
}

/**
 * The card's words in the page's language, handed in by the app from its catalogue (ui/i18n/i18n.ts
 * through ui/i18n/pieceWords.ts): the view holds no words of its own.
 */
export interface PieceCardWords {
  side: readonly [string, string]; // ['White', 'Black']
  name(letter: string): string; // 'Nightrider' for 'i'
  moves(letter: string): string; // how it moves, one sentence
  look(look: PieceLook): string; // 'horse (knight leap) + streaks (the leap repeats)'
  lookLabel: string; // 'Look'
  pocketClass(n: number | string): string; // 'Pocket class 3.'
  pawnPocket: string; // a pawn's pocket rule
  vest(letter: string): string; // 'Wears a bishop vest: …' for 'B'
  kingLevels: string; // a king's level rule
  level2: string; // the middle level's rule
}

/** The rules of a game that add lines to a piece's card: pockets, vests, a queen level. */
export type PieceNoteRules = Pick<GameDefinition, 'pockets' | 'vests' | 'queenLevel'>;

/** Game-specific lines for a piece. */
export function notes(
  letter: string,
  vest: string | null,
  game: PieceNoteRules,
  words: PieceCardWords,
): string[] {
  const upper = letter.toUpperCase();
  const lines: string[] = [];
  if (game.pockets && upper !== 'K') {
    lines.push(words.pocketClass(mutationClass(upper) ?? '?'));
    if (upper === 'P') lines.push(words.pawnPocket);
  }
  if (game.vests && vest) lines.push(words.vest(vest));
  if (game.queenLevel >= 0) {
    lines.push(upper === 'K' ? words.kingLevels : words.level2);
  }
  return lines;
}

/** Room kept between the card and the viewport's edges, and between the card and the man. */
const MARGIN = 8;
const CARD_WIDTH = 280;

/**
 * Where the card stands: above the man when it fits there and the man is low enough (or it does
 * not fit below), else below, else on the roomier side; then moved as little as needed to lie
 * inside the viewport. `height` null (not measured yet): the man's height on screen decides.
 */
export function cardPlacement(
  info: Pick<TooltipInfo, 'x' | 'top' | 'bottom'>,
  height: number | null,
  viewport: { width: number; height: number },
): { left: number; width: number; top: number | null; bottom: number | null; above: boolean } {
  const width = Math.max(0, Math.min(CARD_WIDTH, viewport.width - 2 * MARGIN));
  const left = Math.min(Math.max(MARGIN, info.x - width / 2), viewport.width - width - MARGIN);
  if (height === null) {
    const above = info.top > 220;
    return above
      ? { left, width, top: null, bottom: viewport.height - info.top + MARGIN, above }
      : { left, width, top: info.bottom + MARGIN, bottom: null, above };
  }
  const roomAbove = info.top - 2 * MARGIN;
  const roomBelow = viewport.height - info.bottom - 2 * MARGIN;
  const above =
    height <= roomAbove
      ? info.top > 220 || height > roomBelow
      : height > roomBelow && roomAbove > roomBelow;
  const wanted = above ? info.top - MARGIN - height : info.bottom + MARGIN;
  const top = Math.max(MARGIN, Math.min(wanted, viewport.height - height - MARGIN));
  return { left, width, top, bottom: null, above };
}

export function PieceTooltip({
  info,
  words,
  link,
}: {
  info: TooltipInfo;
  words: PieceCardWords;
  link?: ReactNode; // a link the pointer can reach (the card itself lets the pointer through)
}) {
  const side = words.side[info.letter === info.letter.toUpperCase() ? 0 : 1];
  const card = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  // Measured before the browser paints (again for another man), so it is first seen where it fits.
  useLayoutEffect(() => {
    const measured = card.current?.offsetHeight;
    if (measured !== undefined && measured !== height) setHeight(measured);
  }, [height, info.letter, info.vest, info.where]);
  const { left, width, top, bottom, above } = cardPlacement(info, height, {
    width: window.innerWidth,
    height: window.innerHeight,
  });
  return (
    <div
      className="piece-tooltip"
      role="tooltip"
      ref={card}
      style={{ left, width, ...(top !== null ? { top } : { bottom: bottom ?? undefined }) }}
    >
      <PieceIcon letter={info.letter} vest={info.vest} size={52} />
      <div>
        {link && !above && <p className="piece-tooltip-link">{link}</p>}
        <p className="piece-tooltip-name">
          {words.name(info.letter)} <span className="piece-tooltip-side">{side}</span>
        </p>
        {info.where && <p className="piece-tooltip-where">{info.where}</p>}
        <p className="piece-tooltip-moves">{words.moves(info.letter)}</p>
        <p className="piece-tooltip-look">
          {words.lookLabel}: {words.look(pieceLook(info.letter))}.
        </p>
        {notes(info.letter, info.vest, info.game, words).map((line) => (
          <p key={line} className="piece-tooltip-note">
            {line}
          </p>
        ))}
        {link && above && <p className="piece-tooltip-link">{link}</p>}
      </div>
    </div>
  );
}
