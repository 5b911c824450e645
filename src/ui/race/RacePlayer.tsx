/**
 * A player's phone in a race (`?race=<code>`): a name (remembered in this browser for the next
 * race), Join, the wait for the host's start, the countdown, then the race's puzzles one after
 * another on the board (RacePuzzle.tsx), each answer sent as it is made, with the player's score,
 * rank and time left always in view; at the end their place. A reload keeps the place: the game
 * layer keeps the player's token by race and joins with it again (raceClient.ts). What the server
 * refuses is said in words: no such race, a full race, a name taken (the form stays for another).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { storedRacePlayer, type RaceJoin, type RaceView } from '../../game/online/raceClient';
import { browserStorage } from '../../game/browserStorage';
import { normaliseRaceName, RACE_MAX_NAME_CHARS } from '../../protocol';
import { isGameId } from '../common/games';
import type { Route } from '../shell/route';
import { SiteBar } from '../shell/SiteBar';
import { RaceLeaderboard } from './RaceLeaderboard';
import { RacePuzzle } from './RacePuzzle';
import { raceProblemText, useRaceWords } from './raceWords';
import { clock, useRace, useSecondsTo } from './useRace';

const NAME_KEY = 'parallel-worlds.race-name';

/** Refusals after which the name form is shown again (another name may do). */
const ASK_AGAIN = new Set(['name-taken', 'bad-name', 'bad-token']);

export function RacePlayer({
  code,
  onNavigate,
}: {
  code: string;
  onNavigate: (route: Route) => void;
}) {
  const w = useRaceWords();
  // a player this browser already is in this race joins again by its token
  const [join, setJoin] = useState<RaceJoin | null>(() =>
    storedRacePlayer(code) ? { as: 'player' } : null,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const { view, link } = useRace(code, join);
  const refused = view?.problem ?? null;
  useEffect(() => {
    if (refused === null) return;
    setProblem(refused);
    if (ASK_AGAIN.has(refused)) setJoin(null);
  }, [refused]);

  const answer = useCallback(
    (index: number, turns: readonly string[]) => link?.answer(index, turns),
    [link],
  );
  const you = view?.you ?? null;
  if (view && you)
    return <Racing view={view} you={you} onAnswer={answer} onNavigate={onNavigate} />;
  return (
    <div className="page race-page race-player" data-race-phase="join">
      <SiteBar onNavigate={onNavigate} />
      <main className="race-phone">
        {join === null ? (
          <NameForm
            problem={problem}
            onJoin={(name) => {
              setProblem(null);
              setJoin({ as: 'player', name });
            }}
          />
        ) : problem !== null ? (
          <p className="notice" role="alert" data-race-problem={problem}>
            {raceProblemText(w, problem, code)}
          </p>
        ) : (
          <p role="status">{w('joining')}</p>
        )}
      </main>
    </div>
  );
}

function NameForm({ problem, onJoin }: { problem: string | null; onJoin: (name: string) => void }) {
  const w = useRaceWords();
  const [name, setName] = useState(() => browserStorage().getItem(NAME_KEY) ?? '');
  const [bad, setBad] = useState(false);
  const shown = bad ? 'bad-name' : problem;
  return (
    <form
      className="panel race-form race-name-form"
      onSubmit={(event) => {
        event.preventDefault();
        const normal = normaliseRaceName(name);
        setBad(normal === null);
        if (normal === null) return;
        browserStorage().setItem(NAME_KEY, normal);
        onJoin(normal);
      }}
    >
      <h1>{w('title')}</h1>
      <label className="race-field">
        <span className="field-label">{w('yourName')}</span>
        <input
          name="race-name"
          autoComplete="nickname"
          maxLength={RACE_MAX_NAME_CHARS + 10}
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={shown !== null}
        />
      </label>
      <button type="submit" className="button button-primary">
        {w('join')}
      </button>
      {shown !== null && (
        <p className="notice" role="alert" data-race-problem={shown}>
          {raceProblemText(w, shown)}
        </p>
      )}
    </form>
  );
}

/** A joined player: waiting, counting down, solving, done. */
function Racing({
  view,
  you,
  onAnswer,
  onNavigate,
}: {
  view: RaceView;
  you: NonNullable<RaceView['you']>;
  onAnswer: (index: number, turns: readonly string[]) => void;
  onNavigate: (route: Route) => void;
}) {
  const w = useRaceWords();
  const { phase, board } = view;
  const toStart = useSecondsTo(phase === 'countdown' ? view.startsAt : null);
  const toEnd = useSecondsTo(phase === 'racing' ? view.endsAt : null);
  const count = view.puzzles.length;
  const next = you.answers.length;
  const standing = you.standing;
  const players = board?.players ?? 0;
  // An answer sent while the connection was down is sent again once it is back (the server
  // takes an answer for the player's next puzzle only, so a repeat cannot count twice).
  const pending = useRef<{ index: number; turns: readonly string[] } | null>(null);
  const answer = useCallback(
    (turns: readonly string[]) => {
      pending.current = { index: next, turns };
      onAnswer(next, turns);
    },
    [next, onAnswer],
  );
  const wasConnected = useRef(view.connected);
  useEffect(() => {
    const back = view.connected && !wasConnected.current;
    wasConnected.current = view.connected;
    const sent = pending.current;
    if (back && sent && sent.index === next) onAnswer(sent.index, sent.turns);
  }, [view.connected, next, onAnswer]);
  const status = (
    <p className="race-me" data-race-me={you.name} data-solved={standing?.solved ?? 0}>
      <span>{w('yourScore', { score: standing?.solved ?? 0 })}</span>
      {standing && <span>{w('yourRank', { rank: standing.rank, count: players })}</span>}
      {phase === 'racing' && toEnd !== null && (
        <span role="timer" data-race-left={toEnd}>
          {clock(toEnd)}
        </span>
      )}
      {!view.connected && <span role="status">{w('reconnecting')}</span>}
    </p>
  );
  const game = view.variant !== null && isGameId(view.variant) ? view.variant : null;
  if (phase === 'racing' && next < count && game)
    return (
      <RacePuzzle
        key={next}
        game={game}
        id={view.puzzles[next]!}
        number={next + 1}
        count={count}
        last={you.answers.at(-1) ?? null}
        status={status}
        onAnswer={answer}
        onNavigate={onNavigate}
      />
    );
  return (
    <div className="page race-page race-player" data-race-phase={phase ?? 'join'}>
      <SiteBar onNavigate={onNavigate} />
      <main className="race-phone">
        {phase === 'lobby' || phase === 'countdown' ? (
          <section className="panel race-wait">
            <p>{w('joined', { name: you.name })}</p>
            {phase === 'lobby' ? (
              <p>{w('waitStart')}</p>
            ) : (
              <p className="race-clock" role="timer" data-race-countdown={toStart ?? ''}>
                {w('countdown', { seconds: toStart ?? '' })}
              </p>
            )}
            {board && <p className="race-count">{w.count('players', board.players)}</p>}
          </section>
        ) : (
          <>
            {status}
            <section className="panel race-wait">
              <p data-race-end>
                {phase === 'finished' && standing
                  ? w('yourPlace', { rank: standing.rank, count: players, score: standing.solved })
                  : w('done')}
              </p>
            </section>
            {board && (
              <RaceLeaderboard
                standings={board.top}
                players={board.players}
                puzzles={count}
                limit={board.top.length}
                me={you.id}
              />
            )}
          </>
        )}
      </main>
    </div>
  );
}
