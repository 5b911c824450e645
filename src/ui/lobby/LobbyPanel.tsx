// The lobby (issue 43), on its own page (`?lobby`, LobbyPage.tsx) and on the home page (`compact`:
// the first challenges and a link to the page): quick pairing, one button a pool; the open
// challenges live, filtered by game, speed and rated, each with its game (a 3D mark on Parallel
// worlds chess), time control or days per move, rated or casual, the colour asked, and its
// player's name and rating ("?" while provisional); accept with a click, or cancel one's own; and
// "Create a challenge", the new-game dialog's "Anyone" tab. When a challenge or the pool pairs
// this player, the page opens their seat of the new game (the online page, in the board the
// player prefers).
import { useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { POOLS, SPEEDS, speedOf, type Pool, type SeekView, type Speed } from '../../protocol';
import { useMe } from '../../game/account/identity';
import {
  acceptSeek,
  attachLobby,
  cancelSeek,
  choosePool,
  forgetPaired,
  lobby,
  reconnectLobby,
} from '../../game/online/lobby';
import { TWO_HUMANS } from '../../game/players';
import { GAMES, gameInfo, isGameId, type GameId } from '../common/games';
import { gameText } from '../i18n/i18n';
import { NewGameDialog } from '../play/LazyNewGameDialog';
import { parseRoute, type Route } from '../shell/route';
import { LabelledSelect } from './LabelledSelect';
import { seekProblemText, useLobbyWords, type LobbyText } from './lobbyWords';
import './lobby.css';

interface LobbyPanelProps {
  onNavigate: (route: Route) => void;
  /** The home page's: the first few challenges and a link to the lobby page. */
  compact?: boolean;
}

const COMPACT_ROWS = 6;

/** The pools of the app's games (the server's list could hold the rules core's plain chess). */
const APP_POOLS = POOLS.filter((pool): pool is Pool & { variant: GameId } =>
  isGameId(pool.variant),
);

type Filter<T> = T | 'all';

export function LobbyPanel({ onNavigate, compact = false }: LobbyPanelProps) {
  const w = useLobbyWords();
  const me = useMe();
  const { status, seeks, pool, paired } = useStore(lobby);
  const [game, setGame] = useState<Filter<GameId>>('all');
  const [speed, setSpeed] = useState<Filter<Speed>>('all');
  const [rated, setRated] = useState<Filter<'rated' | 'casual'>>('all');
  const [problem, setProblem] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);

  useEffect(() => attachLobby(), []);
  useEffect(() => {
    if (!paired) return;
    forgetPaired();
    const url = new URL(paired.url, window.location.origin);
    onNavigate(parseRoute(url.search, url.hash));
  }, [paired, onNavigate]);

  const shown = useMemo(
    () =>
      seeks.filter(
        (seek): seek is SeekView & { variant: GameId } =>
          isGameId(seek.variant) && // (the rules core's plain chess is not the app's)
          (game === 'all' || seek.variant === game) &&
          (speed === 'all' || speedOf(seek.clock) === speed) &&
          (rated === 'all' || seek.rated === (rated === 'rated')),
      ),
    [seeks, game, speed, rated],
  );
  const rows = compact ? shown.slice(0, COMPACT_ROWS) : shown;

  const act = async (work: Promise<{ ok: boolean; problem?: string }>) => {
    setProblem(null);
    const result = await work;
    if (!result.ok) setProblem(seekProblemText(w, result.problem ?? 'refused'));
  };
  const poolName = (id: string) => {
    const found = POOLS.find((p) => p.id === id);
    return found && isGameId(found.variant)
      ? `${gameText(w.language, found.variant, 'name')} ${found.clock}`
      : id;
  };

  if (status === 'unreachable')
    return (
      <section className="lobby" aria-label={w('title')}>
        <p className="lobby-note">{w('unreachable')}</p>
      </section>
    );

  return (
    <section className="lobby" aria-label={w('title')} data-lobby={status}>
      <h2 className="lobby-heading">{w('quick')}</h2>
      {pool ? (
        <p className="lobby-waiting" role="status">
          {w('waiting', { pool: poolName(pool) })}{' '}
          <button type="button" className="button" onClick={() => void choosePool(null)}>
            {w('stopWaiting')}
          </button>
        </p>
      ) : (
        <div className="lobby-pools">
          {APP_POOLS.map((p) => (
            <button
              key={p.id}
              type="button"
              className="button lobby-pool"
              data-pool={p.id}
              disabled={status !== 'open'}
              onClick={() => void choosePool(p.id)}
            >
              <span className="lobby-pool-clock">{p.clock}</span>
              <span className="lobby-pool-game">{gameText(w.language, p.variant, 'name')}</span>
            </button>
          ))}
        </div>
      )}

      <div className="lobby-bar">
        <h2 className="lobby-heading">{w('seeks')}</h2>
        <button
          type="button"
          className="button button-primary"
          data-action="create-seek"
          onClick={() => setCreating(true)}
        >
          {w('create')}
        </button>
      </div>
      {!compact && (
        <div className="lobby-filters">
          <FilterSelect
            label={w('game')}
            value={game}
            options={GAMES.map((g) => [g.id, gameText(w.language, g.id, 'name')] as const)}
            onChange={setGame}
            w={w}
          />
          <FilterSelect
            label={w('speed')}
            value={speed}
            options={SPEEDS.map((s) => [s, w(`speed.${s}`)] as const)}
            onChange={setSpeed}
            w={w}
          />
          <FilterSelect
            label={w('mode')}
            value={rated}
            options={[
              ['rated', w('rated')],
              ['casual', w('casual')],
            ]}
            onChange={setRated}
            w={w}
          />
        </div>
      )}
      {problem && (
        <p className="notice" role="alert">
          {problem}
        </p>
      )}
      {status === 'closed' && (
        <p className="lobby-note">
          {w('closed')}{' '}
          <button type="button" className="button" onClick={reconnectLobby}>
            {w('reconnect')}
          </button>
        </p>
      )}
      {rows.length === 0 ? (
        <p className="lobby-note">{w('none')}</p>
      ) : (
        <table className="lobby-seeks">
          <thead>
            <tr>
              <th scope="col">{w('player')}</th>
              <th scope="col">{w('game')}</th>
              <th scope="col">{w('time')}</th>
              <th scope="col">{w('mode')}</th>
              <th scope="col">{w('colour')}</th>
              <th scope="col">
                <span className="visually-hidden">{w('accept')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((seek) => (
              <SeekRow
                key={seek.seekId}
                seek={seek}
                own={seek.player.name === me?.name}
                w={w}
                onAccept={() => void act(acceptSeek(seek.seekId))}
                onCancel={() => void act(cancelSeek(seek.seekId))}
              />
            ))}
          </tbody>
        </table>
      )}
      {compact && (
        <p>
          <a
            href="?lobby"
            className="button button-quiet"
            onClick={(event) => {
              event.preventDefault();
              onNavigate({ page: 'lobby' });
            }}
          >
            {w('more')}
          </a>
        </p>
      )}
      {creating && (
        <NewGameDialog
          game={game === 'all' ? 'parallel-worlds' : game}
          players={TWO_HUMANS}
          opponent="anyone"
          replacing={false}
          onSeekCreated={() => {
            setCreating(false);
            if (compact) onNavigate({ page: 'lobby' });
          }}
          onCancel={() => setCreating(false)}
        />
      )}
    </section>
  );
}

/** A filter above the seeks: "All" or one of `options`. */
function FilterSelect<T extends string>({
  label,
  value,
  options,
  onChange,
  w,
}: {
  label: string;
  value: Filter<T>;
  options: ReadonlyArray<readonly [T, string]>;
  onChange: (value: Filter<T>) => void;
  w: LobbyText;
}) {
  return (
    <LabelledSelect<Filter<T>>
      label={label}
      value={value}
      options={[['all', w('all')], ...options]}
      onChange={onChange}
    />
  );
}

function SeekRow({
  seek,
  own,
  w,
  onAccept,
  onCancel,
}: {
  seek: SeekView & { variant: GameId };
  own: boolean;
  w: LobbyText;
  onAccept: () => void;
  onCancel: () => void;
}) {
  const { player } = seek;
  const rating = `${Math.round(player.rating)}${player.provisional ? '?' : ''}`;
  return (
    <tr data-seek={seek.seekId} data-own={own ? 'true' : undefined}>
      <td>
        <span className="lobby-player">{player.name}</span>{' '}
        <span className="lobby-rating">{rating}</span>
      </td>
      <td>
        {gameText(w.language, seek.variant, 'name')}
        {gameInfo(seek.variant).view3d && (
          <span className="lobby-3d" title={w('mark3d')} aria-label={w('mark3d')}>
            3D
          </span>
        )}
      </td>
      <td>
        {seek.clock ?? w.count('days', seek.days ?? 0)}{' '}
        <span className="lobby-speed">{w(`speed.${speedOf(seek.clock)}`)}</span>
      </td>
      <td>{seek.rated ? w('rated') : w('casual')}</td>
      <td>{w(seek.color)}</td>
      <td>
        {own ? (
          <button type="button" className="button" onClick={onCancel}>
            {w('cancel')}
          </button>
        ) : (
          <button type="button" className="button button-primary" onClick={onAccept}>
            {w('accept')}
          </button>
        )}
      </td>
    </tr>
  );
}
