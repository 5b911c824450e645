/**
 * The pen tool beside the board, for drawing without a right mouse button (touch screens, a
 * pen): a toggle, while it is on the four brushes to choose from and a button that clears the
 * drawing (a tap on the board draws a circle then, so it cannot clear). With a mouse the right
 * button draws whether the pen is on or not. The tool is the store's `pen`, so both boards and
 * every page with a board follow it.
 */
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { BRUSH_COLOURS, BRUSHES } from '../../content/annotations';
import type { GameState } from '../../game/store';
import { useShapes } from '../../game/useShapes';
import { useT } from '../i18n/i18n';
import './drawing.css';

export function DrawingTools({
  store,
  at = null,
}: {
  store: StoreApi<GameState>;
  at?: number | null; // the position shown (looking back), null: the current one
}) {
  const t = useT();
  const pen = useStore(store, (state) => state.pen);
  const shapes = useShapes(store, at);
  const { setPen, clearShapes } = store.getState();
  return (
    <div className="drawing-tools" role="group" aria-label={t('draw.tools')}>
      <button
        type="button"
        className="tool-button pen-button"
        aria-pressed={pen !== null}
        title={t('draw.penTitle')}
        onClick={() => setPen(pen === null ? 'green' : null)}
      >
        <span aria-hidden="true">✎</span> {t('draw.pen')}
      </button>
      {pen !== null && (
        <>
          {BRUSHES.map((brush) => (
            <button
              key={brush}
              type="button"
              className="brush-button"
              data-brush={brush}
              aria-pressed={pen === brush}
              aria-label={t(`draw.${brush}`)}
              title={t(`draw.${brush}`)}
              style={{ background: BRUSH_COLOURS[brush] }}
              onClick={() => setPen(brush)}
            />
          ))}
          <button
            type="button"
            className="tool-button"
            disabled={shapes.length === 0}
            onClick={() => clearShapes(at)}
          >
            {t('draw.clear')}
          </button>
        </>
      )}
    </div>
  );
}
