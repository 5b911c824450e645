/**
 * One puzzle of a race on the player's board: the race's puzzle (by id, from the shipped set of
 * its game, loadPuzzles.ts) run by the puzzle pages' own run (usePuzzleRun.ts: the opponent's
 * last turn first, each move judged; in a race a miss ends the puzzle, as in lichess's Racer)
 * on the real game page (GamePage: 2D on a phone, Parallel worlds in 3D when its 3D | 2D switch
 * or the player's setting asks). When the run ends, the solver's turns go to the server as the
 * answer (`onAnswer`), which judges them again; the next puzzle comes with its acknowledgement.
 * Above the board: the race's status (score, rank, time left) and what the last answer was.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { PlayedMove } from '../../game/session';
import { useSettings } from '../../game/settings';
import type { Puzzle } from '../../puzzles/puzzle';
import type { Color } from '../../rules';
import { gameInfo, type GameId } from '../common/games';
import { GamePage } from '../play/GamePage';
import { loadPuzzles } from '../puzzle/loadPuzzles';
import { createPuzzleStore, usePuzzleRun } from '../puzzle/usePuzzleRun';
import type { Route, ViewMode } from '../shell/route';
import { SiteBar } from '../shell/SiteBar';
import { useRaceWords } from './raceWords';

/**
 * The solver's turns among a puzzle's moves (after the opponent's last turn): each run of the
 * solver's moves is one turn, a Parallel worlds turn's sub-moves joined by spaces (`end` kept),
 * as the puzzle's solution writes them and the server's check reads them.
 */
export function solverTurns(moves: readonly PlayedMove[], solver: Color): string[] {
  const turns: string[][] = [];
  let previous: Color | null = null;
  for (const move of moves) {
    if (move.color === solver) {
      if (previous === solver) turns.at(-1)!.push(move.canonical);
      else turns.push([move.canonical]);
    }
    previous = move.color;
  }
  return turns.map((turn) => turn.join(' '));
}

interface RacePuzzleProps {
  game: GameId;
  id: string;
  number: number; // 3 — this puzzle's place in the race, from 1
  count: number; // 10 — the race's puzzles
  last: boolean | null; // the previous answer: right, wrong, or null (none yet)
  status: ReactNode; // the race's line: score, rank, time left
  onAnswer: (turns: readonly string[]) => void;
  onNavigate: (route: Route) => void;
}

export function RacePuzzle(props: RacePuzzleProps) {
  const w = useRaceWords();
  const { game, id, onAnswer } = props;
  const [puzzle, setPuzzle] = useState<Puzzle | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void loadPuzzles(game).then((puzzles) => {
      if (live) setPuzzle(puzzles.find((found) => found.id === id) ?? null);
    });
    return () => {
      live = false;
    };
  }, [game, id]);
  // a puzzle this app does not have (an older app than the server): given up, the race goes on
  useEffect(() => {
    if (puzzle === null) onAnswer([]);
  }, [puzzle, onAnswer]);
  if (!puzzle)
    return (
      <div className="page race-page race-player">
        <SiteBar onNavigate={props.onNavigate} />
        {props.status}
        <p role="status">{w('loading')}</p>
      </div>
    );
  return <PuzzleBoard key={puzzle.id} puzzle={puzzle} {...props} />;
}

function PuzzleBoard({
  puzzle,
  game,
  number,
  count,
  last,
  status,
  onAnswer,
  onNavigate,
}: RacePuzzleProps & { puzzle: Puzzle }) {
  const w = useRaceWords();
  const preferred = useSettings((state) => state.view);
  const [view, setView] = useState<ViewMode>(gameInfo(game).view3d ? preferred : '2d');
  const store = useMemo(() => createPuzzleStore(puzzle), [puzzle]);
  const startMoves = puzzle.lastTurn ? puzzle.lastTurn.turn.split(' ').length : 0;
  const run = usePuzzleRun(puzzle, store, {
    missEnds: true,
    onResult: () => {
      const moves = store.getState().session.moves.slice(startMoves);
      onAnswer(solverTurns(moves, run.state.solver));
    },
  });
  const side = w(run.state.solver === 0 ? 'white' : 'black');
  return (
    <GamePage
      route={{ page: 'game', game, view, fen: puzzle.fen }}
      store={store}
      onNavigate={(next) =>
        next.page === 'game' && next.game === game && next.view
          ? setView(next.view)
          : onNavigate(next)
      }
      siteBar={<SiteBar onNavigate={onNavigate} />}
      notice={
        <div className="race-brief">
          {status}
          <p className="race-puzzle-line" data-race-puzzle={puzzle.id} data-number={number}>
            <strong>{w('puzzleOf', { number, count })}</strong> <span>{w('toMove', { side })}</span>
            {last !== null && (
              <span className={last ? 'race-right' : 'race-wrong'} role="status">
                {w(last ? 'solved' : 'missed')}
              </span>
            )}
          </p>
        </div>
      }
      onNewGame={() => {}}
      endCard={false}
    >
      {null}
    </GamePage>
  );
}
