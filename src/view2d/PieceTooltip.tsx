/**
 * The card shown when a man is hovered (mouse) or long-pressed (touch): its picture, name, how it
 * moves, how its look says so, and what the game adds (its Pocket mutation class, its vest, the
 * Parallel worlds level rules), in English or Russian. Text comes from the small tables in
 * pieceArt.tsx and here. The page may add a link (to the piece explorer): the card is not in the
 * pointer's way, except for that link, placed on the edge nearest the man so the pointer reaches it.
 */
import type { ReactNode } from 'react';
import { PIECES, type GameDefinition } from '../rules';
import type { Language } from '../game/settings';
import { pieceGuide, describeLook, PieceIcon } from './pieceArt';

/** A piece's Pocket mutation class (RULES.md section 3), as the rules core holds it. */
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

/** The card's fixed words in each language. */
const WORDS: Record<
  Language,
  {
    side: readonly [string, string];
    look: string;
    pocketClass: (n: number | string) => string;
    pawnPocket: string;
    vest: (power: string) => string;
    kingLevels: string;
    level2: string;
  }
> = {
  en: {
    side: ['White', 'Black'],
    look: 'Look',
    pocketClass: (n) => `Pocket class ${n}.`,
    pawnPocket: 'Never promotes by moving: pocket it from the last rank.',
    vest: (power) =>
      `Wears a ${power} vest: once, it may also move as a ${power}; then the vest is gone.`,
    kingLevels: 'Never stands on level 2 and never changes level.',
    level2:
      'On level 2 it moves like a queen and never captures; it may step straight up or down one level onto an empty square.',
  },
  ru: {
    side: ['Белые', 'Чёрные'],
    look: 'Вид',
    pocketClass: (n) => `Карманный класс ${n}.`,
    pawnPocket: 'Никогда не превращается ходом: уберите её в карман с последней горизонтали.',
    vest: (power) =>
      `Носит жилет «${power}»: один раз может пойти и как эта фигура; после этого жилет исчезает.`,
    kingLevels: 'Никогда не стоит на уровне 2 и никогда не меняет уровень.',
    level2:
      'На уровне 2 ходит как ферзь и никогда не бьёт; может шагнуть прямо вверх или вниз на один уровень на пустое поле.',
  },
};

/** The rules of a game that add lines to a piece's card: pockets, vests, a queen level. */
export type PieceNoteRules = Pick<GameDefinition, 'pockets' | 'vests' | 'queenLevel'>;

/** Game-specific lines for a piece. */
export function notes(
  letter: string,
  vest: string | null,
  game: PieceNoteRules,
  language: Language = 'en',
): string[] {
  const words = WORDS[language];
  const upper = letter.toUpperCase();
  const lines: string[] = [];
  if (game.pockets && upper !== 'K') {
    lines.push(words.pocketClass(mutationClass(upper) ?? '?'));
    if (upper === 'P') lines.push(words.pawnPocket);
  }
  if (game.vests && vest) {
    const name = pieceGuide(vest, language).name;
    lines.push(words.vest(language === 'en' ? name.toLowerCase() : name));
  }
  if (game.queenLevel >= 0) {
    lines.push(upper === 'K' ? words.kingLevels : words.level2);
  }
  return lines;
}

export function PieceTooltip({
  info,
  language = 'en',
  link,
}: {
  info: TooltipInfo;
  language?: Language;
  link?: ReactNode; // a link the pointer can reach (the card itself lets the pointer through)
}) {
  const guide = pieceGuide(info.letter, language);
  const words = WORDS[language];
  const side = words.side[info.letter === info.letter.toUpperCase() ? 0 : 1];
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
        {link && !above && <p className="piece-tooltip-link">{link}</p>}
        <p className="piece-tooltip-name">
          {guide.name} <span className="piece-tooltip-side">{side}</span>
        </p>
        {info.where && <p className="piece-tooltip-where">{info.where}</p>}
        <p className="piece-tooltip-moves">{guide.moves}</p>
        <p className="piece-tooltip-look">
          {words.look}: {describeLook(guide.look, language)}.
        </p>
        {notes(info.letter, info.vest, info.game, language).map((line) => (
          <p key={line} className="piece-tooltip-note">
            {line}
          </p>
        ))}
        {link && above && <p className="piece-tooltip-link">{link}</p>}
      </div>
    </div>
  );
}
