/**
 * The rules command line (docs/rules.md §The rules command line), run for real: each test runs
 * `node` on its launcher (src/cli/bin/rules.mjs, what `npm run rules` runs, on the bundle built
 * at install) and reads its standard output, standard error and exit status. Pins down the output
 * formats (sorted move lists, perft `--divide` lines and total, `--divide turns` rows that play
 * back, `play`'s FEN and result line) and the one-line errors with status 2.
 */
import { describe, expect, it } from 'vitest';
import { GameRecord, PARALLEL_WORLDS, parseFen } from '../../src/rules';
import { useRulesCli } from './support/rulesCli';

const rules = useRulesCli();

const codePointSorted = (lines: string[]): string[] =>
  [...lines].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const PW_START =
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|8/8/8/8/8/8/8/8|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w 1KQkq3KQkq - 0 1';

describe('rules moves', () => {
  it('lists the 20 moves of the start position, one per line, in code-point order', () => {
    const run = rules('moves', '--variant', 'chess');
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.lines).toEqual(codePointSorted(run.lines));
    expect(run.lines).toEqual([
      'a2a3',
      'a2a4',
      'b1a3',
      'b1c3',
      'b2b3',
      'b2b4',
      'c2c3',
      'c2c4',
      'd2d3',
      'd2d4',
      'e2e3',
      'e2e4',
      'f2f3',
      'f2f4',
      'g1f3',
      'g1h3',
      'g2g3',
      'g2g4',
      'h2h3',
      'h2h4',
    ]);
  });

  it('lists the moves after --play, from --fen (promotions in canonical form)', () => {
    const run = rules('moves', '--variant', 'chess', '--fen', '8/4P3/8/8/8/8/k7/4K3 w - - 0 1');
    expect(run.lines).toEqual([
      'e1d1',
      'e1d2',
      'e1e2',
      'e1f1',
      'e1f2',
      'e7e8=B',
      'e7e8=N',
      'e7e8=Q',
      'e7e8=R',
    ]);
    const after = rules('moves', '--variant', 'chess', '--play', 'e2e4 d7d5');
    expect(after.lines).toContain('e4d5');
    expect(after.lines).toContain('f1b5');
    expect(after.lines).toHaveLength(31);
  });

  it('lists nothing once the game is over', () => {
    const run = rules('moves', '--variant', 'chess', '--play', 'f2f3 e7e5 g2g4 d8h4');
    expect(run.status).toBe(0);
    expect(run.stdout).toBe('');
  });

  it('Parallel worlds: sub-moves of the turn, `end` only after a sub-move', () => {
    const start = rules('moves', '--variant', 'parallel-worlds');
    expect(start.status).toBe(0);
    expect(start.lines).toEqual(codePointSorted(start.lines));
    for (const move of ['1b1-1c3', '3g1-3f3', '1a2-2a2', '1e2-1e4', '3e2-3e4', '3a2-2a2'])
      expect(start.lines).toContain(move);
    expect(start.lines).not.toContain('end');
    // No captures, no king moves, no 1↔3 moves at the start.
    expect(start.lines.some((m) => m.startsWith('1e1') || m.startsWith('3e1'))).toBe(false);

    const after = rules('moves', '--variant', 'parallel-worlds', '--play', '1e2-1e4');
    expect(after.status).toBe(0);
    expect(after.lines).toEqual(codePointSorted(after.lines));
    expect(after.lines).toContain('end');
    // The second sub-move may not end on level 1 again, nor move the e4 pawn again.
    const subMoves = after.lines.filter((m) => m !== 'end');
    expect(subMoves.length).toBeGreaterThan(0);
    expect(subMoves.every((m) => /^\d[a-h][1-8]-[23][a-h][1-8]/.test(m))).toBe(true);
    expect(subMoves.some((m) => m.startsWith('1e4'))).toBe(false);
    expect(subMoves).toContain('3g1-3f3');
    expect(subMoves).toContain('1a2-2a2');
    expect(subMoves).not.toContain('1b1-1c3');
  });
});

describe('rules perft', () => {
  it('prints the total alone without --divide', () => {
    const run = rules('perft', '--variant', 'chess', '--depth', '3');
    expect(run.status).toBe(0);
    expect(run.lines).toEqual(['8902']); // Chess Programming Wiki, "Perft Results"
  });

  it('--divide prints `<move> <count>` per first move, sorted, and the total last', () => {
    const run = rules('perft', '--variant', 'chess', '--depth', '2', '--divide');
    expect(run.status).toBe(0);
    const rows = run.lines.slice(0, -1);
    expect(rows).toHaveLength(20);
    for (const row of rows) expect(row).toMatch(/^[a-h][1-8][a-h][1-8] 20$/);
    expect(rows).toEqual(codePointSorted(rows));
    expect(run.lines.at(-1)).toBe('400');
  });

  it('--divide from a FEN after --play: counts add up to the total', () => {
    const kiwipete = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
    const run = rules('perft', '--variant', 'chess', '--fen', kiwipete, '--depth', '2', '--divide');
    const rows = run.lines.slice(0, -1).map((row) => row.split(' '));
    expect(rows).toHaveLength(48);
    expect(rows.map(([move]) => move)).toContain('e1g1');
    expect(rows.reduce((sum, [, n]) => sum + Number(n), 0)).toBe(2039);
    expect(run.lines.at(-1)).toBe('2039');
  });

  it.each([
    { name: 'perft(0) is 1 (the empty sequence)', args: ['--depth', '0'], lines: ['1'] },
    {
      name: 'perft(0) --divide: no first move, total 1',
      args: ['--depth', '0', '--divide'],
      lines: ['1'],
    },
    {
      name: 'perft(0) --divide turns: total 1',
      args: ['--depth', '0', '--divide', 'turns'],
      lines: ['1'],
    },
    {
      name: 'checkmate: perft(1) --divide is 0',
      args: ['--play', 'f2f3 e7e5 g2g4 d8h4', '--depth', '1', '--divide'],
      lines: ['0'],
    },
  ])('$name', ({ args, lines }) => {
    const run = rules('perft', '--variant', 'chess', ...args);
    expect(run.status).toBe(0);
    expect(run.lines).toEqual(lines);
  });

  it('--divide turns in a flat game is --divide', () => {
    const turns = rules('perft', '--variant', 'plunder', '--depth', '2', '--divide', 'turns');
    const moves = rules('perft', '--variant', 'plunder', '--depth', '2', '--divide');
    expect(turns.status).toBe(0);
    expect(turns.lines).toEqual(moves.lines);
  });

  it('Parallel worlds --divide splits by first sub-move, --divide turns by whole first turn', () => {
    // Kings in the corners, a knight and a rook: small enough to count by hand at depth 1.
    const fen = '7k/8/8/8/8/8/8/K7|8/8/8/8/8/8/8/8|7k/8/8/8/8/8/8/KN5R w - - 0 5';
    const base = ['perft', '--variant', 'parallel-worlds', '--fen', fen, '--depth'];
    const total = rules(...base, '2').lines;
    const bySubMove = rules(...base, '2', '--divide');
    const byTurn = rules(...base, '2', '--divide', 'turns');
    expect(bySubMove.status).toBe(0);
    expect(byTurn.status).toBe(0);
    expect(bySubMove.lines.at(-1)).toBe(total[0]);
    expect(byTurn.lines.at(-1)).toBe(total[0]);
    const rows = byTurn.lines.slice(0, -1);
    expect(rows).toEqual(codePointSorted(rows));
    // A first turn is one to three sub-moves (`end` when ended early) on distinct levels.
    for (const row of rows) expect(row).toMatch(/^(\d[a-h][1-8]-\d[a-h][1-8] ?|end ?){1,4} \d+$/);
    expect(rows.some((row) => row.startsWith('3b1-3c3 end '))).toBe(true);
    expect(rows.some((row) => /^3b1-3c3 1a1-2a1 3h1-3h2 \d+$/.test(row))).toBe(false); // 3 twice
    // Turns split the first sub-move's row: the rows starting with 3b1-3c3 add up to it.
    const first = Number(bySubMove.lines.find((row) => row.startsWith('3b1-3c3 '))!.split(' ')[1]);
    const split = rows
      .filter((row) => row.startsWith('3b1-3c3 '))
      .reduce((sum, row) => sum + Number(row.split(' ').at(-1)), 0);
    expect(split).toBe(first);
    // Each turn plays back as it is written.
    const turn = rows[rows.length - 1]!.split(' ').slice(0, -1).join(' ');
    const played = rules('play', '--variant', 'parallel-worlds', '--fen', fen, '--play', turn);
    expect(played.status).toBe(0);
    // Depth 1: one row per turn, each counted once.
    const one = rules(...base, '1', '--divide', 'turns');
    expect(one.lines.slice(0, -1).every((row) => row.endsWith(' 1'))).toBe(true);
    expect(one.lines.at(-1)).toBe(String(one.lines.length - 1));
    expect(one.lines.at(-1)).toBe(rules(...base, '1').lines[0]);
  }, 30_000); // seven runs of the command line, two of them perft(2)

  // Issue 25: `end` closes a turn ended early and only such a turn; a turn that ended by itself
  // (no sub-move left, its last allowed sub-move, a king taken) has none, since `end` is then
  // no longer legal. Every row plays back (`--play "<fen's moves> <row>"`) to the end of a turn.
  it.each([
    {
      name: 'no sub-move left: two kings, one on each army level',
      fen: '4k3/p7/8/8/8/8/8/4K3|8/8/8/8/8/8/8/8|4k3/8/8/8/8/8/8/4K3 w - - 0 2',
      row: '1e1-1d1 3e1-3d1 1',
      early: '1e1-1d1 end 1',
      rows: 60,
    },
    {
      name: 'the third sub-move ends the turn',
      fen: '7k/8/8/8/8/8/8/K7|8/8/8/8/8/8/8/8|7k/8/8/8/8/8/8/KN5R w - - 0 5',
      row: '3b1-3c3 1a1-1a2 3h1-2h1 1',
      early: '3b1-3c3 1a1-1a2 end 1',
    },
    {
      name: 'a king capture ends the turn (and the game)',
      fen: '4k3/pp6/8/4N3/8/8/8/4R1K1|8/8/8/8/8/8/8/8|4k3/8/8/8/8/8/8/6K1 w - - 0 5',
      row: '1e5-2e5 1e1-1e8 1',
      early: '1e5-2e5 end 1',
    },
  ])('--divide turns, $name: rows play back as written', ({ fen, row, early, rows }) => {
    const run = rules(
      'perft',
      '--variant',
      'parallel-worlds',
      '--fen',
      fen,
      '--depth',
      '1',
      '--divide',
      'turns',
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const turns = run.lines.slice(0, -1);
    if (rows !== undefined) expect(turns).toHaveLength(rows);
    expect(turns).toContain(row);
    expect(turns).toContain(early);
    expect(turns).not.toContain(row.replace(/ 1$/, ' end 1'));
    const start = parseFen(PARALLEL_WORLDS, fen);
    if (!start.ok) throw new Error(start.error);
    for (const line of turns) {
      const record = new GameRecord(start.value);
      const moves = line.split(' ').slice(0, -1);
      for (const move of moves) expect(record.play(move).ok, `${line}: ${move}`).toBe(true);
      // The row is one whole turn: after it, Black is to move at the start of a turn.
      expect(record.position.subMoves, line).toBe(0);
      expect(record.position.turn, line).toBe(1);
    }
    // And through the command line itself, the turn that ended by itself:
    const played = rules(
      'play',
      '--variant',
      'parallel-worlds',
      '--fen',
      fen,
      '--play',
      row.replace(/ 1$/, ''),
    );
    expect(played.stderr).toBe('');
    expect(played.status).toBe(0);
  });

  it('--help says what --divide counts in Parallel worlds chess', () => {
    const run = rules('--help');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('--divide turns');
    expect(run.stdout).toContain('first SUB-move');
  });

  it('Parallel worlds perft counts turns (depth 1 from a turn in progress: the rest of it)', () => {
    const run = rules('perft', '--variant', 'parallel-worlds', '--play', '1e2-1e4', '--depth', '1');
    const moves = rules('moves', '--variant', 'parallel-worlds', '--play', '1e2-1e4');
    // White's first turn has at most 2 sub-moves: each second sub-move, or `end`, ends it.
    expect(run.lines).toEqual([String(moves.lines.length)]);
  });
});

describe('rules play', () => {
  it.each([
    { name: 'an empty --play', args: ['--play', ''], fen: START, result: 'ongoing' },
    {
      name: 'one move',
      args: ['--play', 'e2e4'],
      fen: 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1',
      result: 'ongoing',
    },
    {
      name: "Fool's mate",
      args: ['--play', 'f2f3 e7e5 g2g4 d8h4'],
      fen: 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3',
      result: 'result 0-1 checkmate',
    },
    {
      name: "Scholar's mate",
      args: ['--play', 'e2e4 e7e5 f1c4 b8c6 d1h5 g8f6 h5f7'],
      fen: 'r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4',
      result: 'result 1-0 checkmate',
    },
    {
      name: 'stalemate',
      args: ['--fen', '7k/8/6K1/5Q2/8/8/8/8 w - - 0 1', '--play', 'f5f7'],
      fen: '7k/5Q2/6K1/8/8/8/8/8 b - - 1 1',
      result: 'result 1/2-1/2 stalemate',
    },
    {
      name: 'threefold repetition',
      args: ['--play', 'g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8'],
      fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 8 5',
      result: 'result 1/2-1/2 repetition',
    },
    {
      name: 'fifty moves',
      args: ['--fen', '4k3/8/8/8/8/8/8/R3K3 w - - 99 80', '--play', 'a1a2'],
      fen: '4k3/8/8/8/8/8/R7/4K3 b - - 100 80',
      result: 'result 1/2-1/2 fifty-moves',
    },
    {
      name: 'insufficient material',
      args: ['--fen', '4k3/8/8/8/8/8/3q4/4K3 w - - 0 1', '--play', 'e1d2'],
      fen: '4k3/8/8/8/8/8/3K4/8 b - - 0 1',
      result: 'result 1/2-1/2 insufficient-material',
    },
    {
      name: 'Parallel worlds: a whole first turn',
      variant: 'parallel-worlds',
      args: ['--play', '1e2-1e4 3d2-3d4'],
      fen: 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR|8/8/8/8/8/8/8/8|rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b 1KQkq3KQkq 1e3,3d3 0 1',
      result: 'ongoing',
    },
    {
      name: 'Parallel worlds: a turn ended early with `end`',
      variant: 'parallel-worlds',
      args: ['--play', '1g1-1f3 end'],
      fen: 'rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R|8/8/8/8/8/8/8/8|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b 1KQkq3KQkq - 1 1',
      result: 'ongoing',
    },
  ])('$name', ({ args, fen, result, variant }) => {
    const run = rules('play', '--variant', variant ?? 'chess', ...args);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.lines).toEqual([fen, result]);
  });
});

describe('rules errors: status 2 and exactly one line on standard error', () => {
  it.each([
    {
      name: 'a bad FEN',
      args: ['play', '--variant', 'chess', '--fen', '8/8/8 w - - 0 1', '--play', ''],
      error: /^error: FEN: board has 3 ranks, expected 8$/,
    },
    {
      name: 'a FEN with the side not to move in check',
      args: ['moves', '--variant', 'chess', '--fen', '4k3/4R3/8/8/8/8/8/4K3 w - - 0 1'],
      error: /^error: FEN: Black is in check but it is White's move$/,
    },
    {
      name: 'an unknown game',
      args: ['moves', '--variant', 'checkers'],
      error: /^error: unknown game 'checkers'$/,
    },
    {
      name: 'an illegal move',
      args: ['play', '--variant', 'chess', '--play', 'e2e5'],
      error: /^error: illegal move 'e2e5' \(move 1\)$/,
    },
    {
      name: 'a move that is not canonical',
      args: ['moves', '--variant', 'chess', '--play', 'e2e4 Nf6'],
      error: /^error: illegal move 'Nf6' \(move 2\)$/,
    },
    {
      name: 'a move after the end of the game',
      args: ['play', '--variant', 'chess', '--play', 'f2f3 e7e5 g2g4 d8h4 e2e4'],
      error: /^error: illegal move 'e2e4'.*game is over.*\(move 5\)$/,
    },
    {
      name: 'a perft with an illegal move',
      args: ['perft', '--variant', 'chess', '--play', 'e1e2', '--depth', '1'],
      error: /^error: illegal move 'e1e2' \(move 1\)$/,
    },
    {
      name: 'Parallel worlds `play` ending in the middle of a turn',
      args: ['play', '--variant', 'parallel-worlds', '--play', '1e2-1e4'],
      error: /^error: .*middle of a turn.*$/,
    },
    {
      name: 'Parallel worlds: a chess move',
      args: ['moves', '--variant', 'parallel-worlds', '--play', 'e2e4'],
      error: /^error: illegal move 'e2e4' \(move 1\)$/,
    },
    // Issue 16: no input reaches a stack trace; what is echoed is quoted, one line, short.
    ...['chess', 'parallel-worlds', 'pocket-mutation', 'plunder'].map((variant) => ({
      name: `perft --depth 6000 (${variant}): capped, no stack overflow`,
      args: ['perft', '--variant', variant, '--depth', '6000'],
      error: /^error: --depth must be at most 20, not '6000'$/,
    })),
    {
      name: 'a depth of 100,000 digits',
      args: ['perft', '--variant', 'chess', '--depth', '9'.repeat(100_000)],
      error: /^error: --depth must be at most 20, not '9{40}…'$/,
    },
    {
      name: 'a newline in --depth',
      args: ['perft', '--variant', 'chess', '--depth', '3\n'],
      error: /^error: --depth must be a whole number, not '3\\n'$/,
    },
    {
      name: 'a newline in --variant',
      args: ['moves', '--variant', 'chess\nplunder'],
      error: /^error: unknown game 'chess\\nplunder'$/,
    },
    {
      name: 'a newline in an option name',
      args: ['moves', '--variant', 'chess', '--x\ny'],
      error: /^error: unknown option '--x\\ny' \(usage: .*\)$/,
    },
    {
      name: 'a newline in a move',
      args: ['moves', '--variant', 'chess', '--fen', START, '--play', 'e2\u001be4'],
      error: /^error: illegal move 'e2\\u001be4' \(move 1\)$/,
    },
    {
      name: 'a newline inside --fen',
      args: ['moves', '--variant', 'chess', '--fen', START.replace(' w ', ' w\n ')],
      error: /^error: FEN: side to move must be w or b, not 'w\\n'$/,
    },
    {
      name: 'a FEN with a trailing newline',
      args: ['moves', '--variant', 'chess', '--fen', `${START}\n`],
      error: /^error: FEN: no spaces or line breaks may stand before or after the FEN$/,
    },
    {
      name: 'an empty castling field',
      args: ['moves', '--variant', 'chess', '--fen', START.replace('KQkq', '')],
      error: /^error: FEN: the castling field is empty \(write '-' for none\)$/,
    },
    {
      name: 'castling letters out of order',
      args: ['moves', '--variant', 'chess', '--fen', START.replace('KQkq', 'qQ')],
      error: /^error: FEN: castling rights 'qQ' must stand in the order KQkq$/,
    },
    {
      name: 'a FEN of 100,000 brackets (the most one argument may hold)',
      args: ['moves', '--variant', 'pocket-mutation', '--fen', `${'['.repeat(100_000)} w - - 0 1`],
      error: /^error: FEN: the board must be followed by the pockets in brackets, e\.g\. \[\]$/,
    },
    {
      name: 'a move of 100,000 characters',
      args: ['play', '--variant', 'chess', '--play', 'e'.repeat(100_000)],
      error: /^error: illegal move 'e{40}…' \(move 1\)$/,
    },
    {
      name: 'a fullmove number that would print as 1e+23',
      args: [
        'play',
        '--variant',
        'chess',
        '--fen',
        START.replace(/1$/, '1'.padEnd(24, '0')),
        '--play',
        '',
      ],
      error:
        /^error: FEN: the fullmove number is larger than any game reaches \(at most 1000000\)$/,
    },
  ])('$name', ({ args, error }) => {
    const run = rules(...args);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.endsWith('\n')).toBe(true);
    expect(run.stderr.split('\n').filter(Boolean)).toHaveLength(1);
    expect(run.stderr.trimEnd()).toMatch(error);
    expect(run.stderr.length).toBeLessThan(300);
  });

  it('the start position FEN of Parallel worlds chess is its default', () => {
    const run = rules('play', '--variant', 'parallel-worlds', '--play', '');
    expect(run.lines).toEqual([PW_START, 'ongoing']);
  });
});
