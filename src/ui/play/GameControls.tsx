// The game's controls beside the board: new game, take back and replay (a whole move, or one
// sub-move of a Parallel worlds turn), resign, and a draw offered by one player and accepted or
// declined by the other at the same screen. Each question is asked in a dialog, so no game is
// lost to a stray tap. The buttons act through the store's intents; what a whole move is comes
// from src/game/turnHistory.ts. New game asks who plays (NewGameDialog) and starts through the
// game host, as the game-over banner's does with the same players. Against the computer,
// taking back goes back to the player's turn (the computer's answer with the player's move),
// the player resigns for their own side and no draw is offered; when the computer plays both
// sides, taking back pauses it first.
import { useState } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import type { ComputerPlayer } from '../../game/computerPlayer';
import { hasAway, hasHere, isAway, type Players } from '../../game/players';
import type { GameState } from '../../game/store';
import {
  canRedoSubMove,
  canUndoSubMove,
  redoToPlayerCount,
  redoTurnCount,
  undoToPlayerCount,
  undoTurnCount,
} from '../../game/turnHistory';
import { Dialog } from '../common/Dialog';
import { useT } from '../i18n/i18n';
import { lookBackStore } from './lookBack';
import { gameIdOf } from '../common/games';
import { NewGameDialog } from './LazyNewGameDialog';
import type { TimeControl } from '../../rules';

interface GameControlsProps {
  store: StoreApi<GameState>;
  computer: ComputerPlayer; // the computer at this game (paused when it plays both sides)
  // starts a new game of the same game with these players and time control
  onNewGame: (players: Players, control: TimeControl | null) => void;
  onAnalyse?: () => void; // given: an "Analyse" button (the analysis board of this game)
}

type Question = 'new' | 'resign' | 'draw' | null;

export function GameControls({ store, computer, onNewGame, onAnalyse }: GameControlsProps) {
  const t = useT();
  useStore(store, (state) => state.version);
  const session = useStore(store, (state) => state.session);
  const [question, setQuestion] = useState<Question>(null);
  const [note, setNote] = useState<string | null>(null);
  const sides = [t('side.white'), t('side.black')] as const;
  const turn = session.position.turn;
  const outcome = session.outcome;
  const subMoves = session.game.subMoveTurns;
  const players = session.players;
  const demo = !hasHere(players); // the computer against itself: nobody plays here
  const against = hasAway(players) && !demo; // one player here against the computer (or one away)
  const human: 0 | 1 = against && isAway(players, 0) ? 1 : 0;
  const resigning = against ? human : turn;
  const undoCount = against ? undoToPlayerCount(session) : undoTurnCount(session);
  const redoCount = against ? redoToPlayerCount(session) : redoTurnCount(session);

  const repeat = (times: number, step: () => void) => {
    if (demo) computer.setPaused(true);
    lookBackStore.getState().set(null);
    setNote(null);
    for (let i = 0; i < times; i++) step();
  };
  const undoMove = () => repeat(undoCount, () => store.getState().undo());
  const redoMove = () => repeat(redoCount, () => store.getState().redo());
  const undoSub = () => repeat(1, () => store.getState().undo());
  const redoSub = () => repeat(1, () => store.getState().redo());

  const close = () => setQuestion(null);
  const dialogs: Record<Exclude<Question, null>, () => React.ReactElement> = {
    new: () => (
      <NewGameDialog
        game={gameIdOf(session.game)}
        players={players}
        control={session.timeControl}
        replacing={session.moves.length > 0 && !outcome}
        onStart={(chosen, _view, control) => {
          close();
          setNote(null);
          onNewGame(chosen, control);
        }}
        onCancel={close}
      />
    ),
    resign: () => (
      <Dialog
        message={t('controls.confirmResign', { side: sides[resigning] })}
        actions={[
          {
            label: t('controls.resign'),
            primary: true,
            onSelect: () => {
              close();
              lookBackStore.getState().set(null);
              store.getState().resign(resigning);
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
        <button type="button" className="button" onClick={undoMove} disabled={undoCount === 0}>
          {t('controls.undoMove')}
        </button>
        <button type="button" className="button" onClick={redoMove} disabled={redoCount === 0}>
          {t('controls.redoMove')}
        </button>
      </div>
      {subMoves && (
        <div className="button-row">
          <button
            type="button"
            className="button button-quiet"
            onClick={undoSub}
            disabled={!canUndoSubMove(session) || isAway(players, turn)}
          >
            {t('controls.undoSubMove')}
          </button>
          <button
            type="button"
            className="button button-quiet"
            onClick={redoSub}
            disabled={!canRedoSubMove(session) || hasAway(players)}
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
          disabled={outcome !== null || hasAway(players)}
        >
          {t('controls.offerDraw')}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => setQuestion('resign')}
          disabled={outcome !== null || demo}
        >
          {t('controls.resign')}
        </button>
      </div>
      <div className="button-row">
        <button type="button" className="button button-primary" onClick={() => setQuestion('new')}>
          {t('controls.newGame')}
        </button>
        {onAnalyse && (
          <button type="button" className="button" onClick={onAnalyse}>
            {t('controls.analyse')}
          </button>
        )}
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
