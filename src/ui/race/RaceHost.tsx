/**
 * The host's big screen of a race (`?race=<code>#key=<key>`), for a classroom's projector or an
 * event hall at 1920×1080: before the start the join code very large, the join link and its QR
 * code, the players' names as they arrive and Start; then the countdown, the time left and the
 * live leaderboard (the first twenty, the rest counted), the join code kept in a corner for the
 * latecomers; at the end the podium and the final table. The teacher's grid (each player ×
 * each puzzle, right or wrong, the turns on a click) opens under the leaderboard. The host is
 * the only one the server tells every answer (RaceView.host).
 */
import { useState } from 'react';
import type { RaceView } from '../../game/online/raceClient';
import type { RaceAnswerView, RacePlayerView, RaceStanding } from '../../protocol';
import { AddSlideButton } from '../present/AddSlideButton';
import type { Route } from '../shell/route';
import { SiteBar } from '../shell/SiteBar';
import { RaceGrid, type GridRow } from './RaceGrid';
import { RaceLeaderboard } from './RaceLeaderboard';
import { RacePodium } from './RacePodium';
import { raceProblemText, useRaceWords } from './raceWords';
import { RaceJoin } from './RaceJoin';
import { clock, useRace, useSecondsTo } from './useRace';

/** Rows of the leaderboard on the big screen (two columns of ten on a wide one). */
const BOARD_ROWS = 20;
/** Names shown in the lobby as they arrive (the latest first; the others counted). */
const LOBBY_NAMES = 80;

/** The teacher's grid: the players in the leaderboard's order, each answer at its puzzle. */
export function gridRows(
  standings: readonly RaceStanding[],
  players: readonly RacePlayerView[],
  answers: readonly RaceAnswerView[],
): GridRow[] {
  const byPlayer = new Map<number, (RaceAnswerView | null)[]>();
  for (const answer of answers) {
    const row = byPlayer.get(answer.player) ?? [];
    row[answer.index] = answer;
    byPlayer.set(answer.player, row);
  }
  const ranked = new Set(standings.map((standing) => standing.id));
  const order = [
    ...standings.map((standing) => ({ id: standing.id, name: standing.name })),
    ...players.filter((player) => !ranked.has(player.id)),
  ];
  return order.map(({ id, name }) => ({
    name,
    answers: Array.from(byPlayer.get(id) ?? [], (answer) =>
      answer ? { right: answer.right, turns: answer.turns } : null,
    ),
  }));
}

export function RaceHost({
  code,
  hostKey,
  onNavigate,
}: {
  code: string;
  hostKey: string;
  onNavigate: (route: Route) => void;
}) {
  const w = useRaceWords();
  const { view, link } = useRace(code, { as: 'host', key: hostKey });
  const [grid, setGrid] = useState(false);
  const phase = view?.phase ?? null;
  const host = view?.host ?? null;
  const players = host?.players ?? [];
  const standings = host?.standings ?? [];
  const puzzles = view?.puzzles.length ?? 0;

  return (
    <div className="page race-page race-host" data-race-phase={phase ?? 'connecting'}>
      <SiteBar onNavigate={onNavigate} />
      <main className="race-stage">
        {view?.problem ? (
          <p className="notice" role="alert" data-race-problem={view.problem}>
            {raceProblemText(w, view.problem, code)}
          </p>
        ) : phase === null ? (
          <p role="status">{w('connecting')}</p>
        ) : phase === 'lobby' ? (
          <div className="race-lobby">
            <RaceJoin code={code} />
            <section className="race-arrivals" aria-label={w('playersHere')}>
              <h2 className="race-count" data-race-players={players.length}>
                {w.count('players', players.length)}
              </h2>
              {players.length === 0 ? (
                <p className="race-muted">{w('noPlayers')}</p>
              ) : (
                <>
                  <ul className="race-names">
                    {players
                      .slice(-LOBBY_NAMES)
                      .reverse()
                      .map((player) => (
                        <li key={player.id} data-race-name={player.name}>
                          {player.name}
                        </li>
                      ))}
                  </ul>
                  {players.length > LOBBY_NAMES && (
                    <p className="race-more">
                      {w('more', { count: players.length - LOBBY_NAMES })}
                    </p>
                  )}
                </>
              )}
              <div className="button-row">
                <button
                  type="button"
                  className="button button-primary race-start"
                  disabled={players.length === 0 || !view?.connected}
                  onClick={() => link?.start()}
                  data-race-start
                >
                  {w('start')}
                </button>
              </div>
              <AddSlideButton
                slide={async () => ({
                  kind: 'race',
                  code,
                  caption: null,
                  notes: null,
                  seconds: null,
                })}
              />
            </section>
          </div>
        ) : (
          <RaceRunning
            view={view!}
            phase={phase}
            join={<RaceJoin code={code} compact />}
            onFinish={() => link?.finish()}
          />
        )}
        {phase === 'finished' && (
          <section className="race-final">
            <h2>{w('finalTable')}</h2>
            <RaceLeaderboard
              standings={standings}
              players={standings.length}
              puzzles={puzzles}
              limit={standings.length}
            />
            <button
              type="button"
              className="button"
              onClick={() => onNavigate({ page: 'race', code: null, key: null })}
            >
              {w('again')}
            </button>
          </section>
        )}
        {(phase === 'racing' || phase === 'finished') && (
          <section className="race-teacher">
            <button
              type="button"
              className="button"
              aria-expanded={grid}
              onClick={() => setGrid((on) => !on)}
              data-race-grid-toggle
            >
              {w(grid ? 'hideGrid' : 'showGrid')}
            </button>
            {grid && (
              <RaceGrid
                rows={gridRows(standings, players, host?.answers ?? [])}
                puzzles={puzzles}
              />
            )}
          </section>
        )}
      </main>
    </div>
  );
}

/** The race under way (or over): the clock, the leaderboard or the podium, the join corner. */
function RaceRunning({
  view,
  phase,
  join,
  onFinish,
}: {
  view: RaceView;
  phase: 'countdown' | 'racing' | 'finished';
  join: React.ReactNode;
  onFinish: () => void;
}) {
  const w = useRaceWords();
  const toStart = useSecondsTo(phase === 'countdown' ? view.startsAt : null);
  const toEnd = useSecondsTo(phase === 'racing' ? view.endsAt : null);
  const standings = view.host?.standings ?? [];
  const puzzles = view.puzzles.length;
  const players = view.host?.players.length ?? 0;
  return (
    <div className="race-running">
      <header className="race-head">
        {phase === 'countdown' && (
          <p className="race-clock race-countdown" role="timer" data-race-countdown={toStart ?? ''}>
            {w('countdown', { seconds: toStart ?? '' })}
          </p>
        )}
        {phase === 'racing' && (
          <p className="race-clock" role="timer" data-race-left={toEnd ?? ''}>
            <span className="race-clock-label">{w('timeLeft')}</span> {clock(toEnd ?? 0)}
          </p>
        )}
        {phase === 'finished' && <h1 className="race-clock">{w('finished')}</h1>}
        <p className="race-count" data-race-players={players}>
          {w.count('players', players)}
          {view.board &&
            view.board.finished > 0 &&
            ` · ${w('allDone', { count: view.board.finished })}`}
        </p>
        {phase !== 'finished' && (
          <button type="button" className="button" onClick={onFinish}>
            {w('finish')}
          </button>
        )}
      </header>
      <div className="race-main">
        {phase === 'finished' ? (
          <RacePodium standings={standings} />
        ) : (
          <RaceLeaderboard
            standings={standings}
            players={standings.length}
            puzzles={puzzles}
            limit={BOARD_ROWS}
          />
        )}
        {phase !== 'finished' && join}
      </div>
    </div>
  );
}
