/**
 * The position editor's palette: the game's men for each side in the order every chess editor
 * lists them (K Q R B N P, then Pocket mutation chess's fairy pieces), the eraser, the en passant
 * tool and, in PlunderChess, the vest the next man put down wears. A man may also be dragged
 * from the palette onto the flat board (`onCarry`: the board port's `dragIn`). Apart from the page
 * because it only chooses the brush; what a brush does on the board is the page's board
 * section's (EditorBoards.tsx).
 */
import type { DragIn } from '../../game/boardPort';
import { PIECES, gameById } from '../../rules';
import { PieceShape } from '../../view2d/pieceArt';
import type { GameId } from '../common/games';
import { useT } from '../i18n/i18n';
import { pieceName } from '../i18n/pieceWords';
import { squareWords } from '../i18n/squareWords';

/** The standard men in the order every chess editor lists them. */
const STANDARD = ['K', 'Q', 'R', 'B', 'N', 'P'];

/** The letters a game's palette offers (upper case): K Q R B N P, then any fairy pieces. */
export function paletteLetters(game: GameId): string[] {
  const max = gameById(game)!.maxPieceType; // the fairy pieces in Pocket mutation chess
  const letters = PIECES.slice(1, max + 1).map((piece) => piece.letter);
  return [...STANDARD, ...letters.filter((letter) => !STANDARD.includes(letter))];
}

/** The palette's tool besides a man: the eraser (null) or choosing an en passant square. */
export const EN_PASSANT = 'en-passant';

const VESTS = ['P', 'N', 'B', 'R', 'Q', 'K'];

/** The vest a man put down wears: the palette's, in a game with vests, never on a king. */
export const wornVest = (game: GameId, letter: string, vest: string | null): string | null =>
  vest && gameById(game)!.vests && !/k/i.test(letter) ? vest : null;

export function EditorPalette({
  game,
  brush,
  onBrush,
  vest,
  onVest,
  onCarry,
}: {
  game: GameId;
  brush: string | null; // the palette's man ('N', 'q'); null: the eraser; EN_PASSANT
  onBrush: (brush: string | null) => void;
  vest: string | null; // the vest of the next man put down, e.g. 'R'; null: none
  onVest: (vest: string | null) => void;
  /** A press on a man of the palette, which may carry him onto the board; null: a plain click. */
  onCarry: ((carried: DragIn | null) => void) | undefined;
}) {
  const t = useT();
  const words = squareWords(t);
  const rules = gameById(game)!;
  return (
    <section className="panel editor-palette" aria-label={t('editor.palette')}>
      <h2 className="panel-title">{t('editor.palette')}</h2>
      {(['w', 'b'] as const).map((side) => (
        <div key={side} className="editor-palette-row" role="group">
          {paletteLetters(game).map((upper) => {
            const letter = side === 'w' ? upper : upper.toLowerCase();
            return (
              <button
                key={letter}
                type="button"
                className="editor-brush"
                data-brush={letter}
                aria-pressed={brush === letter}
                aria-label={words.man(side === 'w' ? 0 : 1, words.pieceName(letter), null)}
                title={pieceName(t, upper)}
                onClick={() => {
                  onBrush(letter);
                  onCarry?.(null); // released where it was pressed: only the brush chosen
                }}
                onPointerDown={(event) => {
                  if (event.button !== 0 || !onCarry) return;
                  const worn = wornVest(game, letter, vest);
                  onCarry({ letter, vest: worn, x: event.clientX, y: event.clientY });
                }}
              >
                <svg viewBox="0 0 100 100" aria-hidden="true">
                  <PieceShape letter={letter} />
                </svg>
              </button>
            );
          })}
        </div>
      ))}
      <button
        type="button"
        className="button editor-eraser"
        data-brush="eraser"
        aria-pressed={brush === null}
        onClick={() => onBrush(null)}
      >
        {t('editor.eraser')}
      </button>
      <button
        type="button"
        className="button editor-eraser"
        data-brush={EN_PASSANT}
        aria-pressed={brush === EN_PASSANT}
        onClick={() => onBrush(EN_PASSANT)}
      >
        {t('editor.epTool')}
      </button>
      {rules.vests && (
        <label className="editor-field">
          {t('editor.vest')}
          <select value={vest ?? ''} onChange={(e) => onVest(e.target.value || null)}>
            <option value="">{t('editor.noVest')}</option>
            {VESTS.map((letter) => (
              <option key={letter} value={letter}>
                {pieceName(t, letter)}
              </option>
            ))}
          </select>
        </label>
      )}
    </section>
  );
}
