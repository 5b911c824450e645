// The new-game dialog: who plays — two people at the screen, the player against the computer
// (which side, which level), the computer against itself (a level for each side, and the
// pace, for watching and demonstrations), or, where the page offers it, a friend online (which
// side; Start creates the game on the server and opens its invite, as lichess's "Play with a
// friend"), or anyone (a challenge in the lobby, issue 43: AnyoneFields.tsx) — and, when asked from the home page for Parallel worlds
// chess, the board (3D or 2D); and the time control (TimeControlField.tsx). It opens with the choices of the game on screen, so "New game"
// then "Start" plays the same kind of game again. A Modal (Dialog.tsx): focus starts on the
// chosen answer, Tab stays inside, Escape cancels, and the page behind cannot be clicked.
import { useId, useState } from 'react';
import { DEFAULT_LEVEL, LEVELS, parseLevel, type Level } from '../../engine/levels';
import { useLevelRatingText } from './levelRatingWords';
import { computer, HUMAN, TWO_HUMANS, type Players } from '../../game/players';
import { DEMO_SPEEDS, useSettings, settingsStore } from '../../game/settings';
import { Modal } from '../common/Dialog';
import { gameText, useT } from '../i18n/i18n';
import type { GameId } from '../common/games';
import { levelText } from '../i18n/playerText';
import { SPEED_KEYS } from '../i18n/gameSetupText';
import { newOnlineRoute, type OnlineRoute, type ViewMode } from '../shell/route';
import { formatControl, type TimeControl } from '../../rules';
import { TimeControlField } from './TimeControlField';
import { createSeek } from '../../game/online/lobby';
import { AnyoneFields, NEW_SEEK } from '../lobby/AnyoneFields';
import { seekProblemText, useLobbyWords } from '../lobby/lobbyWords';
import './computer.css';

type Opponent = 'humans' | 'computer' | 'demo' | 'online' | 'anyone';
type Side = 'white' | 'black' | 'random';

export interface NewGameDialogProps {
  game: GameId;
  players: Players; // the players of the game on screen (the dialog starts from them)
  opponent?: Opponent; // the kind of game to offer first, e.g. 'computer' from the home page
  replacing: boolean; // a game in progress will be replaced: say so
  view?: ViewMode; // ask for the board too (Parallel worlds chess from the home page)
  control?: TimeControl | null; // the time control of the game on screen (the dialog starts from it)
  /** A game at this screen; absent: the dialog offers only a friend online. */
  onStart?: (players: Players, view: ViewMode | undefined, control: TimeControl | null) => void;
  /** Offers "A friend online" too: Start then opens the new online game's route. */
  onPlayOnline?: (route: OnlineRoute) => void;
  /** Offers "Anyone" too (a challenge in the lobby, AnyoneFields.tsx): called once it is open. */
  onSeekCreated?: () => void;
  onCancel: () => void;
}

const levelOf = (players: Players, color: 0 | 1): Level => {
  const player = players[color];
  return player.kind === 'computer' ? player.level : DEFAULT_LEVEL;
};

const capitalised = (text: string): string => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** The kind of game a pair of players is. */
function opponentOf(players: Players): Opponent {
  const computers = players.filter((p) => p.kind === 'computer').length;
  return computers === 0 ? 'humans' : computers === 1 ? 'computer' : 'demo';
}

export function NewGameDialog({
  game,
  players,
  opponent: offered,
  replacing,
  view: initialView,
  control: initialControl = null,
  onStart,
  onPlayOnline,
  onSeekCreated,
  onCancel,
}: NewGameDialogProps) {
  const t = useT();
  const ratingText = useLevelRatingText();
  const titleId = useId();
  const demoSpeed = useSettings((state) => state.demoSpeed);
  const [opponent, setOpponent] = useState<Opponent>(offered ?? opponentOf(players));
  const [side, setSide] = useState<Side>(players[0].kind === 'computer' ? 'black' : 'white');
  // against the computer: its level; computer against computer: White's and Black's
  const [level, setLevel] = useState<Level>(
    levelOf(players, players[0].kind === 'computer' ? 0 : 1),
  );
  const [levels, setLevels] = useState<[Level, Level]>([levelOf(players, 0), levelOf(players, 1)]);
  const [view, setView] = useState(initialView);
  const [control, setControl] = useState(initialControl);
  const [seek, setSeek] = useState(() => NEW_SEEK(game));
  const [seekProblem, setSeekProblem] = useState<string | null>(null);
  const lobbyWords = useLobbyWords();
  const postSeek = async () => {
    setSeekProblem(null);
    const result = await createSeek(seek);
    if (result.ok) onSeekCreated?.();
    else setSeekProblem(seekProblemText(lobbyWords, result.problem));
  };

  const white = (): boolean => (side === 'random' ? Math.random() < 0.5 : side === 'white');
  const chosen = (): Players => {
    if (opponent === 'humans') return TWO_HUMANS;
    if (opponent === 'demo') return [computer(levels[0]), computer(levels[1])];
    return white() ? [HUMAN, computer(level)] : [computer(level), HUMAN];
  };

  const radios = <T extends string>(
    name: string,
    legend: string,
    options: ReadonlyArray<readonly [T, string]>,
    value: T,
    onChange: (value: T) => void,
    grid = false, // many or long choices: rows of at least 7 rem, two on a phone
  ) => (
    <fieldset className="new-game-field">
      <legend className="field-label">{legend}</legend>
      <div className={grid ? 'segmented segmented-grid' : 'segmented'}>
        {options.map(([key, label]) => (
          <label key={key} className="segment">
            <input
              type="radio"
              name={name}
              value={key}
              checked={value === key}
              onChange={() => onChange(key)}
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );

  const levelSelect = (label: string, value: Level, onChange: (level: Level) => void) => (
    <label className="new-game-field">
      <span className="field-label">{label}</span>
      <select
        className="new-game-select"
        aria-label={label}
        value={String(value)}
        onChange={(event) => onChange(parseLevel(event.target.value) ?? DEFAULT_LEVEL)}
      >
        {LEVELS.map(({ level: option, label, rating }) => (
          <option key={label} value={label}>
            {rating === null
              ? capitalised(levelText(t, option))
              : ratingText('rated', { level: capitalised(levelText(t, option)), rating })}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <Modal
      role="dialog"
      labelledBy={titleId}
      className="new-game-dialog"
      focusFirst="input:checked, input, select, button"
      onCancel={onCancel}
      onSubmit={(event) => {
        event.preventDefault();
        if (opponent === 'anyone') void postSeek();
        else if (opponent === 'online' && onPlayOnline)
          onPlayOnline(
            newOnlineRoute(game, false, view ?? null, {
              side: white() ? 'white' : 'black',
              ...(control ? { clock: formatControl(control) } : {}),
            }),
          );
        else onStart?.(chosen(), view, control);
      }}
    >
      <h2 id={titleId} className="dialog-title">
        {t('newGame.title', { game: gameText(t.language, game, 'name') })}
      </h2>
      {replacing && <p className="dialog-hint">{t('newGame.replace')}</p>}
      {(onStart || onSeekCreated) &&
        radios(
          'opponent',
          t('newGame.opponent'),
          [
            ...(onStart
              ? ([
                  ['humans', t('newGame.humans')],
                  ['computer', t('newGame.computer')],
                  ['demo', t('newGame.demo')],
                ] as const)
              : []),
            ...(onPlayOnline ? ([['online', t('newGame.online')]] as const) : []),
            ...(onSeekCreated ? ([['anyone', lobbyWords('anyone')]] as const) : []),
          ],
          opponent,
          setOpponent,
          true,
        )}
      {opponent === 'anyone' && <AnyoneFields value={seek} onChange={setSeek} />}
      {seekProblem && (
        <p className="notice" role="alert">
          {seekProblem}
        </p>
      )}
      {(opponent === 'computer' || opponent === 'online') && (
        <>
          {opponent === 'online' && <p className="dialog-hint">{t('newGame.onlineHint')}</p>}
          {radios(
            'side',
            t('newGame.side'),
            [
              ['white', t('side.white')],
              ['black', t('side.black')],
              ['random', t('newGame.sideRandom')],
            ],
            side,
            setSide,
          )}
          {opponent === 'computer' && levelSelect(t('newGame.level'), level, setLevel)}
          {opponent === 'computer' && <p className="new-game-rating-note">{ratingText('note')}</p>}
        </>
      )}
      {opponent === 'demo' && (
        <div className="new-game-pair">
          {levelSelect(t('newGame.levelOf', { side: t('side.white') }), levels[0], (l) =>
            setLevels([l, levels[1]]),
          )}
          {levelSelect(t('newGame.levelOf', { side: t('side.black') }), levels[1], (l) =>
            setLevels([levels[0], l]),
          )}
          {radios(
            'speed',
            t('computer.speed'),
            DEMO_SPEEDS.map((speed) => [speed, t(SPEED_KEYS[speed])] as const),
            demoSpeed,
            (speed) => settingsStore.getState().update({ demoSpeed: speed }),
          )}
        </div>
      )}
      {opponent !== 'anyone' && <TimeControlField value={control} onChange={setControl} />}
      {view &&
        opponent !== 'anyone' &&
        radios(
          'board',
          t('newGame.board'),
          [
            ['3d', '3D'],
            ['2d', '2D'],
          ],
          view,
          setView,
        )}
      <div className="dialog-actions">
        <button type="submit" className="button button-primary">
          {t('controls.start')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('controls.cancel')}
        </button>
      </div>
    </Modal>
  );
}
