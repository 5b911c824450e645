// The analysis board's reading of the engine's lines: scores as lichess writes them from White's
// point of view, White's winning chance on the evaluation bar (lichess's logistic curve; a mate
// or a king capture fills it), a line in human notation grouped into turns, and the analysis
// board's address; the threat mode's passed turn and its hint, drawn apart from the best turn.
import { describe, expect, it } from 'vitest';
import {
  firstTurn,
  formatScore,
  lineTurns,
  passTurn,
  whiteWinChance,
  winChanceK,
  type LineScore,
} from '../../src/game/analysisLines';
import { GameSession } from '../../src/game/session';
import { createGameStore } from '../../src/game/store';
import {
  CHESS,
  makeFen,
  PARALLEL_WORLDS,
  PLUNDER,
  POCKET_MUTATION,
  type GameDefinition,
} from '../../src/rules';
import { makeSearch, parseRoute } from '../../src/ui/shell/route';

function startOf(game: typeof PLUNDER): GameSession {
  const started = GameSession.start(game);
  if (!started.ok) throw new Error(started.error);
  return started.value;
}

describe('formatScore', () => {
  const table: Array<[LineScore, 0 | 1, string]> = [
    [125, 0, '+1.25'],
    [-40, 0, '−0.40'],
    [40, 1, '−0.40'], // Black to move and better by 0.40: White is worse
    [0, 0, '0.00'],
    [-0, 1, '0.00'],
    [3, 0, '+0.03'],
    [{ mate: 3 }, 0, '#3'],
    [{ mate: -2 }, 0, '#-2'],
    [{ mate: 2 }, 1, '#-2'], // Black mates
    [{ mate: 1 }, 1, '#-1'],
    [{ king: 2 }, 0, 'K2'],
    [{ king: 1 }, 1, 'K-1'],
    [{ king: -3 }, 1, 'K3'],
  ];
  for (const [score, turn, text] of table)
    it(`${JSON.stringify(score)} with ${turn ? 'Black' : 'White'} to move reads ${text}`, () => {
      expect(formatScore(score, turn)).toBe(text);
    });
});

describe('whiteWinChance', () => {
  const table: Array<[LineScore, 0 | 1, number]> = [
    [0, 0, 0.5],
    [100, 0, 0.591],
    [-100, 0, 0.409],
    [100, 1, 0.409],
    [300, 0, 0.751],
    [1000, 0, 0.975],
    [{ mate: 4 }, 0, 1],
    [{ mate: -4 }, 0, 0],
    [{ mate: 1 }, 1, 0],
    [{ king: 1 }, 0, 1],
    [{ king: -2 }, 1, 1],
  ];
  for (const [score, turn, chance] of table)
    it(`${JSON.stringify(score)} with ${turn ? 'Black' : 'White'} to move: ${chance}`, () => {
      expect(whiteWinChance(score, turn)).toBeCloseTo(chance, 3);
    });
  it('each game has its own curve, Parallel worlds the flattest; a game not fitted has chess’s', () => {
    const at300 = (game: string) => whiteWinChance(300, 0, winChanceK(game));
    expect(at300('parallel-worlds')).toBeCloseTo(0.56, 2);
    expect(at300('plunder')).toBeGreaterThan(at300('parallel-worlds'));
    expect(at300('pocket-mutation')).toBeGreaterThan(at300('parallel-worlds'));
    expect(winChanceK('chess')).toBe(0.00368208);
  });
  it('rises with the score', () => {
    const chances = [-500, -100, 0, 100, 500].map((cp) => whiteWinChance(cp, 0));
    expect([...chances].sort((a, b) => a - b)).toEqual(chances);
  });
});

describe('lineTurns', () => {
  it('numbers the turns of a flat game, Black first with an ellipsis number', () => {
    const session = startOf(PLUNDER);
    session.playText('e2e4');
    const turns = lineTurns(session.position, ['e7e5', 'g1f3', 'b8c6']);
    expect(turns.map((turn) => [turn.number, turn.color, turn.san])).toEqual([
      [1, 1, ['e5']],
      [2, 0, ['Nf3']],
      [2, 1, ['Nc6']],
    ]);
    expect(firstTurn(session.position, ['e7e5', 'g1f3'])).toEqual(['e7e5']);
  });

  it('stops at a move that is not legal there', () => {
    const session = startOf(PLUNDER);
    expect(lineTurns(session.position, ['e2e4', 'e2e4']).length).toBe(1);
  });

  it('groups a Parallel worlds turn’s sub-moves', () => {
    const session = startOf(PARALLEL_WORLDS);
    const start = session.position;
    const played: string[] = [];
    // White's whole first turn (its sub-moves until Black is to move), then Black's first sub-move
    while (played.length < 8 && (session.position.turn === 0 || session.position.subMoves === 0))
      played.push(session.play(session.legalMoves()[0]!).canonical);
    const whiteSubMoves = played.length - 1;
    expect(whiteSubMoves).toBeGreaterThan(1);
    const turns = lineTurns(start, played);
    expect(turns.map((turn) => [turn.number, turn.color, turn.moves.length])).toEqual([
      [1, 0, whiteSubMoves],
      [1, 1, 1],
    ]);
    expect(firstTurn(start, played)).toEqual(played.slice(0, whiteSubMoves));
  });
});

describe('the analysis board’s address', () => {
  it('reads the game, the position, the moves (commas or spaces) and the view', () => {
    expect(parseRoute('?analyse=plunder&moves=e2e4,e7e5 g1f3&view=2d')).toEqual({
      page: 'analyse',
      game: 'plunder',
      fen: null,
      moves: ['e2e4', 'e7e5', 'g1f3'],
      tree: null,
      view: '2d',
    });
    const tree = '1. e2e4 (1. d2d4) 1... e7e5 *';
    const withTree = parseRoute(`?analyse=plunder&tree=${encodeURIComponent(tree)}`);
    expect(withTree).toMatchObject({ page: 'analyse', tree });
    expect(parseRoute(makeSearch(withTree))).toEqual(withTree);
    expect(makeSearch(parseRoute('?analyse=plunder&moves=e2e4+e7e5'))).toBe(
      '?analyse=plunder&moves=e2e4,e7e5',
    );
    expect(parseRoute('?analyse=chess960')).toEqual({
      page: 'home',
      notice: { kind: 'unknown-game', id: 'chess960' },
    });
  });
});

/** The position of a FEN (or the start) after some moves, in a session. */
function sessionAt(game: GameDefinition, moves: string[], fen?: string): GameSession {
  const started = GameSession.start(game, fen);
  if (!started.ok) throw new Error(started.error);
  for (const move of moves) expect(started.value.playText(move).ok).toBe(true);
  return started.value;
}

describe('passTurn: the position if the side to move passed (threat mode)', () => {
  it.each([
    [
      'White passes: Black to move, same move number',
      CHESS,
      [],
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1',
    ],
    [
      'Black passes: no en passant, the move number on',
      CHESS,
      ['e2e4'],
      'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2',
    ],
    [
      'the pockets and the halfmove clock kept (it counts since a promotion there)',
      POCKET_MUTATION,
      ['e2e4', 'e7e5'],
      'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR[] b - - 2 2',
    ],
    [
      'Parallel worlds at a turn start: passed (checked below)',
      PARALLEL_WORLDS,
      ['1e2-1e4', '3g1-3f3'],
      null,
    ],
    ['in the middle of a turn: none', PARALLEL_WORLDS, ['1e2-1e4'], 'mid-turn'],
    ['in check: none (the king would be taken)', CHESS, ['e2e4', 'f7f6', 'd1h5'], 'in check'],
  ] as const)('%s', (_rule, game, moves, expected) => {
    const session = sessionAt(game, [...moves]);
    const passed = passTurn(session.position);
    if (expected === 'mid-turn' || expected === 'in check') return expect(passed).toBeNull();
    expect(passed).not.toBeNull();
    if (expected !== null) expect(makeFen(passed!)).toBe(expected);
    else expect(passed!.turn).toBe(0); // Black passed: White again
  });

  it('a threat is drawn as the threat, not as the best turn: the view model keeps them apart', () => {
    // White to move; Black threatens to take the king on level 1 with its rook
    const fen = '4r1k1/8/8/8/8/8/PP6/4K3|8/8/8/8/8/8/8/8|6k1/8/8/8/8/8/8/4K3 w - - 0 5';
    const store = createGameStore(sessionAt(PARALLEL_WORLDS, [], fen));
    const passed = passTurn(store.getState().session.position)!;
    store.getState().showHint(['1e8-1e1'], passed);
    expect(store.getState().view.threat.map((m) => [m.from?.square, m.to?.square])).toHaveLength(1);
    expect(store.getState().view.hint).toEqual([]);
    // the same move as a hint on the live position is not legal there: no hint at all
    store.getState().clearHint();
    store.getState().showHint(['1e8-1e1']);
    expect(store.getState().view.threat).toEqual([]);
    expect(store.getState().view.hint).toEqual([]);
  });
});
