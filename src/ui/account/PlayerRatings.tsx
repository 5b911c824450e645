/**
 * The ratings part of a player's page (issue 43): the player's rating in each game they have a
 * rated game in ("1523?" while provisional), and the history of one of them as a chart (plain
 * SVG scaled to the page's width, ratingView.ts) with a text alternative, the game picked by a
 * select. The history is fetched when a game is picked.
 */
import { useEffect, useState } from 'react';
import { fetchRatingHistory, type Read } from '../../game/account/archive';
import type { PlayerProfile } from '../../protocol/accounts';
import type { RatingHistoryPoint } from '../../protocol/ratings';
import { RouteLink } from '../common/RouteLink';
import type { GameId } from '../common/games';
import { gameText, useT } from '../i18n/i18n';
import type { Route } from '../shell/route';
import { useAccountWords } from './accountWords';
import { archiveProblemText } from './archiveProblem';
import { CHART, ratingChart, ratingRows } from './ratingView';

export function PlayerRatings({
  profile,
  onNavigate,
}: {
  profile: PlayerProfile;
  onNavigate: (route: Route) => void;
}) {
  const t = useT();
  const w = useAccountWords();
  const rows = ratingRows(profile);
  const [picked, setPicked] = useState<GameId | null>(rows[0]?.game ?? null);
  return (
    <section className="panel player-ratings" aria-labelledby="player-ratings">
      <h2 id="player-ratings" className="panel-title">
        {w('ratings')}
      </h2>
      <RouteLink to={{ page: 'leaderboard', game: null }} onNavigate={onNavigate}>
        {w('leaderboard')}
      </RouteLink>
      {rows.length === 0 ? (
        <p>{w('noRatings')}</p>
      ) : (
        <>
          <dl>
            {rows.map((row) => (
              <div key={row.game} data-rating={row.game}>
                <dt>{gameText(t.language, row.game, 'name')}</dt>
                <dd>
                  <span className="player-rating" data-provisional={row.provisional}>
                    {row.text}
                  </span>{' '}
                  <span className="player-rating-games">({w.count('ratedGames', row.games)})</span>
                </dd>
              </div>
            ))}
          </dl>
          {rows.some((row) => row.provisional) && (
            <p className="player-rating-note">{w('provisionalNote')}</p>
          )}
          <label className="player-history-pick">
            {w('history')}{' '}
            <select
              name="history"
              value={picked ?? ''}
              onChange={(event) =>
                setPicked(rows.find((row) => row.game === event.target.value)?.game ?? null)
              }
            >
              {rows.map((row) => (
                <option key={row.game} value={row.game}>
                  {gameText(t.language, row.game, 'name')}
                </option>
              ))}
            </select>
          </label>
          {picked && <RatingHistory name={profile.name} game={picked} />}
        </>
      )}
    </section>
  );
}

function RatingHistory({ name, game }: { name: string; game: GameId }) {
  const t = useT();
  const w = useAccountWords();
  const [history, setHistory] = useState<Read<RatingHistoryPoint[]> | null>(null);
  useEffect(() => {
    let live = true;
    setHistory(null);
    void fetchRatingHistory(name, game).then((read) => live && setHistory(read));
    return () => {
      live = false;
    };
  }, [name, game]);
  if (history === null)
    return (
      <p className="view-loading" role="status">
        {w('loading')}
      </p>
    );
  if (!history.ok)
    return (
      <p className="notice" role="alert">
        {archiveProblemText(w, history.problem, w('problem.refused'))}
      </p>
    );
  const chart = ratingChart(history.value);
  if (!chart) return null;
  const gameName = gameText(t.language, game, 'name');
  const { first, last, lowest, highest, games } = chart;
  const summary = w('chartSummary', { game: gameName, first, last, lowest, highest, games });
  return (
    <figure className="player-history" data-history={game} data-points={chart.games}>
      <div className="player-history-plot">
        <div className="player-history-labels" aria-hidden="true">
          {chart.guides.map((guide) => (
            <span key={guide.rating} style={{ top: `${(guide.y / CHART.height) * 100}%` }}>
              {guide.rating}
            </span>
          ))}
        </div>
        <svg
          viewBox={`0 0 ${CHART.width} ${CHART.height}`}
          role="img"
          aria-label={w('historyOf', { game: gameName })}
          aria-describedby="player-history-summary"
          preserveAspectRatio="none"
        >
          {chart.guides.map((guide) => (
            <line
              key={guide.rating}
              className="player-history-guide"
              x1={0}
              x2={CHART.width}
              y1={guide.y}
              y2={guide.y}
            />
          ))}
          <polyline className="player-history-line" points={chart.line} />
        </svg>
      </div>
      <figcaption id="player-history-summary">{summary}</figcaption>
    </figure>
  );
}
