/**
 * The board of a Storm run: the real game page (GamePage: the 2D board, or 3D for Parallel worlds
 * chess with the 2D switch; the turn panel, the typed-move box) with the run's clock above it,
 * where a phone shows it too.
 * One store for the whole run: each puzzle is run over it by the puzzle pages' hook
 * (src/ui/puzzle/usePuzzleRun.ts) at Storm's pace — the opponent's last turn played quickly, a
 * wrong move ending the puzzle at once — and its first result, with the solver's moves in it, is
 * handed to the run; the page then puts the next puzzle on the same board.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { solverOf } from '../../puzzles/judge';
import type { Puzzle } from '../../puzzles/puzzle';
import { WHITE } from '../../rules';
import type { GameId } from '../common/games';
import { useT } from '../i18n/i18n';
import { GamePage } from '../play/GamePage';
import { createPuzzleStore, usePuzzleRun, type PuzzleResult } from '../puzzle/usePuzzleRun';
import type { Route, ViewMode } from '../shell/route';
import { SiteBar } from '../shell/SiteBar';
import { useStormWords } from './stormWords';

interface StormBoardProps {
  game: GameId;
  puzzle: Puzzle;
  view: ViewMode;
  /** The puzzle's result and the solver's moves in it (the last one included). */
  onResult: (result: PuzzleResult, moves: number) => void;
  onNavigate: (route: Route) => void;
  viewRoute: (view: ViewMode) => Route;
  clock: ReactNode; // the run's clock, combo and score, above the board
}

export function StormBoard({
  game,
  puzzle,
  view,
  onResult,
  onNavigate,
  viewRoute,
  clock,
}: StormBoardProps) {
  const t = useT();
  const w = useStormWords();
  const [store] = useState(() => createPuzzleStore(puzzle));
  const solver = solverOf(puzzle);
  useEffect(() => store.getState().setFacing(solver), [store, solver]);
  usePuzzleRun(puzzle, store, {
    quick: true,
    missEnds: true,
    onResult: (result) =>
      onResult(
        result,
        store
          .getState()
          .session.moves.filter((move) => move.color === solver && move.canonical !== 'end').length,
      ),
  });
  return (
    <GamePage
      route={{ page: 'game', game, view, fen: puzzle.fen }}
      store={store}
      onNavigate={onNavigate}
      siteBar={<SiteBar onNavigate={onNavigate} />}
      notice={
        <section className="storm-bar" aria-label={t('storm.title')} data-puzzle={puzzle.id}>
          {clock}
          <p className="storm-task">{w(solver === WHITE ? 'playWhite' : 'playBlack')}</p>
        </section>
      }
      onNewGame={() => undefined}
      endCard={false}
      viewRoute={viewRoute}
    >
      {null}
    </GamePage>
  );
}
