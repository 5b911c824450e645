/**
 * The match command line: `match --variant G --a L --b L --games N [--nodes N] [--seed S]
 * [--clock M+S]`
 * plays N games between two levels (each seeded opening twice, colours swapped), prints a line
 * per game, and ends with `<a> vs <b>: +W =D -L  score S%  elo E ± M` (W/D/L from a's side,
 * 95 % interval). `--nodes` caps both sides' node budget per move. `--clock 0.1+0.1` plays timed
 * games (minutes + seconds per turn, as the app's address writes it): the engine keeps to its clock
 * and a side that runs out loses on time (`timeout`). `--from G` plays only games
 * G…N of the N-game match (game g depends only on g and the seed), so that a long match can be
 * split between processes or continued; the summary then covers those games. Bad input: one
 * line on standard error, exit status 2.
 */
import type { Level } from '../engine';
import { parseControl, type TimeControl } from '../rules';
import { playGame, randomOpening, summarize, summaryLine } from '../engine/match';
import { UsageError, gameOption, levelOption, readOptions, runCommand, wholeNumber } from './args';

const USAGE =
  'usage: match --variant G --a L --b L --games N [--from G] [--nodes N] [--seed S] [--clock M+S]';

function run(args: string[]): void {
  let variant = '';
  let a: Level | undefined;
  let b: Level | undefined;
  const labels = ['', ''];
  let games = 0;
  let from = 1;
  let nodes: number | undefined;
  let seed = 1;
  let clock: TimeControl | undefined;
  const readLevel = (text: string, flag: string): void => {
    const level = levelOption(text);
    if (flag === '--a') [a, labels[0]] = [level, text];
    else [b, labels[1]] = [level, text];
  };
  readOptions(
    args,
    {
      '--variant': (v) => (variant = v),
      '--a': readLevel,
      '--b': readLevel,
      '--games': (v, flag) => (games = wholeNumber(flag, v, 1)),
      '--from': (v, flag) => (from = wholeNumber(flag, v, 1)),
      '--nodes': (v, flag) => (nodes = wholeNumber(flag, v, 1)),
      '--seed': (v, flag) => (seed = wholeNumber(flag, v, 0)),
      '--clock': (v) => {
        clock = parseControl(v) ?? undefined;
        if (!clock)
          throw new UsageError(`--clock must be minutes+seconds, such as 0.1+0.1: '${v}'`);
      },
    },
    USAGE,
  );
  const game = gameOption(variant);
  if (a === undefined || b === undefined) throw new UsageError('--a and --b are required');
  if (!games) throw new UsageError('--games is required');
  if (from > games) throw new UsageError(`--from must be at most --games (${games})`);
  const scores: number[] = [];
  for (let g = from - 1; g < games; g++) {
    const opening = Math.floor(g / 2);
    const aWhite = g % 2 === 0;
    const record = randomOpening(game, seed * 7919 + opening);
    const result = playGame(record, a, b, aWhite, {
      nodes,
      seed: seed * 100_003 + g * 1000,
      clock,
    });
    scores.push(result.scoreA);
    const text = result.scoreA === 1 ? 'win' : result.scoreA === 0 ? 'loss' : 'draw';
    process.stdout.write(
      `game ${g + 1}/${games}: ${labels[0]} (${aWhite ? 'White' : 'Black'}) vs ${labels[1]}: ${text} for ${labels[0]} (${result.reason}, ${result.moves} turns)\n`,
    );
  }
  process.stdout.write(summaryLine(labels[0]!, labels[1]!, summarize(scores)) + '\n');
}

runCommand(run);
