// Unit tests of which sound a change of the game makes (src/ui/play/sound.ts `soundFor`): a move, a
// capture (the played move's facts say it took a man), the end of the game, and silence for
// undo, `end` of a Parallel worlds turn and pocketing (the man is still in the pocket).
import { describe, expect, it } from 'vitest';
import { GameSession } from '../../src/game/session';
import { PARALLEL_WORLDS, PLUNDER, POCKET_MUTATION, type GameDefinition } from '../../src/rules';
import { soundFor } from '../../src/ui/play/sound';

function after(game: GameDefinition, moves: string[], fen?: string) {
  const started = GameSession.start(game, fen);
  if (!started.ok) throw new Error(started.error);
  const session = started.value;
  for (const move of moves.slice(0, -1)) expect(session.playText(move).ok).toBe(true);
  const before = session.moves.length;
  const over = session.outcome !== null;
  expect(session.playText(moves[moves.length - 1]!).ok).toBe(true);
  return soundFor(session, before, over);
}

describe('soundFor', () => {
  const rows = [
    { name: 'a quiet move', game: PLUNDER, moves: ['e2e4'], expected: 'move' },
    { name: 'a capture', game: PLUNDER, moves: ['e2e4', 'd7d5', 'e4d5'], expected: 'capture' },
    {
      name: 'checkmate ends the game',
      game: PLUNDER,
      moves: ['f2f3', 'e7e5', 'g2g4', 'd8h4'],
      expected: 'end',
    },
    {
      name: 'pocketing is not a capture',
      game: POCKET_MUTATION,
      moves: ['e2e4', 'e7e5', 'b1^N'],
      expected: 'move',
    },
    {
      name: 'a climb to the middle world is a move, not a capture',
      game: PARALLEL_WORLDS,
      moves: ['1e2-2e2'],
      expected: 'move',
    },
    {
      name: 'the end of a Parallel worlds turn is silent',
      game: PARALLEL_WORLDS,
      moves: ['1e2-1e4', '3g1-3f3', '3e7-3e5', 'end'],
      expected: null,
    },
  ] as const;
  it.each(rows)('$name', ({ game, moves, expected }) => {
    expect(after(game, [...moves])).toBe(expected);
  });

  it('is silent for an undo, and sounds the end for a resignation', () => {
    const started = GameSession.start(PLUNDER);
    if (!started.ok) throw new Error(started.error);
    const session = started.value;
    session.playText('e2e4');
    session.undo();
    expect(soundFor(session, 1, false)).toBeNull();
    session.resign();
    expect(soundFor(session, 0, false)).toBe('end');
  });
});
