/**
 * The puzzle pages (issue 45, docs/puzzles.md "The puzzle pages"): `?puzzle` a puzzle near the
 * player's puzzle rating among the game and theme chosen last, `?puzzle=daily` the day's,
 * `?puzzle=<id>` one puzzle (an unknown id: a page saying so, with a way on). The first two
 * write the puzzle's id into the address once it is chosen, so a reload or a shared link shows
 * the same puzzle. A puzzle is played on the real game page, as a lesson is (GamePage: the
 * boards, the turn panel, the dialogs; 3D for Parallel worlds chess when the player's setting or
 * `view=3d` asks, 2D for the flat games), run by usePuzzleRun over the game store; beside the
 * board the puzzle's panel (PuzzlePanel.tsx). The first try's result (usePuzzleRun's: failed
 * from the first refused move, hint or viewed solution on) goes to the player's standing (the
 * browser's, or an account's on the server), which rates a player's first try at a puzzle only.
 * `window.__test.puzzle()`'s state is that result, 'playing' while it stands.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { installPuzzleTestInterface } from '../../game/puzzles/puzzleTestInterface';
import type { PuzzleReport } from '../../game/testInterface';
import type { AttemptOutcome, PuzzleStanding } from '../../game/puzzles/puzzleStanding';
import { useSettings } from '../../game/settings';
import type { Puzzle } from '../../puzzles/puzzle';
import { gameInfo, type GameId } from '../common/games';
import { RouteLink } from '../common/RouteLink';
import { GamePage } from '../play/GamePage';
import type { Route, ViewMode } from '../shell/route';
import { SiteBar } from '../shell/SiteBar';
import { useT } from '../i18n/i18n';
import { PuzzleBrief, PuzzlePanel } from './PuzzlePanel';
import { usePuzzleLookup, type Lookup } from './usePuzzleLookup';
import { createPuzzleStore, usePuzzleRun } from './usePuzzleRun';
import { usePuzzleWords } from './puzzleWords';
import { useStandingSource } from './standingSource';
import './puzzle.css';

type PuzzleRoute = Extract<Route, { page: 'puzzle' }>;

interface PuzzlePageProps {
  route: PuzzleRoute;
  onNavigate: (route: Route) => void;
  onReplace: (route: Route) => void; // the chosen puzzle's id written into the address
}

export function PuzzlePage({ route, onNavigate, onReplace }: PuzzlePageProps) {
  const source = useStandingSource();
  const lookup = usePuzzleLookup(route.id, {
    standing: () => source.read().catch(() => null), // none to read (offline): as a new player
    now: () => new Date(),
  });
  const chosen = lookup.kind === 'found' && route.id !== lookup.puzzle.id ? lookup.puzzle : null;
  useEffect(() => {
    if (chosen) onReplace({ page: 'puzzle', id: chosen.id, view: route.view });
  }, [chosen, onReplace, route.view]);

  if (lookup.kind === 'found')
    return (
      <PuzzleScreen
        key={lookup.puzzle.id}
        lookup={lookup}
        view={route.view}
        onNavigate={onNavigate}
      />
    );
  return <PuzzleNotice lookup={lookup} onNavigate={onNavigate} />;
}

/** The page while the puzzles come, when they cannot, or when there is no such puzzle. */
function PuzzleNotice({
  lookup,
  onNavigate,
}: {
  lookup: Exclude<Lookup, { kind: 'found' }>;
  onNavigate: (route: Route) => void;
}) {
  const t = useT();
  const w = usePuzzleWords();
  useEffect(() => installPuzzleTestInterface(() => null), []); // no puzzle on screen
  return (
    <div className="page puzzle-page" data-puzzle-page={lookup.kind}>
      <SiteBar onNavigate={onNavigate} />
      <header className="game-header">
        <div>
          <h1 className="game-title">{t('puzzle.title')}</h1>
          <p className="game-tagline">{w('lede')}</p>
        </div>
      </header>
      <main className="puzzle-notice">
        {lookup.kind === 'loading' && <p role="status">{w('loading')}</p>}
        {lookup.kind === 'failed' && (
          <p className="notice" role="alert">
            {w('loadFailed')}
          </p>
        )}
        {lookup.kind === 'none' && (
          <p className="notice" role="alert">
            {w('noneOfTheme')}
          </p>
        )}
        {lookup.kind === 'unknown' && (
          <>
            <p className="notice" role="alert">
              {w('unknown', { id: lookup.id })}
            </p>
            <p>{w('unknownHelp')}</p>
          </>
        )}
        {lookup.kind !== 'loading' && (
          <p>
            <RouteLink
              to={{ page: 'puzzle', id: null, view: null }}
              onNavigate={onNavigate}
              className="button button-primary"
            >
              {w('forMe')}
            </RouteLink>
          </p>
        )}
      </main>
    </div>
  );
}

/** The analysis board on the puzzle: from before the opponent's last turn, through the solution. */
function analyseRoute(puzzle: Puzzle, game: GameId, view: ViewMode | null): Route {
  const turns = [...(puzzle.lastTurn ? [puzzle.lastTurn.turn] : []), ...puzzle.solution];
  return {
    page: 'analyse',
    game,
    fen: puzzle.lastTurn?.fen ?? puzzle.fen,
    moves: turns.flatMap((turn) => turn.split(' ')),
    tree: null,
    view,
  };
}

function PuzzleScreen({
  lookup,
  view: asked,
  onNavigate,
}: {
  lookup: Extract<Lookup, { kind: 'found' }>;
  view: ViewMode | null;
  onNavigate: (route: Route) => void;
}) {
  const { puzzle, game } = lookup;
  const preferred = useSettings((state) => state.view);
  const view: ViewMode = gameInfo(game).view3d ? (asked ?? preferred) : '2d';
  const store = useMemo(() => createPuzzleStore(puzzle), [puzzle]);

  // The player's standing, and what this puzzle's first try did to it.
  const source = useStandingSource();
  const [standing, setStanding] = useState<PuzzleStanding | null>(null);
  const [outcome, setOutcome] = useState<AttemptOutcome | null>(null);
  useEffect(() => {
    let live = true;
    source.read().then(
      (read) => live && setStanding(read),
      () => undefined, // no standing shown: the puzzle is still played
    );
    return () => {
      live = false;
    };
  }, [source]);
  const run = usePuzzleRun(puzzle, store, {
    onResult: (result) =>
      void source.attempt(puzzle, result === 'solved').then(
        (done) => {
          setOutcome(done);
          setStanding(done.standing);
        },
        () => undefined, // not recorded (offline): the puzzle's outcome is still shown
      ),
  });
  const latest = useRef<PuzzleReport['state']>('playing');
  latest.current = run.state.result ?? 'playing'; // the first try's result, 'playing' while it stands
  // Installed after the game page's own `window.__test` (a parent's effects run after its children's).
  useEffect(
    () =>
      installPuzzleTestInterface(() => ({
        id: puzzle.id,
        state: latest.current,
        rating: puzzle.rating,
      })),
    [store, puzzle],
  );

  // The game page's 3D | 2D switch leads to a game route: keep the puzzle, change its view.
  const navigate = (next: Route) =>
    next.page === 'game' && next.game === game
      ? onNavigate({ page: 'puzzle', id: puzzle.id, view: next.view })
      : onNavigate(next);

  return (
    <GamePage
      route={{ page: 'game', game, view, fen: puzzle.fen }}
      store={store}
      onNavigate={navigate}
      siteBar={<SiteBar onNavigate={onNavigate} />}
      notice={<PuzzleBrief puzzle={puzzle} run={run} />}
      onNewGame={() => undefined}
      endCard={false}
    >
      <PuzzlePanel
        lookup={lookup}
        run={run}
        standing={standing}
        outcome={outcome}
        view={asked}
        analyse={analyseRoute(puzzle, game, asked)}
        onNavigate={onNavigate}
      />
    </GamePage>
  );
}
