/**
 * What a played move did (src/game/moveFacts.ts, carried by every PlayedMove as `facts`): one row
 * per kind of move, the game and position, the moves played (the last one is checked), the
 * facts expected to be true (every other fact must be false) and, for promotion in each game,
 * the rule book's rule. Pocket mutation chess promotes only by pocketing from the last rank into
 * the next class: a pawn pushed to its last rank is not a promotion
 * (docs/rules.md §Pocket mutation chess / Pawns).
 */
import { describe, expect, it } from 'vitest';
import type { MoveFacts } from '../../src/game/moveFacts';
import { GameSession } from '../../src/game/session';
import { PARALLEL_WORLDS, PLUNDER, POCKET_MUTATION, type GameDefinition } from '../../src/rules';

interface Row {
  name: string;
  rule?: string; // the rule book's rule the row pins
  game: GameDefinition;
  fen?: string;
  moves: string[];
  facts: Array<keyof MoveFacts>;
}

const EMPTY = '8/8/8/8/8/8/8/8';
const CORNERS = '7k/8/8/8/8/8/8/K7'; // a level of Parallel worlds chess with only its two kings
const CORNERS_PW_LOW = '7k/1P6/8/8/8/8/8/K7'; // … and a white pawn about to promote

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
  // Promotion, as the rule book has it in each game (docs/rules.md §Parallel worlds chess,
  // §Pocket mutation chess, §PlunderChess).
  {
    name: 'PlunderChess: a capture that promotes and puts on a vest',
    rule: '§4 standard promotion; the capturer may take its victim’s vest',
    game: PLUNDER,
    fen: '3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1',
    moves: ['e7d8=N~R'],
    facts: ['capture', 'promotion', 'vestTaken'],
  },
  {
    name: 'PlunderChess: a pawn reaching its last rank by a vest move promotes',
    rule: '§4 a pawn that reaches its last rank by a vest move promotes',
    game: PLUNDER,
    fen: '7k/8/8/8/8/8/P(R)7/4K3 w - - 0 1',
    moves: ['a2a8*=Q'],
    facts: ['promotion', 'vestUsed'],
  },
  {
    name: 'PlunderChess: a knight wearing a pawn vest steps onto the last rank and stays a knight',
    rule: '§4 a piece wearing a pawn vest never promotes',
    game: PLUNDER,
    fen: '7k/N(P)7/8/8/8/8/8/4K3 w - - 0 1',
    moves: ['a7a8*'],
    facts: ['vestUsed'],
  },
  {
    name: 'Parallel worlds: a pawn promotes on its last rank of level 1',
    rule: '§2 levels 1 and 3: standard moves and promotion',
    game: PARALLEL_WORLDS,
    fen: `${CORNERS_PW_LOW}|${EMPTY}|${CORNERS} w - - 0 5`,
    moves: ['1b7-1b8=Q'],
    facts: ['promotion'],
  },
  {
    name: 'Parallel worlds: a pawn stepping down from level 2 onto its last rank promotes',
    rule: '§2 a pawn arriving on its last rank of level 1 or 3 from level 2 promotes at once',
    game: PARALLEL_WORLDS,
    fen: `${CORNERS}|P7/8/8/8/8/8/8/8|${CORNERS} w - - 0 5`,
    moves: ['2a8-1a8=Q'],
    facts: ['promotion', 'levelChange', 'levelDown'],
  },
  {
    name: 'Parallel worlds: a pawn reaching its last rank on level 2 does not promote',
    rule: '§2 a pawn that reaches its last rank on level 2 does not promote',
    game: PARALLEL_WORLDS,
    fen: `${CORNERS}|8/3P4/8/8/8/8/8/8|${CORNERS} w - - 0 5`,
    moves: ['2d7-2d8'],
    facts: [],
  },
  {
    name: 'Pocket mutation: a pawn pushed to its last rank stays a pawn (the bug report’s a7a8)',
    rule: '§3 pawns never promote by moving',
    game: POCKET_MUTATION,
    fen: '4k3/P7/8/8/8/8/8/4K3[] w - - 0 2',
    moves: ['a7a8'],
    facts: [],
  },
  {
    name: 'Pocket mutation: pocketed from the last rank, a pawn promotes to the next class',
    rule: '§3 lifted from the last rank it must promote to a piece of the next class',
    game: POCKET_MUTATION,
    fen: '4k3/P7/8/8/8/8/8/4K3[] w - - 0 2',
    moves: ['a7a8', 'e8d7', 'a8^N'],
    facts: ['pocket', 'mutation', 'promotion'],
  },
  {
    name: 'Pocket mutation: a rook pocketed from the last rank becomes a class-4 piece',
    rule: '§3 R/I/D → A or G from the last rank',
    game: POCKET_MUTATION,
    fen: 'R3k3/8/8/8/8/8/8/4K3[] b - - 0 2',
    moves: ['e8e7', 'a8^G'],
    facts: ['pocket', 'mutation', 'promotion'],
  },
  {
    name: 'Pocket mutation: an amazon rider pocketed from the last rank stays itself',
    rule: '§3 an amazon rider stays an amazon rider; a promotion changes the class',
    game: POCKET_MUTATION,
    fen: '1Z6/8/4k3/8/8/8/8/4K3[] w - - 0 2',
    moves: ['b8^Z'],
    facts: ['pocket'],
  },
  {
    name: 'Pocket mutation: a pawn pocketed from another rank keeps its class',
    rule: '§3 lifted from any other rank: a piece of its own class',
    game: POCKET_MUTATION,
    fen: '4k3/8/8/8/8/8/P7/4K3[] w - - 0 2',
    moves: ['a2^P'],
    facts: ['pocket'],
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
