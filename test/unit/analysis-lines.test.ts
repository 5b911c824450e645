// The analysis board's reading of the engine's lines: scores as lichess writes them from White's
// point of view, White's winning chance on the evaluation bar (lichess's logistic curve; a mate
// or a king capture fills it), a line in human notation grouped into turns, and the analysis
// board's address.
import { describe, expect, it } from 'vitest';
import {
  firstTurn,
  formatScore,
  lineTurns,
  whiteWinChance,
  type LineScore,
} from '../../src/game/analysisLines';
import { GameSession } from '../../src/game/session';
import { PARALLEL_WORLDS, PLUNDER } from '../../src/rules';
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
