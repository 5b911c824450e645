/**
 * One source for every piece's words: the rules core holds letters and moves, the art holds
 * looks, and the catalogue (src/ui/i18n/i18n.ts `piece.*`) names every man of every game, and says how
 * it moves, in English and in Russian. A piece added to a game's set without its words fails here
 * (the catalogue's keys are typed, but a letter of the rules core is not).
 */
import { describe, expect, it } from 'vitest';
import { PIECES } from '../../src/rules';
import { GAMES } from '../../src/ui/common/games';
import { translate, translator, type MessageKey } from '../../src/ui/i18n/i18n';
import { pieceMoves, pieceName } from '../../src/ui/i18n/pieceWords';
import type { Language } from '../../src/game/settings';

const LANGUAGES: readonly Language[] = ['en', 'ru'];

/** Every game of the app with the letters of the men it can have on its board. */
const ROWS = GAMES.map((game) => ({
  game: game.id,
  letters: PIECES.slice(1, game.definition.maxPieceType + 1).map((piece) => piece.letter),
}));

describe('piece words', () => {
  it.each(ROWS)('$game: every man is named and described in both languages', ({ letters }) => {
    expect(letters.length).toBeGreaterThanOrEqual(6);
    for (const language of LANGUAGES) {
      for (const letter of letters) {
        const name = translate(language, `piece.${letter}` as MessageKey) as string | undefined;
        const moves = translate(language, `piece.${letter}.moves` as MessageKey) as
          string | undefined;
        expect(name, `${language} name of ${letter}`).toMatch(/\S/);
        expect(moves, `${language} moves of ${letter}`).toMatch(/\S/);
      }
      const names = letters.map((letter) => translate(language, `piece.${letter}` as MessageKey));
      expect(new Set(names).size, `${language}: two pieces share a name`).toBe(names.length);
    }
  });

  it('words differ between the languages, and read the same for either case of a letter', () => {
    const en = translator('en');
    const ru = translator('ru');
    expect(pieceName(en, 'n')).toBe('Knight');
    expect(pieceName(ru, 'N')).toBe('Конь');
    expect(pieceName(ru, 'z')).toBe('Амазонка-всадник');
    expect(pieceMoves(en, 'i')).toMatch(/^Repeats a knight leap/);
    expect(pieceMoves(ru, 'I')).not.toBe(pieceMoves(en, 'I'));
  });

  it('a letter of no piece reads as itself, not as a missing key', () => {
    expect(pieceName(translator('ru'), '?')).toBe('?');
    expect(pieceMoves(translator('en'), '?')).toBe('');
  });
});
