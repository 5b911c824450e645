/**
 * What a played move did (src/game/moveFacts.ts, carried by every PlayedMove as `facts`): one row
 * per kind of move, the game and position, the moves played (the last one is checked) and the
 * facts expected to be true; every other fact must be false.
 */
import { describe, expect, it } from 'vitest';
import type { MoveFacts } from '../../src/game/moveFacts';
import { GameSession } from '../../src/game/session';
import { PARALLEL_WORLDS, PLUNDER, POCKET_MUTATION, type GameDefinition } from '../../src/rules';

interface Row {
  name: string;
  game: GameDefinition;
  fen?: string;
  moves: string[];
  facts: Array<keyof MoveFacts>;
}

const ROWS: Row[] = [
  { name: 'a quiet move', game: PLUNDER, moves: ['e2e4'], facts: [] },
  { name: 'a capture', game: PLUNDER, moves: ['e2e4', 'd7d5', 'e4d5'], facts: ['capture'] },
  {
    name: 'a capture that puts on a vest',
    game: PLUNDER,
    moves: ['e2e4', 'd7d5', 'e4d5', 'd8d5~P'],
    facts: ['capture', 'vestTaken'],
  },
  {
    name: 'en passant takes the man beside, not on, the target',
    game: PLUNDER,
    moves: ['e2e4', 'a7a6', 'e4e5', 'd7d5', 'e5d6'],
    facts: ['capture'],
  },
  {
    name: 'castling takes nothing',
    game: PLUNDER,
    fen: 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1',
    moves: ['e1g1'],
    facts: ['castle'],
  },
  {
    name: 'a promotion',
    game: PLUNDER,
    fen: '4k3/P7/8/8/8/8/8/4K3 w - - 0 1',
    moves: ['a7a8=Q'],
    facts: ['promotion'],
  },
  {
    name: 'a climb to the middle world',
    game: PARALLEL_WORLDS,
    moves: ['1e2-2e2'],
    facts: ['levelChange', 'levelUp'],
  },
  {
    name: 'a step down from the top world',
    game: PARALLEL_WORLDS,
    moves: ['3e2-2e2'],
    facts: ['levelChange', 'levelDown'],
  },
  {
    name: 'ending a turn early',
    game: PARALLEL_WORLDS,
    moves: ['1e2-1e4', 'end'],
    facts: ['endTurn'],
  },
  { name: 'pocketing', game: POCKET_MUTATION, moves: ['e2e4', 'e7e5', 'b1^N'], facts: ['pocket'] },
  {
    name: 'pocketing that mutates the man',
    game: POCKET_MUTATION,
    moves: ['e2e4', 'e7e5', 'b1^B'],
    facts: ['pocket', 'mutation'],
  },
  {
    name: 'a drop',
    game: POCKET_MUTATION,
    fen: '4k3/8/8/8/8/8/8/4K3[Q] w - - 0 1',
    moves: ['Q@a3'],
    facts: ['drop'],
  },
];

describe('the facts of a played move', () => {
  it.each(ROWS)('$name: $facts', ({ game, fen, moves, facts }) => {
    const started = GameSession.start(game, fen);
    if (!started.ok) throw new Error(started.error);
    const session = started.value;
    for (const move of moves) expect(session.playText(move).ok, move).toBe(true);
    const played = session.moves[session.moves.length - 1]!;
    const truths = Object.entries(played.facts).filter(([, value]) => value);
    expect(truths.map(([fact]) => fact).sort()).toEqual([...facts].sort());
  });
});
