/**
 * A race on a screen that only watches (issue 45): the presenter's race slide and its audience
 * window join race `code` as a screen (no key, no name) and show what the server tells every
 * screen: before the start the join code and its QR code with the players' count, then the
 * time and the leaderboard's top ten (the rest counted), at the end the podium above the top
 * ten. The host's own page (RaceHost.tsx) shows more: every standing and the teacher's grid.
 */
import { RaceLeaderboard } from './RaceLeaderboard';
import { RacePodium } from './RacePodium';
import { raceProblemText, useRaceWords } from './raceWords';
import { RaceJoin } from './RaceJoin';
import { clock, useRace, useSecondsTo } from './useRace';
import './race.css';

export function RaceScreen({ code, caption }: { code: string; caption: string | null }) {
  const w = useRaceWords();
  const { view } = useRace(code, { as: 'screen' });
  const phase = view?.phase ?? null;
  const toStart = useSecondsTo(phase === 'countdown' ? (view?.startsAt ?? null) : null);
  const toEnd = useSecondsTo(phase === 'racing' ? (view?.endsAt ?? null) : null);
  const board = view?.board ?? null;
  return (
    <div className="race-screen" data-race-phase={phase ?? 'connecting'} data-race-code={code}>
      <header className="race-head">
        {caption && <h1 className="race-clock">{caption}</h1>}
        <p className="race-clock">
          {phase === 'finished'
            ? w('finished')
            : phase === 'countdown'
              ? w('countdown', { seconds: toStart ?? '' })
              : phase === 'racing'
                ? clock(toEnd ?? 0)
                : w('slideWaiting', { code })}
        </p>
        {board && <p className="race-count">{w.count('players', board.players)}</p>}
      </header>
      {view?.problem ? (
        <p className="notice" role="alert" data-race-problem={view.problem}>
          {view.problem === 'no-such-race'
            ? w('slideNone', { code })
            : raceProblemText(w, view.problem, code)}
        </p>
      ) : phase === 'lobby' || phase === null ? (
        <RaceJoin code={code} />
      ) : (
        board && (
          <>
            {phase === 'finished' && <RacePodium standings={board.top} />}
            <RaceLeaderboard
              standings={board.top}
              players={board.players}
              puzzles={view?.puzzles.length ?? 0}
              limit={board.top.length}
            />
          </>
        )
      )}
    </div>
  );
}
