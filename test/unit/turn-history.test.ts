// Unit tests of undo and redo by whole moves (src/game/turnHistory.ts): in Parallel worlds chess
// a whole move is the turn's sub-moves (with `end`), in the flat games one move. Turn rules from
// docs/rules.md §Parallel worlds chess / Turns: up to three sub-moves, White's first turn at most
// two and it ends by itself.
import { describe, expect, it } from 'vitest';
import { GameSession } from '../../src/game/session';
import {
  canRedoSubMove,
  canUndoSubMove,
  redoTurnCount,
  undoTurnCount,
} from '../../src/game/turnHistory';
import { PARALLEL_WORLDS, PLUNDER, type GameDefinition } from '../../src/rules';

function played(game: GameDefinition, moves: string[]): GameSession {
  const started = GameSession.start(game);
  if (!started.ok) throw new Error(started.error);
  for (const move of moves) {
    const result = started.value.playText(move);
    if (!result.ok) throw new Error(`${move}: ${result.error}`);
  }
  return started.value;
}

const undo = (session: GameSession, times: number) => {
  for (let i = 0; i < times; i++) session.undo();
};

describe('undoTurnCount / redoTurnCount', () => {
  it('is one move in a flat game', () => {
    const session = played(PLUNDER, ['e2e4', 'e7e5']);
    expect(undoTurnCount(session)).toBe(1);
    undo(session, 1);
    expect(redoTurnCount(session)).toBe(1);
    expect(canUndoSubMove(session)).toBe(false);
  });

  it('takes back the sub-moves of the turn in progress first', () => {
    // White's first turn (2 sub-moves, ends by itself), then Black plays two sub-moves.
    const session = played(PARALLEL_WORLDS, ['1e2-1e4', '3g1-3f3', '3e7-3e5', '1b8-1c6']);
    expect(undoTurnCount(session)).toBe(2);
    expect(canUndoSubMove(session)).toBe(true);
  });

  it('takes back the whole previous turn at the start of a turn, `end` included', () => {
    const session = played(PARALLEL_WORLDS, ['1e2-1e4', '3g1-3f3', '3e7-3e5', 'end']);
    expect(session.position.subMoves).toBe(0);
    expect(undoTurnCount(session)).toBe(2); // 'end' and 3e7-3e5
    expect(canUndoSubMove(session)).toBe(false);
    undo(session, 2);
    expect(session.moves.map((m) => m.canonical)).toEqual(['1e2-1e4', '3g1-3f3']);
    expect(redoTurnCount(session)).toBe(2);
    expect(undoTurnCount(session)).toBe(2); // White's whole first turn
  });

  it('replays up to the end of the turn', () => {
    const session = played(PARALLEL_WORLDS, ['1e2-1e4', '3g1-3f3', '3e7-3e5', '1b8-1c6', 'end']);
    undo(session, 5);
    expect(redoTurnCount(session)).toBe(2); // White's first turn ends after two
    expect(canRedoSubMove(session)).toBe(true);
    session.redo();
    session.redo();
    expect(redoTurnCount(session)).toBe(3); // Black: two sub-moves and end
  });

  it('counts nothing when there is nothing to take back or replay', () => {
    const session = played(PARALLEL_WORLDS, []);
    expect(undoTurnCount(session)).toBe(0);
    expect(redoTurnCount(session)).toBe(0);
    expect(canRedoSubMove(session)).toBe(false);
  });

  it('counts nothing after a resignation', () => {
    const session = played(PLUNDER, ['e2e4']);
    session.resign();
    expect(undoTurnCount(session)).toBe(0);
  });
});
