/**
 * A puzzle around the real board: above it the brief (whose turn it is and what to find, then
 * what the last move did: refused with a word, good, solved, failed); beside it the panel (hint,
 * "View the solution", "Next puzzle", and once over "Try again" after a failure and "Analyse";
 * the puzzle's id, rating and themes; the player's
 * puzzle rating with this puzzle's change, the streak, the history; and the choice of game and
 * theme the next puzzles come from).
 */
import { keepChoice } from '../../game/puzzles/puzzleChoice';
import {
  triedBy,
  type AttemptOutcome,
  type PuzzleStanding,
} from '../../game/puzzles/puzzleStanding';
import type { Puzzle, Theme } from '../../puzzles/puzzle';
import { loadPuzzles } from './loadPuzzles';
import { GAMES, isGameId, type GameId } from '../common/games';
import { RouteLink } from '../common/RouteLink';
import { gameText, useT } from '../i18n/i18n';
import type { Route, ViewMode } from '../shell/route';
import { pickPuzzle, themeCounts } from './selectPuzzle';
import { keptTheme, type Lookup } from './usePuzzleLookup';
import type { PuzzleRun } from './usePuzzleRun';
import { signedDiff, themeName, usePuzzleWords } from './puzzleWords';
import type { PuzzleWordKey } from './puzzleWords.en';

/** What the brief says of the run: what is happening, or what the latest move did. */
function statusOf(state: PuzzleRun['state']): { key: PuzzleWordKey; tone: string } | null {
  switch (state.phase) {
    case 'intro':
      return { key: 'intro', tone: 'playing' };
    case 'replying':
      return { key: 'replying', tone: 'playing' };
    case 'showing':
      return { key: 'showing', tone: 'playing' };
    case 'done':
      return state.result === 'solved'
        ? { key: 'solved', tone: 'solved' }
        : { key: 'failedDone', tone: 'failed' };
  }
  if (state.feedback === 'wrong') return { key: 'wrong', tone: 'wrong' };
  if (state.feedback === 'right') return { key: 'good', tone: 'good' };
  if (state.hints > 0) return { key: 'hintShown', tone: 'playing' };
  return null;
}

/** What the solver reads first, above the board: the task, then what just happened. */
export function PuzzleBrief({ puzzle, run }: { puzzle: Puzzle; run: PuzzleRun }) {
  const w = usePuzzleWords();
  const status = statusOf(run.state);
  return (
    <section className="puzzle-brief" aria-label={w('puzzle', { id: puzzle.id })}>
      <p className="puzzle-task">{run.state.solver === 0 ? w('findWhite') : w('findBlack')}</p>
      <p
        className={`puzzle-status puzzle-status-${status?.tone ?? 'playing'}`}
        role="status"
        aria-live="polite"
      >
        {status && w(status.key)}
      </p>
    </section>
  );
}

/** The player's puzzle rating, this puzzle's change, the streak and the history. */
function Standing({
  standing,
  outcome,
  onNavigate,
}: {
  standing: PuzzleStanding;
  outcome: AttemptOutcome | null;
  onNavigate: (route: Route) => void;
}) {
  const w = usePuzzleWords();
  const diff = outcome && outcome.rated ? outcome.after - outcome.before : null;
  return (
    <section className="puzzle-standing" aria-label={w('yourRating')}>
      <p className="puzzle-rating">
        {w('yourRating')}:{' '}
        <strong data-puzzle-rating={standing.rating}>
          {standing.rating}
          {standing.provisional ? '?' : ''}
        </strong>{' '}
        {diff !== null && (
          <span
            className={diff >= 0 ? 'puzzle-diff is-up' : 'puzzle-diff is-down'}
            data-diff={diff}
            aria-label={w('change', { diff: signedDiff(diff) })}
          >
            {signedDiff(diff)}
          </span>
        )}
      </p>
      {outcome && !outcome.rated && <p className="puzzle-unrated">{w('notRated')}</p>}
      <p className="puzzle-streak">
        {w('streak', { streak: standing.streak, best: standing.bestStreak })}
      </p>
      <h3 className="puzzle-history-title">{w('history')}</h3>
      {standing.history.length === 0 ? (
        <p className="puzzle-history-empty">{w('historyEmpty')}</p>
      ) : (
        <ol className="puzzle-history">
          {standing.history.map((attempt, index) => {
            const diffText = attempt.diff === null ? '' : signedDiff(attempt.diff);
            return (
              <li key={`${attempt.id} ${index}`}>
                <RouteLink
                  to={{ page: 'puzzle', id: attempt.id, view: null }}
                  onNavigate={onNavigate}
                  className={attempt.win ? 'puzzle-chip is-solved' : 'puzzle-chip is-failed'}
                  aria-label={w(attempt.win ? 'historySolved' : 'historyFailed', {
                    id: attempt.id,
                    diff: diffText,
                  })}
                >
                  {attempt.win ? '✓' : '✗'}
                  {diffText && <span className="puzzle-chip-diff">{diffText}</span>}
                </RouteLink>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

/** The game and theme the next puzzles come from; a change shows a puzzle of the new choice. */
function ThemePicker({
  game,
  theme,
  set,
  pick,
}: {
  game: GameId;
  theme: Theme | null;
  set: readonly Puzzle[];
  pick: (game: GameId, theme: Theme | null) => void;
}) {
  const t = useT();
  const w = usePuzzleWords();
  return (
    <fieldset className="puzzle-choice">
      <legend>{w('choose')}</legend>
      <label>
        <span>{w('game')}</span>
        <select
          value={game}
          onChange={(event) => {
            if (isGameId(event.target.value)) pick(event.target.value, null);
          }}
        >
          {GAMES.map((info) => (
            <option key={info.id} value={info.id}>
              {gameText(t.language, info.id, 'name')}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{w('theme')}</span>
        <select
          value={theme ?? ''}
          onChange={(event) => pick(game, (event.target.value || null) as Theme | null)}
        >
          <option value="">{w('anyTheme', { count: set.length })}</option>
          {themeCounts(set).map(({ theme: code, count }) => (
            <option key={code} value={code}>
              {w('themeCount', { theme: themeName(w, code), count })}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}

export function PuzzlePanel({
  lookup,
  run,
  standing,
  outcome,
  view,
  analyse,
  onNavigate,
}: {
  lookup: Extract<Lookup, { kind: 'found' }>;
  run: PuzzleRun;
  standing: PuzzleStanding | null;
  outcome: AttemptOutcome | null;
  view: ViewMode | null;
  analyse: Route;
  onNavigate: (route: Route) => void;
}) {
  const t = useT();
  const w = usePuzzleWords();
  const { puzzle, game, set } = lookup;
  const { state } = run;
  const over = state.phase === 'done';
  const busy = state.phase !== 'playing';
  const theme = keptTheme(set);

  /** A puzzle of `game` and `theme` near the player's rating, another than this one. */
  const pick = (chosenGame: GameId, chosenTheme: Theme | null) => {
    keepChoice({ game: chosenGame, theme: chosenTheme });
    const from = chosenGame === game ? Promise.resolve(set) : loadPuzzles(chosenGame);
    void from.then((puzzles) => {
      const next = pickPuzzle(puzzles, {
        rating: standing?.rating ?? puzzle.rating,
        theme: chosenTheme,
        tried: new Set([...triedBy(standing), puzzle.id]),
        random: Math.random,
      });
      if (next) onNavigate({ page: 'puzzle', id: next.id, view });
    });
  };

  return (
    <section
      className="panel puzzle-panel"
      aria-label={w('puzzle', { id: puzzle.id })}
      data-puzzle={puzzle.id}
      data-phase={state.phase}
      data-result={state.result ?? 'none'}
    >
      <h2 className="panel-title">{w('puzzle', { id: puzzle.id })}</h2>
      <p className="puzzle-facts">
        {w('puzzleRating', { rating: puzzle.rating })} ·{' '}
        {w('themes', { themes: puzzle.themes.map((code) => themeName(w, code)).join(', ') })}
      </p>
      <div className="button-row puzzle-buttons">
        {over && (
          <button type="button" className="button button-primary" onClick={() => pick(game, theme)}>
            {w('next')}
          </button>
        )}
        {!over && (
          <button type="button" className="button" disabled={busy} onClick={run.hint}>
            {w('hint')}
          </button>
        )}
        {!over && (
          <button type="button" className="button" disabled={busy} onClick={run.showSolution}>
            {w('solution')}
          </button>
        )}
        {over && state.result === 'failed' && (
          <button type="button" className="button" onClick={run.retry}>
            {w('retry')}
          </button>
        )}
        {over && (
          <RouteLink to={analyse} onNavigate={onNavigate} className="button">
            {w('analyse')}
          </RouteLink>
        )}
        {!over && (
          <button type="button" className="button button-quiet" onClick={() => pick(game, theme)}>
            {w('next')}
          </button>
        )}
      </div>
      {standing && <Standing standing={standing} outcome={outcome} onNavigate={onNavigate} />}
      <ThemePicker game={game} theme={theme} set={set} pick={pick} />
      <RouteLink
        to={{ page: 'storm', game, view }}
        onNavigate={onNavigate}
        className="button button-quiet puzzle-storm-link"
      >
        {t('storm.title')}
      </RouteLink>
      <RouteLink
        to={{ page: 'race', code: null, key: null }}
        onNavigate={onNavigate}
        className="button button-quiet puzzle-race-link"
      >
        {t('race.title')}
      </RouteLink>
    </section>
  );
}
