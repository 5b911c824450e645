/**
 * Runs one puzzle over a game store, for every page that solves puzzles (the puzzle page, Storm,
 * a race's phones), as useLessonRun runs a lesson: it plays the opponent's last turn in front of
 * the solver first (as lichess does), asks the judge (src/puzzles/judge.ts) after each of the
 * solver's moves, takes a refused move back a moment later with the word "wrong", plays the
 * puzzle's replies, and ends solved. The moves go through the store like any player's, so
 * legality is always the rules core's, and the 2D and 3D boards both work unchanged.
 *
 * The first try is what counts (lichess's rule): the result is `solved` when the line was played
 * with no refused move, no hint and the solution not viewed; `failed` from the first of those on,
 * though the solver may go on and finish the line. `onResult` hears it once. With `missEnds`
 * (Storm, a race) a refused move is not taken back: the run is over, failed.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import { GameSession } from '../../game/session';
import { createGameStore, type GameState } from '../../game/store';
import { judgePuzzle, nextSolutionMove, solverOf } from '../../puzzles/judge';
import type { Puzzle } from '../../puzzles/puzzle';
import { gameById, type Color } from '../../rules';
import { useTimedMoves } from '../common/useTimedMoves';

/** Pause before the opponent's last turn, between the moves of a reply, before a take-back. */
const PAUSE_MS = 600;
/** The same in a quick run (Storm). */
const QUICK_PAUSE_MS = 200;

export type PuzzleResult = 'solved' | 'failed';

export interface PuzzleRunState {
  readonly id: string;
  /** intro: the opponent's last turn is being played; replying: the puzzle's reply; showing: the solution. */
  readonly phase: 'intro' | 'playing' | 'replying' | 'showing' | 'done';
  /** The first try's result; null while it stands. */
  readonly result: PuzzleResult | null;
  /** The latest judged move: right (a whole turn), wrong (refused), or null (a sub-move that may go on). */
  readonly feedback: 'right' | 'wrong' | null;
  readonly solver: Color;
  /** Hints shown so far on this turn (the first shows the next move as an arrow). */
  readonly hints: number;
}

export interface PuzzleRun {
  readonly state: PuzzleRunState;
  /** Shows the solution's next move as an arrow (the first try then counts as failed). */
  hint(): void;
  /** Plays the whole solution from the puzzle's position (the first try then counts as failed). */
  showSolution(): void;
  /** Back to the puzzle's position (after the opponent's last turn) to try again. */
  retry(): void;
}

export interface PuzzleRunOptions {
  /** Hears the first try's result, once per puzzle. */
  readonly onResult?: (result: PuzzleResult, puzzle: Puzzle) => void;
  /** Storm's pace: short pauses. */
  readonly quick?: boolean;
  /** A refused move ends the run (Storm, a race) instead of being taken back. */
  readonly missEnds?: boolean;
}

/** A session at the position before the opponent's last turn (or the puzzle's, without one). */
function startSession(puzzle: Puzzle): GameSession {
  const started = GameSession.start(gameById(puzzle.variant)!, puzzle.lastTurn?.fen ?? puzzle.fen);
  if (!started.ok) throw new Error(`puzzle ${puzzle.id}: ${started.error}`);
  return started.value;
}

/** A game store for a puzzle, facing the solver. */
export function createPuzzleStore(puzzle: Puzzle): StoreApi<GameState> {
  const store = createGameStore(startSession(puzzle));
  store.getState().setFacing(solverOf(puzzle));
  return store;
}

/** The moves of a turn as the store types them: a Parallel worlds turn's sub-moves. */
const partsOf = (puzzle: Puzzle, turn: string): string[] =>
  gameById(puzzle.variant)!.subMoveTurns ? turn.split(' ') : [turn];

export function usePuzzleRun(
  puzzle: Puzzle,
  store: StoreApi<GameState>,
  options: PuzzleRunOptions = {},
): PuzzleRun {
  const solver = solverOf(puzzle);
  const pause = options.quick ? QUICK_PAUSE_MS : PAUSE_MS;
  const [phase, setPhase] = useState<PuzzleRunState['phase']>('intro');
  const [result, setResult] = useState<PuzzleResult | null>(null);
  const [feedback, setFeedback] = useState<PuzzleRunState['feedback']>(null);
  const [hints, setHints] = useState(0);
  const base = useRef(0); // the session's moves before the puzzle's position
  const timed = useTimedMoves(store, pause);
  const { busy, playInTurn, clear: clearTimers } = timed;
  const frozen = useRef(false); // done, or the solution is showing
  const resultRef = useRef<PuzzleResult | null>(null);
  const onResult = useRef(options.onResult);
  onResult.current = options.onResult;
  const missEnds = options.missEnds ?? false;

  const settle = useCallback(
    (outcome: PuzzleResult) => {
      if (resultRef.current) return;
      resultRef.current = outcome;
      setResult(outcome);
      onResult.current?.(outcome, puzzle);
    },
    [puzzle],
  );

  /** The puzzle's own moves played so far (after the opponent's last turn). */
  const played = useCallback(
    () =>
      store
        .getState()
        .session.moves.slice(base.current)
        .map((move) => move.canonical),
    [store],
  );

  /** Back to the puzzle's position, then `then` (the opponent's last turn played if not yet). */
  const rewind = useCallback(
    (then: () => void) => {
      clearTimers();
      busy.current = true;
      store.getState().clearHint();
      const state = store.getState();
      if (state.session.moves.length >= base.current && base.current > 0) {
        while (store.getState().session.moves.length > base.current) store.getState().undo();
        busy.current = false;
        return then();
      }
      store.getState().replaceSession(startSession(puzzle), 'new-game');
      setPhase('intro');
      const last = puzzle.lastTurn ? partsOf(puzzle, puzzle.lastTurn.turn) : [];
      busy.current = last.length > 0;
      playInTurn(last, () => {
        base.current = store.getState().session.moves.length;
        busy.current = false;
        then();
      });
    },
    [store, puzzle, clearTimers, playInTurn, busy],
  );

  useEffect(() => {
    frozen.current = false;
    resultRef.current = null;
    base.current = 0;
    rewind(() => setPhase('playing'));
    return clearTimers;
  }, [rewind, clearTimers]);

  useEffect(
    () =>
      store.subscribe((state, previous) => {
        if (busy.current || frozen.current || state.version === previous.version) return;
        const announced = state.announced;
        if (announced?.kind !== 'move' || announced.color !== solver) return;
        store.getState().clearHint();
        const verdict = judgePuzzle(puzzle, played());
        switch (verdict.kind) {
          case 'continue':
            setFeedback(null);
            return;
          case 'solved':
            setFeedback('right');
            settle('solved');
            frozen.current = true;
            setPhase('done');
            return;
          case 'reply':
            setFeedback('right');
            setHints(0);
            setPhase('replying');
            busy.current = true; // the solver's clicks meanwhile are not judged
            playInTurn(partsOf(puzzle, verdict.turn), () => {
              busy.current = false;
              setPhase('playing');
            });
            return;
          case 'wrong': {
            setFeedback('wrong');
            settle('failed');
            if (missEnds) {
              frozen.current = true;
              setPhase('done');
              return;
            }
            busy.current = true;
            timed.later(() => {
              store.getState().undo();
              busy.current = false;
            });
          }
        }
      }),
    [store, puzzle, solver, played, playInTurn, settle, missEnds, busy, timed],
  );

  const hint = useCallback(() => {
    if (busy.current || frozen.current) return;
    const next = nextSolutionMove(puzzle, played());
    if (next === null) return;
    settle('failed');
    store.getState().showHint([next]);
    setHints((count) => count + 1);
  }, [store, puzzle, played, settle, busy]);

  const showSolution = useCallback(() => {
    settle('failed');
    frozen.current = true;
    rewind(() => {
      setPhase('showing');
      setFeedback(null);
      frozen.current = true;
      playInTurn(
        puzzle.solution.flatMap((turn) => partsOf(puzzle, turn)),
        () => setPhase('done'),
      );
    });
  }, [puzzle, rewind, playInTurn, settle]);

  const retry = useCallback(() => {
    rewind(() => {
      frozen.current = false;
      setFeedback(null);
      setHints(0);
      setPhase('playing');
    });
  }, [rewind]);

  return {
    state: { id: puzzle.id, phase, result, feedback, solver, hints },
    hint,
    showSolution,
    retry,
  };
}
