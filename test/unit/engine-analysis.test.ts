/**
 * The engine's analysis (src/engine/analysis.ts, docs/engine.md "Analysis"): forced wins reported
 * as `{ mate: n }` and `{ king: n }` with lines that end by mating or taking the king (the tactics
 * set's mates and king captures, and a side that is mated); as many lines as there are choices;
 * scores from the side to move; on random positions of every game (also mid-turn in Parallel
 * worlds) every line replays through the rules core's `play`, the lines open with different
 * choices (in Parallel worlds whole turns, told apart by the position they reach) and each opens
 * with a whole turn; depth grows report by report; stop and the node budget end the analysis;
 * and the worker's service (protocol.ts) streams reports, stops, and lets a new request replace
 * the old one. Budgets are small: the whole file runs in seconds.
 */
import { describe, expect, it } from 'vitest';
import {
  CHESS,
  END_TURN,
  GAMES,
  PARALLEL_WORLDS,
  gameById,
  legalMoves,
  outcomeOf,
  parseFen,
  parseMove,
  play,
  type Position,
} from '../../src/rules';
import { analyse, type AnalysisReport, type AnalysisScore } from '../../src/engine';
import { AnalysisService, type AnalysisReply } from '../../src/engine/protocol';
import { TACTICS, tacticPosition } from './support/engineTactics';
import { randomPositions } from './support/randomPositions';

function position(game: string, fen: string): Position {
  const parsed = parseFen(gameById(game)!, fen);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

/** Replays `moves` with `play`; the positions after each move (throws on an illegal one). */
function replay(start: Position, moves: readonly string[]): Position[] {
  const out: Position[] = [];
  let pos = start;
  for (const text of moves) {
    const move = parseMove(pos, text);
    if (!move.ok) throw new Error(`${text}: ${move.error} (line ${moves.join(' ')})`);
    pos = play(pos, move.value);
    out.push(pos);
  }
  return out;
}

/** The position after the first choice of a line: its whole first turn (or a king taken). */
function afterFirstChoice(start: Position, moves: readonly string[]): Position | null {
  for (const pos of replay(start, moves))
    if (pos.turn !== start.turn || pos.winner >= 0) return pos;
  return null;
}

const key = (pos: Position) => `${pos.hashLo()}:${pos.hashHi()}`;

describe('analysis: forced wins', () => {
  // The tactics set's king captures this turn and mates (depth n, or in one), and one win in
  // two turns: line 1 names the distance and ends by taking the king or mating.
  const rows: Array<[string, (typeof TACTICS)[number], AnalysisScore]> = TACTICS.filter(
    (t) =>
      t.name.startsWith('king capture') ||
      (t.name.includes('mate in') && (t.depth ?? 1) <= 2) ||
      t.name.startsWith('win in two turns: a rook to the back rank'),
  ).map((t) => {
    const n = t.name.startsWith('win in two') ? 2 : (t.depth ?? 1);
    return [`${t.game}: ${t.name}`, t, t.game === 'parallel-worlds' ? { king: n } : { mate: n }];
  });

  it.each(rows)('%s', (_name, tactic, expected) => {
    const pos = tacticPosition(tactic);
    const plies = 'king' in (expected as object) ? 5 : 2 * (expected as { mate: number }).mate;
    const report = analyse(pos, { maxDepth: plies, nodes: 300_000 });
    const [best] = report.lines;
    expect(best!.score).toEqual(expected);
    const end = replay(pos, best!.moves).at(-1)!;
    if ('king' in (expected as object)) {
      expect(end.winner).toBe(pos.turn); // the line ends by taking the king
    } else expect(outcomeOf(end)?.reason).toBe('checkmate');
    expect(report.lines.length).toBe(3);
  });

  it('Parallel worlds: the side whose every turn loses a king: { king: -1 } on every line', () => {
    // After White's rook reaches the back rank, no turn of Black's saves both kings.
    const tactic = TACTICS.find((t) => t.name.startsWith('win in two turns: a rook to the back'))!;
    const pos = replay(tacticPosition(tactic), tactic.solution.split(' ')).at(-1)!;
    const report = analyse(pos, { maxDepth: 4, nodes: 200_000 });
    expect(report.lines).toHaveLength(3);
    for (const line of report.lines) {
      expect(line.score).toEqual({ king: -1 });
      expect(replay(pos, line.moves).at(-1)!.winner).toBe(pos.turn ^ 1);
    }
  });

  it('the side to move that is mated next move: { mate: -1 }, its only move and the mate', () => {
    // Black's king on h8 has one square (h7, Kf7 holds the g-file squares), and Rh1 mates there.
    const pos = position('chess', '7k/5K2/8/8/8/8/8/6R1 b - - 0 1');
    const report = analyse(pos, { maxDepth: 3 });
    expect(report.lines).toEqual([{ score: { mate: -1 }, moves: ['h8h7', 'g1h1'] }]);
  });
});

describe('analysis: lines and choices', () => {
  // Black's king on a8 cannot move (Kc7, b6): the h-pawn's two moves are the only choices, and
  // in Pocket mutation chess pocketing it too.
  const fewMoves: Array<[string, string, number, string[]]> = [
    ['chess', 'k7/2K4p/1P6/8/8/8/8/8 b - - 0 1', 3, ['h7h5', 'h7h6']],
    ['plunder', 'k7/2K4p/1P6/8/8/8/8/8 b - - 0 1', 3, ['h7h5', 'h7h6']],
    ['pocket-mutation', 'k7/2K4p/1P6/8/8/8/8/8[] b - - 0 1', 5, ['h7^P', 'h7h5', 'h7h6']],
  ];
  it.each(fewMoves)(
    '%s: fewer legal moves than lines asked for: a line each',
    (game, fen, multiPv, moves) => {
      const pos = position(game, fen);
      expect(legalMoves(pos)).toHaveLength(moves.length);
      const report = analyse(pos, { maxDepth: 3, multiPv });
      expect(report.lines.map((line) => line.moves[0]).sort()).toEqual(moves);
    },
  );

  // A queen up for White: positive for White to move, negative for Black to move.
  const material: Array<[string, string, string]> = [
    ['chess', '4k3/8/8/8/8/8/8/Q3K3 w - - 0 1', '4k3/8/8/8/8/8/8/Q3K3 b - - 0 1'],
    [
      'parallel-worlds',
      '4k3/pp6/8/8/8/8/PP6/Q3K3|8/8/8/8/8/8/8/8|4k3/8/8/8/8/8/8/4K3 w - - 0 5',
      '4k3/pp6/8/8/8/8/PP6/Q3K3|8/8/8/8/8/8/8/8|4k3/8/8/8/8/8/8/4K3 b - - 0 5',
    ],
  ];
  it.each(material)('%s: scores are from the side to move', (game, white, black) => {
    const scores = [white, black].map(
      (fen) => analyse(position(game, fen), { maxDepth: 2 }).lines[0]!.score,
    );
    expect(scores[0]).toBeGreaterThan(300);
    expect(scores[1]).toBeLessThan(-300);
  });

  for (const game of GAMES) {
    it(`${game.id}: on random positions every line replays, each opening with a different whole choice`, () => {
      for (const [index, pos] of randomPositions(game, 8, 4321 + game.levels).entries()) {
        const report = analyse(pos, { nodes: 3000, multiPv: 3 });
        const where = `${game.id} #${index}`;
        expect(report.depth, where).toBeGreaterThanOrEqual(1);
        const choices = new Set<string>();
        for (const line of report.lines) {
          expect(line.moves.length, where).toBeGreaterThan(0);
          replay(pos, line.moves);
          const first = afterFirstChoice(pos, line.moves);
          expect(first, `${where}: a whole first turn in ${line.moves.join(' ')}`).not.toBeNull();
          choices.add(key(first!));
          if (typeof line.score !== 'number')
            expect(Object.keys(line.score)).toEqual([game.subMoveTurns ? 'king' : 'mate']);
        }
        expect(choices.size, where).toBe(report.lines.length);
        if (!game.subMoveTurns)
          expect(report.lines.length, where).toBe(Math.min(3, legalMoves(pos).length));
        else expect(report.lines.length, where).toBeGreaterThanOrEqual(1);
      }
    });
  }

  it('Parallel worlds: five lines, five turns reaching five different positions', () => {
    // White's first turn has two sub-moves, which may come in either order: one choice.
    const pos = position('parallel-worlds', PARALLEL_WORLDS.startFen);
    const report = analyse(pos, { maxDepth: 2, multiPv: 5 });
    expect(report.lines).toHaveLength(5);
    const turns = report.lines.map((line) => afterFirstChoice(pos, line.moves)!);
    expect(new Set(turns.map(key)).size).toBe(5);
  });

  it('a line goes on past the first choice, as deep as the search saw', () => {
    const report = analyse(position('chess', CHESS.startFen), { maxDepth: 4 });
    for (const line of report.lines) expect(line.moves.length).toBeGreaterThanOrEqual(4);
  });
});

describe('analysis: progress and stop', () => {
  const pos = position('plunder', gameById('plunder')!.startFen);

  it('reports after every depth, deeper each time, with as many lines', () => {
    const reports: AnalysisReport[] = [];
    const last = analyse(pos, { maxDepth: 4, onProgress: (r) => reports.push(r) });
    expect(reports.map((r) => r.depth)).toEqual([1, 2, 3, 4]);
    expect(last).toEqual(reports[3]);
    for (const report of reports) expect(report.lines).toHaveLength(3);
    const nodes = reports.map((r) => r.nodes);
    expect(nodes).toEqual([...nodes].sort((a, b) => a - b));
  });

  it('stop ends the analysis; the last complete depth is the answer', () => {
    const reports: AnalysisReport[] = [];
    const last = analyse(pos, {
      onProgress: (r) => reports.push(r),
      shouldStop: () => reports.length >= 2,
    });
    expect(reports).toHaveLength(2);
    expect(last.depth).toBe(2);
  });

  it('a node budget ends it after the first depth at the least', () => {
    const reports: AnalysisReport[] = [];
    analyse(pos, { nodes: 1, onProgress: (r) => reports.push(r) });
    expect(reports.map((r) => r.depth)).toEqual([1]);
  });

  it('a game that is over is refused', () => {
    const mated = position('chess', 'R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1');
    expect(() => analyse(mated)).toThrow(/over/);
  });

  it('Parallel worlds, depth 1: one sub-move, then `end` closing the short turn', () => {
    const start = position('parallel-worlds', PARALLEL_WORLDS.startFen);
    const line = analyse(start, { maxDepth: 1 }).lines[0]!;
    // depth 1 sees one sub-move and the end of the turn
    expect(line.moves).toHaveLength(2);
    expect(line.moves[1]).toBe('end');
    expect(legalMoves(replay(start, line.moves.slice(0, 1))[0]!)).toContain(END_TURN);
  });
});

describe('analysis in the worker (AnalysisService)', () => {
  const request = (id: number, extra: object = {}) =>
    ({
      type: 'analyse',
      id,
      game: 'chess',
      startFen: CHESS.startFen,
      moves: ['e2e4'],
      ...extra,
    }) as const;

  /** A service whose breaks are real tasks, and the replies it posted. */
  function service() {
    const replies: AnalysisReply[] = [];
    const ended = new Map<number, () => void>();
    const waits = new Map<number, Promise<void>>();
    const analysis = new AnalysisService((reply) => {
      replies.push(reply);
      if (reply.type === 'analysis-end') ended.get(reply.id)?.();
    });
    const end = (id: number) => {
      if (!waits.has(id)) waits.set(id, new Promise<void>((resolve) => ended.set(id, resolve)));
      return waits.get(id)!;
    };
    return { analysis, replies, end };
  }

  it('streams a report per depth for the request, then its end', async () => {
    const { analysis, replies, end } = service();
    const done = end(1);
    analysis.receive(request(1, { maxDepth: 3, multiPv: 2 }));
    await done;
    expect(replies.map((r) => r.type)).toEqual([
      'analysis',
      'analysis',
      'analysis',
      'analysis-end',
    ]);
    const depths = replies.flatMap((r) => (r.type === 'analysis' ? [r.report.depth] : []));
    expect(depths).toEqual([1, 2, 3]);
    expect(replies.at(-1)).toEqual({ type: 'analysis-end', id: 1, stopped: false });
    for (const r of replies)
      if (r.type === 'analysis') {
        expect(r.report.lines).toHaveLength(2);
        const start = play(position('chess', CHESS.startFen), parseMoveOk('e2e4'));
        for (const line of r.report.lines) replay(start, line.moves);
      }
  });

  it('stop ends the stream at the next break; a new request stops the one before', async () => {
    const { analysis, replies, end } = service();
    const first = end(1);
    const second = end(2);
    analysis.receive(request(1));
    analysis.receive({ type: 'stop', id: 1 });
    await first;
    analysis.receive(request(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    analysis.receive(request(3, { maxDepth: 1 }));
    await second;
    await end(3);
    const ids = replies.map((r) => `${r.type}:${r.id}`);
    expect(ids.slice(0, 1)).toEqual(['analysis-end:1']);
    expect(replies[0]).toEqual({ type: 'analysis-end', id: 1, stopped: true });
    // nothing of 2 after its end, nothing of 3 before it
    const end2 = ids.indexOf('analysis-end:2');
    expect(ids.slice(end2 + 1).every((id) => id.endsWith(':3'))).toBe(true);
    expect(ids.slice(0, end2).some((id) => id.endsWith(':3'))).toBe(false);
    expect(ids.at(-1)).toBe('analysis-end:3');
  });

  it('a bad request is an error, then the end of its stream', async () => {
    const { analysis, replies, end } = service();
    const done = end(4);
    analysis.receive(request(4, { moves: ['e2e5'] }));
    await done;
    expect(replies[0]).toMatchObject({ type: 'error', id: 4 });
    expect(replies[1]).toEqual({ type: 'analysis-end', id: 4, stopped: false });
  });
});

function parseMoveOk(text: string) {
  const move = parseMove(position('chess', CHESS.startFen), text);
  if (!move.ok) throw new Error(move.error);
  return move.value;
}
