/**
 * The engine's command lines (issue 13), run for real on their esbuild bundles: `engine best`
 * prints one line that `rules play --play` accepts as it is (one move; a Parallel worlds turn's
 * sub-moves, then `end` only when the turn ends early), repeatable with `--seed`; bad input and
 * finished games give exit status 2 and one line on standard error. `match` prints a line per
 * game and ends with the summary line in its exact format.
 */
import { describe, expect, it } from 'vitest';
import { useCli } from './support/rulesCli';

const engine = useCli('engine');
const match = useCli('match');
const rules = useCli('rules');

const PW_MIDDLE =
  'r1bqkb1r/pppp1ppp/2n2n2/4p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R|8/3p4/8/8/8/8/4P3/8|rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R w 1KQkq3KQkq - 2 5';

describe('engine best: answers', () => {
  const rows: Array<[string, string[], RegExp]> = [
    // [what it pins, arguments after `best`, the shape of the line]
    ['chess: one move', ['--variant', 'chess'], /^[a-h][1-8][a-h][1-8]$/],
    ['plunder: one move', ['--variant', 'plunder', '--level', '3'], /^\S+$/],
    ['pocket-mutation: one move', ['--variant', 'pocket-mutation', '--level', '2'], /^\S+$/],
    [
      'parallel worlds: the first turn (at most 2 sub-moves)',
      ['--variant', 'parallel-worlds', '--level', '3'],
      /^[1-3][a-h][1-8]-[1-3][a-h][1-8]( [1-3][a-h][1-8]-[1-3][a-h][1-8]| end)?$/,
    ],
    [
      'parallel worlds, mid-turn after --play: the rest of the turn',
      ['--variant', 'parallel-worlds', '--fen', PW_MIDDLE, '--play', '1f3-1g5', '--level', '2'],
      /^([1-3][a-h][1-8]-[1-3][a-h][1-8]\S* ?){1,2}(end)?$/,
    ],
    ['random level', ['--variant', 'chess', '--level', 'random', '--seed', '4'], /^\S+$/],
    ['greedy level', ['--variant', 'plunder', '--level', 'greedy'], /^\S+$/],
    ['a node budget', ['--variant', 'chess', '--level', '8', '--nodes', '300'], /^\S+$/],
  ];
  it.each(rows)(
    '%s',
    (_what, args, shape) => {
      const run = engine('best', ...args);
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(run.lines).toHaveLength(1);
      expect(run.lines[0]).toMatch(shape);
      // The line is accepted by `rules play --play` as it is (after any --play given).
      const variant = args[args.indexOf('--variant') + 1]!;
      const fen = args.includes('--fen') ? ['--fen', args[args.indexOf('--fen') + 1]!] : [];
      const before = args.includes('--play') ? args[args.indexOf('--play') + 1]! + ' ' : '';
      const replay = rules('play', '--variant', variant, ...fen, '--play', before + run.lines[0]);
      expect(replay.stderr).toBe('');
      expect(replay.status).toBe(0);
    },
    60_000,
  );

  it('takes the king in a Parallel worlds turn, writing `end` never after the capture', () => {
    const fen = '4k3/pp6/8/4N3/8/8/8/4R1K1|8/8/8/8/8/8/8/8|4k3/8/8/8/8/8/8/6K1 w - - 0 5';
    const run = engine('best', '--variant', 'parallel-worlds', '--fen', fen);
    expect(run.lines).toEqual(['1e5-2e5 1e1-1e8']);
  });

  it('mates in one by a drop (Pocket mutation)', () => {
    const run = engine(
      'best',
      '--variant',
      'pocket-mutation',
      '--fen',
      '6rk/6pp/8/8/8/8/8/K7[N] w - - 0 10',
    );
    expect(run.lines).toEqual(['N@f7']);
  });

  it('is repeatable with --seed', () => {
    const a = engine('best', '--variant', 'pocket-mutation', '--level', '3', '--seed', '9');
    const b = engine('best', '--variant', 'pocket-mutation', '--level', '3', '--seed', '9');
    expect(a.lines).toEqual(b.lines);
  }, 60_000);
});

describe('engine best: errors (exit 2, one line on stderr)', () => {
  const rows: Array<[string, string[], RegExp]> = [
    ['no command', [], /unknown command/],
    ['an unknown game', ['best', '--variant', 'xiangqi'], /unknown game 'xiangqi'/],
    ['no game', ['best'], /--variant is required/],
    ['a bad FEN', ['best', '--variant', 'chess', '--fen', 'nonsense'], /FEN/],
    [
      'an illegal move',
      ['best', '--variant', 'chess', '--play', 'e2e5'],
      /illegal move 'e2e5' \(move 1\)/,
    ],
    ['an unknown level', ['best', '--variant', 'chess', '--level', '9'], /unknown level '9'/],
    [
      'a bad node count',
      ['best', '--variant', 'chess', '--nodes', 'many'],
      /--nodes must be a whole number/,
    ],
    ['a bad seed', ['best', '--variant', 'chess', '--seed', '-1'], /--seed must be a whole number/],
    [
      'an unknown option',
      ['best', '--variant', 'chess', '--depth', '3'],
      /unknown option '--depth'/,
    ],
    [
      'a finished game (checkmate)',
      ['best', '--variant', 'chess', '--play', 'f2f3 e7e5 g2g4 d8h4'],
      /the game is over \(checkmate\)/,
    ],
  ];
  it.each(rows)('%s', (_what, args, message) => {
    const run = engine(...args);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.split('\n').filter(Boolean)).toHaveLength(1);
    expect(run.stderr).toMatch(/^error: /);
    expect(run.stderr).toMatch(message);
  });
});

describe('match', () => {
  it('plays N games, a line each, and ends with the summary line', () => {
    const run = match(
      '--variant',
      'chess',
      '--a',
      '1',
      '--b',
      'random',
      '--games',
      '2',
      '--seed',
      '3',
    );
    expect(run.status).toBe(0);
    expect(run.lines).toHaveLength(3);
    expect(run.lines[0]).toMatch(/^game 1\/2: 1 \(White\) vs random: /);
    expect(run.lines[1]).toMatch(/^game 2\/2: 1 \(Black\) vs random: /);
    expect(run.lines[2]).toMatch(
      /^1 vs random: \+\d+ =\d+ -\d+ {2}score \d+\.\d% {2}elo -?\d+ ± \d+$/,
    );
    const [w, d, l] = /\+(\d+) =(\d+) -(\d+)/.exec(run.lines[2]!)!.slice(1).map(Number);
    expect(w! + d! + l!).toBe(2);
  }, 120_000);

  it('the same seed plays the same games', () => {
    const args = [
      '--variant',
      'parallel-worlds',
      '--a',
      'greedy',
      '--b',
      'random',
      '--games',
      '2',
      '--seed',
      '5',
    ];
    expect(match(...args).lines).toEqual(match(...args).lines);
  }, 120_000);

  it('--from G plays the last games of the match, as the whole match plays them', () => {
    const args = ['--variant', 'chess', '--a', 'greedy', '--b', 'random', '--games', '3'];
    const whole = match(...args, '--seed', '2').lines;
    const tail = match(...args, '--seed', '2', '--from', '2').lines;
    expect(tail.slice(0, 2)).toEqual(whole.slice(1, 3));
    expect(tail).toHaveLength(3);
    expect(tail[2]).toMatch(/^greedy vs random: \+\d+ =\d+ -\d+ /);
    const [w, d, l] = /\+(\d+) =(\d+) -(\d+)/.exec(tail[2]!)!.slice(1).map(Number);
    expect(w! + d! + l!).toBe(2);
  }, 120_000);

  const errors: Array<[string, string[], RegExp]> = [
    ['no game count', ['--variant', 'chess', '--a', '1', '--b', '2'], /--games is required/],
    [
      'zero games',
      ['--variant', 'chess', '--a', '1', '--b', '2', '--games', '0'],
      /--games must be/,
    ],
    [
      'a first game past the last',
      ['--variant', 'chess', '--a', '1', '--b', '2', '--games', '2', '--from', '3'],
      /--from must be at most --games \(2\)/,
    ],
    [
      'an unknown level',
      ['--variant', 'chess', '--a', 'strong', '--b', '2', '--games', '2'],
      /unknown level 'strong'/,
    ],
    [
      'an unknown game',
      ['--variant', 'go', '--a', '1', '--b', '2', '--games', '2'],
      /unknown game 'go'/,
    ],
  ];
  it.each(errors)('error: %s', (_what, args, message) => {
    const run = match(...args);
    expect(run.status).toBe(2);
    expect(run.stderr.split('\n').filter(Boolean)).toHaveLength(1);
    expect(run.stderr).toMatch(message);
  });
});
