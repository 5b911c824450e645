/**
 * The square labels (src/game/describeSquare.ts: the flat board's squares, the 3D view's keyboard
 * cursor) in both languages, worded from the app's catalogue (src/ui/i18n/squareWords.ts): one
 * row per kind of square (empty, a man, a man in a vest, selected, a target), read from a real
 * view model by `describeSquareIn`.
 */
import { describe, expect, it } from 'vitest';
import { GameSession } from '../../src/game/session';
import { squareNamed } from '../../src/game/squares';
import { buildBoardView } from '../../src/game/viewModel';
import { PLUNDER } from '../../src/rules';
import { translator } from '../../src/ui/i18n/i18n';
import { squareWords } from '../../src/ui/i18n/squareWords';
import { describeSquareIn } from '../../src/game/describeSquare';

// White's bishop on d5 wears a knight vest; it is selected, and e6 (a black pawn) is a capture.
const FEN = '4k3/8/4p3/3B(N)4/8/8/8/4K3 w - - 0 1';

function label(name: string, language: 'en' | 'ru'): string {
  const started = GameSession.start(PLUNDER, FEN);
  if (!started.ok) throw new Error(started.error);
  const view = buildBoardView(started.value, { kind: 'square', square: squareNamed('d5', 1)! });
  return describeSquareIn(view, squareNamed(name, 1)!, squareWords(translator(language)));
}

const ROWS = [
  { square: 'a3', en: 'a3', ru: 'a3' },
  { square: 'e1', en: 'e1, white king', ru: 'e1, король белых' },
  {
    square: 'd5',
    en: 'd5, white bishop wearing a knight vest, selected',
    ru: 'd5, слон белых в жилете: конь, выбрано',
  },
  { square: 'e6', en: 'e6, black pawn, target: capture', ru: 'e6, пешка чёрных, цель: взятие' },
  { square: 'c4', en: 'c4, target: move', ru: 'c4, цель: ход' },
] as const;

describe('square labels', () => {
  it.each(ROWS)('$square', ({ square, en, ru }) => {
    expect(label(square, 'en')).toBe(en);
    expect(label(square, 'ru')).toBe(ru);
  });
});
