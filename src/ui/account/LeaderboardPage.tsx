/**
 * The leaderboards, `?leaderboard[=<game>]` (issue 43): one game's best players whose rating
 * deviation is under 75 (the server's `GET /api/leaderboard/<variant>`), the game picked by
 * tabs, each player's name linking to their page. Its own chunk, with the account's words.
 */
import { useEffect, useState } from 'react';
import { fetchLeaderboard, type Read } from '../../game/account/archive';
import type { LeaderboardRow } from '../../protocol/ratings';
import { RouteLink } from '../common/RouteLink';
import { GAME_IDS, type GameId } from '../common/games';
import { gameText, useT } from '../i18n/i18n';
import type { LeaderboardRoute, Route } from '../shell/route';
import { SiteBar } from '../shell/SiteBar';
import { useAccountWords } from './accountWords';
import { archiveProblemText } from './archiveProblem';
import './account.css';

export function LeaderboardPage({
  route,
  onNavigate,
}: {
  route: LeaderboardRoute;
  onNavigate: (route: Route) => void;
}) {
  const t = useT();
  const w = useAccountWords();
  const game: GameId = route.game ?? GAME_IDS[0]!;
  const [board, setBoard] = useState<{ game: GameId; read: Read<LeaderboardRow[]> } | null>(null);
  useEffect(() => {
    let live = true;
    void fetchLeaderboard(game).then((read) => live && setBoard({ game, read }));
    return () => {
      live = false;
    };
  }, [game]);
  const shown = board?.game === game ? board.read : null;
  return (
    <div className="page player-page">
      <SiteBar onNavigate={onNavigate} />
      <main className="player-body" data-leaderboard={game}>
        <h1 className="player-name">{w('leaderboard')}</h1>
        <p>{w('leaderboardNote')}</p>
        <nav className="button-row leaderboard-tabs" aria-label={w('game')}>
          {GAME_IDS.map((id) => (
            <RouteLink
              key={id}
              to={{ page: 'leaderboard', game: id }}
              onNavigate={onNavigate}
              className={`button${id === game ? ' button-primary' : ''}`}
              current={id === game}
            >
              {gameText(t.language, id, 'name')}
            </RouteLink>
          ))}
        </nav>
        <section className="panel" aria-labelledby="leaderboard-game">
          <h2 id="leaderboard-game" className="panel-title">
            {gameText(t.language, game, 'name')}
          </h2>
          {shown === null ? (
            <p className="view-loading" role="status">
              {w('loading')}
            </p>
          ) : !shown.ok ? (
            <p className="notice" role="alert">
              {archiveProblemText(w, shown.problem, w('problem.refused'))}
            </p>
          ) : shown.value.length === 0 ? (
            <p data-leaderboard-empty>{w('leaderboardEmpty')}</p>
          ) : (
            <table className="leaderboard-table">
              <thead>
                <tr>
                  <th className="number">{w('rank')}</th>
                  <th>{w('player')}</th>
                  <th className="number">{w('rating')}</th>
                  <th className="number">{w('gamesColumn')}</th>
                </tr>
              </thead>
              <tbody>
                {shown.value.map((row, index) => (
                  <tr key={row.name} data-ranked={row.name}>
                    <td className="number">{index + 1}</td>
                    <td>
                      <RouteLink to={{ page: 'player', name: row.name }} onNavigate={onNavigate}>
                        {row.name}
                      </RouteLink>
                    </td>
                    <td className="number">{Math.round(row.rating)}</td>
                    <td className="number">{row.games}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </main>
    </div>
  );
}
