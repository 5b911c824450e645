/**
 * The words about pieces, from the one catalogue (i18n.ts `piece.*`, `look.*`, `card.*`): a
 * piece's name and how it moves, how its look reads, and the piece card's words
 * (`PieceCardWords` of src/view2d/PieceTooltip.tsx) in the page's language. The rules core holds
 * only letters and moves, the piece art only looks; every name a player reads comes from here.
 */
import type { PieceCardWords } from '../../view2d/PieceTooltip';
import { PIECES } from '../../rules';
import type { PieceLook } from '../../view2d/pieceArt';
import type { MessageKey, Translator } from './i18n';

/** The letters of every piece of the rules core's catalogue, upper case ('P', 'N', … 'Z'). */
const PIECE_LETTERS: readonly string[] = PIECES.slice(1).map((piece) => piece.letter);

/** The catalogue key of a piece's name, for a FEN letter of either case. */
const pieceNameKey = (letter: string): MessageKey => `piece.${letter.toUpperCase()}` as MessageKey;

/** A piece's name in `t`'s language: 'Nightrider' for 'i' (the letter itself if no piece). */
export function pieceName(t: Translator, letter: string): string {
  const key = pieceNameKey(letter);
  return PIECE_LETTERS.includes(letter.toUpperCase()) ? t(key) : letter;
}

/** How a piece moves, one sentence in `t`'s language ('' for a letter of no piece). */
export function pieceMoves(t: Translator, letter: string): string {
  const upper = letter.toUpperCase();
  return PIECE_LETTERS.includes(upper) ? t(`piece.${upper}.moves` as MessageKey) : '';
}

/** How a look reads: "horse (knight leap) + mitre (diagonal slides) + streaks (…)". */
function lookText(t: Translator, look: PieceLook): string {
  const parts = [t(`look.head.${look.head}`)];
  if (look.hat) parts.push(t(`look.hat.${look.hat}`));
  if (look.rider) parts.push(t('look.rider'));
  if (look.super) parts.push(t('look.super'));
  return parts.join(' + ');
}

/** The piece card's words in `t`'s language. */
export function pieceCardWords(t: Translator): PieceCardWords {
  return {
    side: [t('side.white'), t('side.black')],
    name: (letter) => pieceName(t, letter),
    moves: (letter) => pieceMoves(t, letter),
    look: (look) => lookText(t, look),
    lookLabel: t('card.look'),
    pocketClass: (n) => t('card.pocketClass', { n }),
    pawnPocket: t('card.pawnPocket'),
    vest: (letter) => t('card.vest', { vest: pieceName(t, letter).toLowerCase() }),
    kingLevels: t('card.kingLevels'),
    level2: t('card.level2'),
  };
}
