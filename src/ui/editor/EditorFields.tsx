/**
 * The position editor's fields beside the boards: the pockets (Pocket mutation chess), the side
 * to move, the castling rights per level, side and wing (offered as the board allows them) and
 * the en passant squares with the tool that chooses them. Apart from the page because each only
 * edits the setup; the page validates every change and keeps it.
 */
import {
  castlingOptions,
  enPassantCandidates,
  enPassantSquares,
  setCastling,
  type Setup,
} from '../../game/editor/setup';
import { gameById } from '../../rules';
import { useT } from '../i18n/i18n';
import { pieceName } from '../i18n/pieceWords';
import { EN_PASSANT, paletteLetters } from './EditorPalette';

export function EditorFields({
  setup,
  brush,
  onBrush,
  onChange,
}: {
  setup: Setup;
  brush: string | null; // the palette's: the en passant hint depends on the tool in hand
  onBrush: (brush: string | null) => void;
  onChange: (setup: Setup) => void;
}) {
  const t = useT();
  const game = gameById(setup.game)!;
  const candidates = enPassantCandidates(setup);
  const chosenEp = enPassantSquares(setup);
  return (
    <>
      {game.pockets && (
        <fieldset className="editor-field">
          <legend>{t('editor.pockets')}</legend>
          {([0, 1] as const).map((side) => (
            <select
              key={side}
              aria-label={t(side === 0 ? 'side.white' : 'side.black')}
              value={setup.pockets[side]}
              onChange={(e) => {
                const pockets: [string, string] = [...setup.pockets];
                pockets[side] = e.target.value;
                onChange({ ...setup, pockets });
              }}
            >
              <option value="">—</option>
              {paletteLetters(setup.game)
                .filter((l) => l !== 'K')
                .map((l) => (side === 0 ? l : l.toLowerCase()))
                .map((l) => (
                  <option key={l} value={l}>
                    {pieceName(t, l)}
                  </option>
                ))}
            </select>
          ))}
        </fieldset>
      )}
      <label className="editor-field">
        {t('editor.turn')}
        <select
          value={setup.turn}
          onChange={(e) => onChange({ ...setup, turn: e.target.value === 'b' ? 'b' : 'w' })}
        >
          <option value="w">{t('side.white')}</option>
          <option value="b">{t('side.black')}</option>
        </select>
      </label>
      {game.castling && (
        <fieldset className="editor-field editor-castling">
          <legend>{t('editor.castling')}</legend>
          {[...new Set(castlingOptions(setup).map((option) => option.level))].map((level) => (
            <div key={level ?? 0} className="editor-castling-level">
              {level !== null && (
                <span className="editor-castling-caption">
                  {t('editor.castlingLevel', { n: level })}
                </span>
              )}
              {castlingOptions(setup)
                .filter((option) => option.level === level)
                .map((option) => (
                  <label
                    key={`${option.color}${option.wing}`}
                    className="editor-check"
                    data-castling={`${level ?? ''}${option.color}${option.wing}`}
                  >
                    <input
                      type="checkbox"
                      checked={option.on}
                      disabled={!option.possible && !option.on}
                      onChange={(e) => onChange(setCastling(setup, option, e.target.checked))}
                    />
                    {t(option.color === 'w' ? 'side.white' : 'side.black')}{' '}
                    {t(option.wing === 'K' ? 'editor.kingSide' : 'editor.queenSide')}
                  </label>
                ))}
            </div>
          ))}
        </fieldset>
      )}
      <div className="editor-field" data-en-passant={setup.enPassant}>
        <span>
          {t('editor.enPassant')}:{' '}
          <strong>{chosenEp.length ? chosenEp.join(', ') : t('editor.epNone')}</strong>
        </span>
        <small className="editor-hint">
          {candidates.length === 0
            ? t('editor.epNoCandidate')
            : brush === EN_PASSANT
              ? t('editor.epHint')
              : null}
        </small>
        {candidates.length > 0 && brush !== EN_PASSANT && (
          <button type="button" className="button" onClick={() => onBrush(EN_PASSANT)}>
            {t('editor.epTool')}
          </button>
        )}
      </div>
    </>
  );
}
