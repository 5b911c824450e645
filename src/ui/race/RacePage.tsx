/**
 * A puzzle race (issue 45, docs/puzzles.md §The race): `?race` is the host's form (the game, the
 * number of puzzles, the time, the countdown), which opens one on the game server and goes on to the host's big
 * screen, `?race=<code>#key=<key>` (the key in the hash, as a seat's: it never reaches a server
 * log); `?race=<code>` is a player's phone. A code that cannot be one is said at once. A lazy
 * page, as the others.
 */
import { useState } from 'react';
import { createRace, type ApiProblem } from '../../game/online/api';
import {
  normaliseRaceCode,
  RACE_DEFAULT_COUNTDOWN,
  RACE_DEFAULT_PUZZLES,
  RACE_DEFAULT_SECONDS,
  type OnlineVariant,
} from '../../protocol';
import { GAMES } from '../common/games';
import { gameText, useT } from '../i18n/i18n';
import { LabelledSelect } from '../lobby/LabelledSelect';
import type { Route } from '../shell/route';
import { SiteBar } from '../shell/SiteBar';
import { RaceHost } from './RaceHost';
import { RacePlayer } from './RacePlayer';
import { raceProblemText, useRaceWords } from './raceWords';
import './race.css';

type RaceRoute = Extract<Route, { page: 'race' }>;

const PUZZLE_COUNTS = ['5', '10', '15', '20', '30'] as const;
const MINUTES = ['1', '2', '3', '5', '10'] as const;
const COUNTDOWNS = ['3', '5', '10', '20'] as const;

export function RacePage({
  route,
  onNavigate,
  onReplace,
}: {
  route: RaceRoute;
  onNavigate: (route: Route) => void;
  onReplace: (route: Route) => void;
}) {
  const w = useRaceWords();
  if (route.code === null) return <RaceOpen onNavigate={onNavigate} onReplace={onReplace} />;
  const code = normaliseRaceCode(route.code);
  if (code === null)
    return (
      <div className="page race-page">
        <SiteBar onNavigate={onNavigate} />
        <main className="race-message">
          <p className="notice" role="alert" data-race-problem="bad-code">
            {raceProblemText(w, 'bad-code', route.code)}
          </p>
        </main>
      </div>
    );
  if (route.key !== null)
    return <RaceHost key={code} code={code} hostKey={route.key} onNavigate={onNavigate} />;
  return <RacePlayer key={code} code={code} onNavigate={onNavigate} />;
}

/** The host's form: which game, how many puzzles, how long; then the race is opened. */
function RaceOpen({
  onNavigate,
  onReplace,
}: {
  onNavigate: (route: Route) => void;
  onReplace: (route: Route) => void;
}) {
  const t = useT();
  const w = useRaceWords();
  const [variant, setVariant] = useState<OnlineVariant>(GAMES[0]!.id);
  const [count, setCount] = useState(String(RACE_DEFAULT_PUZZLES));
  const [minutes, setMinutes] = useState(String(RACE_DEFAULT_SECONDS / 60));
  const [countdown, setCountdown] = useState(String(RACE_DEFAULT_COUNTDOWN));
  const [opening, setOpening] = useState(false);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const open = () => {
    setOpening(true);
    setProblem(null);
    const request = {
      variant,
      count: Number(count),
      seconds: Number(minutes) * 60,
      countdown: Number(countdown),
    };
    void createRace(request).then((created) => {
      setOpening(false);
      if (!created.ok) return setProblem(created.problem);
      onReplace({ page: 'race', code: created.value.code, key: created.value.key });
    });
  };
  return (
    <div className="page race-page">
      <SiteBar onNavigate={onNavigate} />
      <main className="race-open">
        <h1>{w('title')}</h1>
        <p className="lede">{w('intro')}</p>
        <form
          className="panel race-form"
          onSubmit={(event) => {
            event.preventDefault();
            open();
          }}
        >
          <LabelledSelect
            label={w('game')}
            name="race-game"
            value={variant}
            options={GAMES.map((game) => [game.id, gameText(t.language, game.id, 'name')] as const)}
            onChange={setVariant}
          />
          <LabelledSelect
            label={w('puzzles')}
            name="race-count"
            value={count}
            options={PUZZLE_COUNTS.map((n) => [n, n] as const)}
            onChange={setCount}
          />
          <LabelledSelect
            label={w('time')}
            name="race-minutes"
            value={minutes}
            options={MINUTES.map((n) => [n, w.count('minutes', Number(n))] as const)}
            onChange={setMinutes}
          />
          <LabelledSelect
            label={w('countdownField')}
            name="race-countdown"
            value={countdown}
            options={COUNTDOWNS.map((n) => [n, w.count('seconds', Number(n))] as const)}
            onChange={setCountdown}
          />
          <button type="submit" className="button button-primary" disabled={opening}>
            {w(opening ? 'opening' : 'open')}
          </button>
        </form>
        {problem && (
          <p className="notice" role="alert" data-race-problem={problem}>
            {raceProblemText(w, problem)}
          </p>
        )}
      </main>
    </div>
  );
}
