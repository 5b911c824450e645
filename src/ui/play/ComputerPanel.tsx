// The computer's panel beside the board: who plays each side, the thinking indicator (with the
// depth reached so far) and "Move now" while the computer thinks, a hint for the player to move
// (the engine's suggestion, also marked on the board), and for computer against computer Pause /
// Resume and the pace. An engine failure is said in words with "Try again"; the game is untouched.
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import type { ComputerPlayer } from '../../game/computerPlayer';
import { hasComputer, isAway, isComputer } from '../../game/players';
import { DEMO_SPEEDS, settingsStore, useSettings } from '../../game/settings';
import type { GameState } from '../../game/store';
import { useT } from '../i18n/i18n';
import { SPEED_KEYS } from '../i18n/gameSetupText';
import { sideName } from '../i18n/outcomeText';
import { playerText } from '../i18n/playerText';
import { useGameSession } from '../../game/useBoardView';

interface ComputerPanelProps {
  store: StoreApi<GameState>;
  computer: ComputerPlayer;
}

export function ComputerPanel({ store, computer }: ComputerPanelProps) {
  const t = useT();
  const session = useGameSession(store);
  const hint = useStore(store, (state) => state.hint);
  const state = useStore(computer.state);
  const demoSpeed = useSettings((s) => s.demoSpeed);
  const players = session.players;
  const turn = session.position.turn as 0 | 1;
  const over = session.outcome !== null;
  const demo = isComputer(players, 0) && isComputer(players, 1);
  const awayToMove = isAway(players, turn); // no hint for a side not played here
  const busy = state.thinking !== null || state.playing;

  return (
    <section
      className="panel computer-panel"
      aria-labelledby="computer-panel-title"
      data-thinking={state.thinking !== null ? 'true' : 'false'}
    >
      <h2 className="panel-title" id="computer-panel-title">
        {t('computer.title')}
      </h2>
      {hasComputer(players) && (
        <dl className="computer-players">
          {([0, 1] as const).map((color) => (
            <div key={color} className="computer-player">
              <dt>
                <span className={`side-dot side-${color === 0 ? 'white' : 'black'}`} aria-hidden />
                {sideName(t, color)}
              </dt>
              <dd>{playerText(t, players[color], players)}</dd>
            </div>
          ))}
        </dl>
      )}

      {busy && (
        <div className="computer-status" role="status">
          <span className="computer-spinner" aria-hidden />
          <span>
            {t(state.thinking !== null ? 'computer.thinking' : 'computer.playing', {
              side: sideName(t, state.thinking ?? turn),
            })}
            {state.thinking !== null && state.best && (
              <span className="computer-depth">
                {' '}
                · {t('computer.depth', { depth: state.best.depth })}
              </span>
            )}
          </span>
        </div>
      )}

      {state.error && (
        <div className="panel-message panel-message-error" role="alert">
          <p>{t('computer.error', { error: state.error })}</p>
          <button type="button" className="button" onClick={() => computer.retry()}>
            {t('computer.retry')}
          </button>
        </div>
      )}

      {hint && !busy && (
        <p className="computer-hint" role="status">
          {t('computer.hintText', { moves: hint.san.join(' ') })}
        </p>
      )}
      {state.hinting && <p className="computer-hint">{t('computer.hinting')}</p>}

      <div className="button-row">
        {busy && (
          <button
            type="button"
            className="button button-primary"
            onClick={() => computer.moveNow()}
          >
            {t('computer.moveNow')}
          </button>
        )}
        {!demo && !busy && (
          <button
            type="button"
            className="button"
            onClick={() => computer.hint()}
            disabled={over || awayToMove || state.hinting}
          >
            {t('computer.hint')}
          </button>
        )}
        {demo && !over && (
          <button
            type="button"
            className="button"
            onClick={() => computer.setPaused(!state.paused)}
          >
            {t(state.paused ? 'computer.resume' : 'computer.pause')}
          </button>
        )}
      </div>

      {demo && state.paused && !over && <p className="panel-note">{t('computer.paused')}</p>}
      {demo && (
        <div
          className="segmented computer-speed"
          role="radiogroup"
          aria-label={t('computer.speed')}
        >
          {DEMO_SPEEDS.map((speed) => (
            <label key={speed} className="segment">
              <input
                type="radio"
                name="demo-speed"
                value={speed}
                checked={demoSpeed === speed}
                onChange={() => settingsStore.getState().update({ demoSpeed: speed })}
              />
              {t(SPEED_KEYS[speed])}
            </label>
          ))}
        </div>
      )}
    </section>
  );
}
