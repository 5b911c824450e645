/**
 * The words of the square labels (`SquareWords` of src/game/describeSquare.ts) in the page's
 * language, from the one catalogue (i18n.ts `square.*`, `target.*`, `piece.*`), for the game
 * page's boards: the flat board's squares and the 3D view's keyboard cursor (the still diagrams
 * are pictures, hidden from assistive tools).
 */
import type { SquareWords } from '../../game/describeSquare';
import type { MessageKey, Translator } from './i18n';
import { pieceName } from './pieceWords';

/** The square-label words of translator `t`. */
export function squareWords(t: Translator): SquareWords {
  return {
    man: (color, piece, vest) => {
      const man = t('square.man', {
        side: t(color === 0 ? 'square.white' : 'square.black'),
        piece,
      });
      return vest ? t('square.vest', { man, vest }) : man;
    },
    pieceName: (letter) => pieceName(t, letter).toLowerCase(),
    selected: t('square.selected'),
    board: (level) =>
      level === null
        ? t('square.board')
        : t('square.levelBoard', {
            n: level + 1,
            name: t(`board.level${level + 1}` as MessageKey),
          }),
    target: (kind) => t('square.target', { kind: t(`target.${kind}`) }),
  };
}
