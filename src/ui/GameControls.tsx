// The game's controls beside the board: new game, take back and replay (a whole move, or one
// sub-move of a Parallel worlds turn), resign, and a draw offered by one player and accepted or
// declined by the other at the same screen. Each question is asked in a dialog, so no game is
// lost to a stray tap. The buttons act through the store's intents; what a whole move is comes
// from src/game/turnHistory.ts.
import { useState } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import type { GameState } from '../game/store';
import { canRedoSubMove, canUndoSubMove, redoTurnCount, undoTurnCount } from '../game/turnHistory';
import { Dialog } from './Dialog';
import { gameText, useT } from './i18n';
import { lookBackStore } from './lookBack';
import type { GameId } from './games';

interface GameControlsProps {
  store: StoreApi<GameState>;
  onNewGame: () => void; // starts a new game of the same game (after the player confirmed)
}

type Question = 'new' | 'resign' | 'draw' | null;

export function GameControls({ store, onNewGame }: GameControlsProps) {
  const t = useT();
  useStore(store, (state) => state.version);
  const session = useStore(store, (state) => state.session);
  const [question, setQuestion] = useState<Question>(null);
  const [note, setNote] = useState<string | null>(null);
  const sides = [t('side.white'), t('side.black')] as const;
  const turn = session.position.turn;
  const outcome = session.outcome;
  const subMoves = session.game.subMoveTurns;

  const repeat = (times: number, step: () => void) => {
    lookBackStore.getState().set(null);
    setNote(null);
    for (let i = 0; i < times; i++) step();
  };
  const undoMove = () => repeat(undoTurnCount(session), () => store.getState().undo());
  const redoMove = () => repeat(redoTurnCount(session), () => store.getState().redo());
  const undoSub = () => repeat(1, () => store.getState().undo());
  const redoSub = () => repeat(1, () => store.getState().redo());

  const close = () => setQuestion(null);
  const dialogs: Record<Exclude<Question, null>, () => React.ReactElement> = {
    new: () => (
      <Dialog
        message={t('controls.confirmNew', {
          game: gameText(t.language, session.game.id as GameId, 'name'),
        })}
        actions={[
          {
            label: t('controls.start'),
            primary: true,
            onSelect: () => {
              close();
              setNote(null);
              onNewGame();
            },
          },
          { label: t('controls.cancel'), onSelect: close },
        ]}
        onCancel={close}
      />
    ),
    resign: () => (
      <Dialog
        message={t('controls.confirmResign', { side: sides[turn] })}
        actions={[
          {
            label: t('controls.resign'),
            primary: true,
            onSelect: () => {
              close();
              lookBackStore.getState().set(null);
              store.getState().resign();
            },
          },
          { label: t('controls.cancel'), onSelect: close },
        ]}
        onCancel={close}
      />
    ),
    draw: () => {
      const decline = () => {
        close();
        setNote(t('controls.drawDeclined', { side: sides[1 - turn]! }));
      };
      return (
        <Dialog
          message={t('controls.drawOffer', { side: sides[turn], other: sides[1 - turn]! })}
          actions={[
            {
              label: t('controls.accept'),
              primary: true,
              onSelect: () => {
                close();
                lookBackStore.getState().set(null);
                store.getState().agreeDraw();
              },
            },
            { label: t('controls.decline'), onSelect: decline },
          ]}
          onCancel={decline}
        />
      );
    },
  };

  return (
    <section className="panel game-controls" aria-labelledby="game-controls-title">
      <h2 className="panel-title" id="game-controls-title">
        {t('controls.title')}
      </h2>
      <div className="button-row">
        <button
          type="button"
          className="button"
          onClick={undoMove}
          disabled={undoTurnCount(session) === 0}
        >
          {t('controls.undoMove')}
        </button>
        <button
          type="button"
          className="button"
          onClick={redoMove}
          disabled={redoTurnCount(session) === 0}
        >
          {t('controls.redoMove')}
        </button>
      </div>
      {subMoves && (
        <div className="button-row">
          <button
            type="button"
            className="button button-quiet"
            onClick={undoSub}
            disabled={!canUndoSubMove(session)}
          >
            {t('controls.undoSubMove')}
          </button>
          <button
            type="button"
            className="button button-quiet"
            onClick={redoSub}
            disabled={!canRedoSubMove(session)}
          >
            {t('controls.redoSubMove')}
          </button>
        </div>
      )}
      <div className="button-row">
        <button
          type="button"
          className="button"
          onClick={() => setQuestion('draw')}
          disabled={outcome !== null}
        >
          {t('controls.offerDraw')}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => setQuestion('resign')}
          disabled={outcome !== null}
        >
          {t('controls.resign')}
        </button>
      </div>
      <div className="button-row">
        <button
          type="button"
          className="button button-primary"
          onClick={() =>
            session.moves.length === 0 && !outcome ? onNewGame() : setQuestion('new')
          }
        >
          {t('controls.newGame')}
        </button>
      </div>
      {note && (
        <p className="panel-note" role="status">
          {note}
        </p>
      )}
      {question && dialogs[question]()}
    </section>
  );
}
