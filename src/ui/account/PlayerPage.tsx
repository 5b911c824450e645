/**
 * A player's page, `?player=<name>` (issue 42): when they joined, how many games of each game
 * they have played, their ratings and a rating's history (issue 43, PlayerRatings.tsx), their latest games (each opens as a replay from the archive or on the
 * analysis board), the search of those games by opponent, game and outcome (in the browser, over
 * the latest `PROFILE_GAMES`: profileView.ts), and all their games as one record file (the
 * server's `format=pgn`). Its own chunk, with the account's words.
 */
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useMe } from '../../game/account/identity';
import { fetchGames, fetchProfile, recordFilePath, type Read } from '../../game/account/archive';
import type { ArchivedGame, PlayerProfile } from '../../protocol/accounts';
import { RouteLink } from '../common/RouteLink';
import { GAME_IDS, isGameId } from '../common/games';
import { gameText, useT } from '../i18n/i18n';
import type { PlayerRoute, Route } from '../shell/route';
import { SiteBar } from '../shell/SiteBar';
import { useAccountWords } from './accountWords';
import { archiveProblemText, dateText } from './archiveProblem';
import { PlayerRatings } from './PlayerRatings';
import {
  ANY_GAME,
  OUTCOMES,
  PROFILE_GAMES,
  filterRows,
  gameCounts,
  gameRow,
  type GameFilter,
  type Outcome,
} from './profileView';
import './account.css';

/** The player's own games going on, on their own page only (issue 43; its own chunk). */
const YourTurn = lazy(() => import('../online/YourTurn'));

interface Loaded {
  readonly profile: Read<PlayerProfile>;
  readonly games: Read<ArchivedGame[]>;
}

export function PlayerPage({
  route,
  onNavigate,
}: {
  route: PlayerRoute;
  onNavigate: (route: Route) => void;
}) {
  const w = useAccountWords();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let live = true;
    void Promise.all([fetchProfile(route.name), fetchGames(route.name, PROFILE_GAMES)]).then(
      ([profile, games]) => live && setLoaded({ profile, games }),
    );
    return () => {
      live = false;
    };
  }, [route.name]);
  const me = useMe();
  return (
    <div className="page player-page">
      <SiteBar onNavigate={onNavigate} />
      <main className="player-body" data-player={route.name}>
        {me?.name.toLowerCase() === route.name.toLowerCase() && (
          <Suspense fallback={null}>
            <YourTurn />
          </Suspense>
        )}
        {loaded === null ? (
          <p className="view-loading" role="status">
            {w('loading')}
          </p>
        ) : !loaded.profile.ok ? (
          <p className="notice" role="alert" data-player-problem={loaded.profile.problem}>
            {archiveProblemText(w, loaded.profile.problem, w('noPlayer', { name: route.name }))}
          </p>
        ) : (
          <Profile profile={loaded.profile.value} games={loaded.games} onNavigate={onNavigate} />
        )}
      </main>
    </div>
  );
}

function Profile({
  profile,
  games,
  onNavigate,
}: {
  profile: PlayerProfile;
  games: Read<ArchivedGame[]>;
  onNavigate: (route: Route) => void;
}) {
  const t = useT();
  const w = useAccountWords();
  const [filter, setFilter] = useState<GameFilter>(ANY_GAME);
  const rows = useMemo(
    () => (games.ok ? games.value.map((game) => gameRow(game, profile.name)) : []),
    [games, profile.name],
  );
  const shown = filterRows(rows, filter);
  const counts = gameCounts(profile);
  return (
    <>
      <h1 className="player-name">{profile.name}</h1>
      <p data-joined={profile.createdAt}>
        {w('joined', { date: dateText(t.language, profile.createdAt) })}
      </p>
      <section className="panel player-counts" aria-labelledby="games-played">
        <h2 id="games-played" className="panel-title">
          {w('gamesPlayed')}
        </h2>
        {counts.length === 0 ? (
          <p>{w('noGames')}</p>
        ) : (
          <dl>
            {counts.map(({ game, count }) => (
              <div key={game} data-count={game}>
                <dt>{gameText(t.language, game, 'name')}</dt>
                <dd>{w.count('gameCount', count)}</dd>
              </div>
            ))}
          </dl>
        )}
        <a className="button" href={recordFilePath(profile.name)} download data-record-file>
          {w('download')}
        </a>
      </section>
      <PlayerRatings profile={profile} onNavigate={onNavigate} />
      <section className="panel player-games" aria-labelledby="latest-games">
        <h2 id="latest-games" className="panel-title">
          {w('latest')}
        </h2>
        {!games.ok ? (
          <p className="notice" role="alert">
            {archiveProblemText(w, games.problem, w('problem.refused'))}
          </p>
        ) : (
          <>
            <form
              className="player-search"
              role="search"
              aria-label={w('search')}
              onSubmit={(event) => event.preventDefault()}
            >
              <label>
                {w('opponent')}
                <input
                  type="search"
                  name="opponent"
                  value={filter.opponent}
                  onChange={(event) => setFilter({ ...filter, opponent: event.target.value })}
                />
              </label>
              <label>
                {w('game')}
                <select
                  name="game"
                  value={filter.game ?? ''}
                  onChange={(event) => {
                    const game = event.target.value;
                    setFilter({ ...filter, game: isGameId(game) ? game : null });
                  }}
                >
                  <option value="">{w('anyGame')}</option>
                  {GAME_IDS.map((game) => (
                    <option key={game} value={game}>
                      {gameText(t.language, game, 'name')}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                {w('result')}
                <select
                  name="outcome"
                  value={filter.outcome ?? ''}
                  onChange={(event) => {
                    const outcome = OUTCOMES.find((known) => known === event.target.value);
                    setFilter({ ...filter, outcome: outcome ?? null });
                  }}
                >
                  <option value="">{w('anyResult')}</option>
                  {OUTCOMES.map((outcome: Outcome) => (
                    <option key={outcome} value={outcome}>
                      {w(`outcome.${outcome}`)}
                    </option>
                  ))}
                </select>
              </label>
            </form>
            <p className="player-shown" role="status" data-shown={shown.length}>
              {w('shown', { shown: shown.length, total: rows.length })}{' '}
              {rows.length >= PROFILE_GAMES && w('searchNote', { count: PROFILE_GAMES })}
            </p>
            <ol className="player-game-list">
              {shown.map((row) => (
                <li key={row.gameId} data-archived={row.gameId} data-outcome={row.outcome ?? ''}>
                  <span className="player-game-title">
                    {row.game ? gameText(t.language, row.game, 'name') : row.gameId}{' '}
                    {w('against', { name: row.opponent })}
                  </span>
                  <span className="player-game-detail">
                    {row.outcome ? `${w(`outcome.${row.outcome}`)} (${row.result})` : row.result}
                    {' · '}
                    {w(row.rated ? 'rated' : 'casual')}
                    {' · '}
                    {dateText(t.language, row.endedAt)}
                  </span>
                  <span className="button-row">
                    <RouteLink to={row.replay} onNavigate={onNavigate} className="button">
                      {w('replay')}
                    </RouteLink>
                    {row.analyse && (
                      <RouteLink to={row.analyse} onNavigate={onNavigate} className="button">
                        {w('analyse')}
                      </RouteLink>
                    )}
                  </span>
                </li>
              ))}
            </ol>
          </>
        )}
      </section>
    </>
  );
}
