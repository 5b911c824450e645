/**
 * The puzzles command line (issue 45, docs/puzzles.md): `generate` plays the engine against
 * itself and prints each verified puzzle as a JSON line (progress on standard error); `list`
 * prints the shipped puzzles of a game, `assets/puzzles/<variant>.jsonl`, each checked by the
 * validator, as JSON lines `{ id, variant, fen, solution, themes, rating }`. Bad input: one line
 * on standard error and exit status 2.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { generatePuzzles } from '../puzzles/generate';
import { puzzleLine, validatePuzzle } from '../puzzles/puzzle';
import { generateWinInTwo } from '../puzzles/winIn2';
import { UsageError, gameOption, levelOption, readOptions, runCommand, wholeNumber } from './args';

const USAGE =
  'usage: puzzles generate --variant G --games N --level L --seed S [--turns 2] | puzzles list --variant G';

/** The shipped puzzles' folder: `assets/puzzles` of the project (found from the working folder up). */
function puzzleFolder(): string {
  for (let dir = process.cwd(); ; dir = dirname(dir)) {
    const folder = join(dir, 'assets', 'puzzles');
    if (existsSync(folder)) return folder;
    if (dirname(dir) === dir) throw new UsageError('assets/puzzles not found');
  }
}

function list(variant: string): void {
  const game = gameOption(variant);
  const file = join(puzzleFolder(), `${game.id}.jsonl`);
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const out: string[] = [];
  text.split('\n').forEach((line, index) => {
    if (!line.trim()) return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw new UsageError(`${game.id}.jsonl line ${index + 1}: not JSON`);
    }
    const puzzle = validatePuzzle(value);
    if (!puzzle.ok) throw new UsageError(`${game.id}.jsonl line ${index + 1}: ${puzzle.error}`);
    if (puzzle.value.variant !== game.id)
      throw new UsageError(
        `${game.id}.jsonl line ${index + 1}: a puzzle of ${puzzle.value.variant}`,
      );
    out.push(puzzleLine(puzzle.value, true));
  });
  if (out.length > 0) process.stdout.write(out.join('\n') + '\n');
}

function generate(rest: string[]): void {
  let variant = '';
  let games = 0;
  let level: ReturnType<typeof levelOption> | null = null;
  let seed: number | null = null;
  let turns = 1;
  readOptions(
    rest,
    {
      '--variant': (v) => (variant = v),
      '--games': (v, flag) => (games = wholeNumber(flag, v, 1)),
      '--level': (v) => (level = levelOption(v)),
      '--seed': (v, flag) => (seed = wholeNumber(flag, v, 0)),
      '--turns': (v, flag) => (turns = wholeNumber(flag, v, 1)),
    },
    USAGE,
  );
  const game = gameOption(variant);
  if (!games || level === null || seed === null)
    throw new UsageError(`--games, --level and --seed are required (${USAGE})`);
  if (turns > 2 || (turns === 2 && !game.subMoveTurns))
    throw new UsageError(`--turns 2 is for parallel-worlds alone, and no more than 2 (${USAGE})`);
  const twoTurns = turns === 2;
  const started = Date.now();
  const onGame = (played: number, kept: number, candidates: number): boolean =>
    process.stderr.write(
      `${game.id}: ${played}/${games} games, ${candidates} ${twoTurns ? 'positions looked at' : 'positions won now'}, ${kept} puzzles, ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
    );
  const puzzles = twoTurns
    ? generateWinInTwo({
        games,
        level,
        seed,
        onGame,
        onCandidate: (fen, verdict) => process.stderr.write(`  ${fen}: ${verdict}\n`),
      })
    : generatePuzzles({ game, games, level, seed, onGame });
  for (const puzzle of puzzles) process.stdout.write(puzzleLine(puzzle) + '\n');
}

function run(args: string[]): void {
  const [command, ...rest] = args;
  if (command === 'list') {
    let variant = '';
    readOptions(rest, { '--variant': (v) => (variant = v) }, USAGE);
    list(variant);
  } else if (command === 'generate') generate(rest);
  else throw new UsageError(`unknown command '${command ?? ''}' (${USAGE})`);
}

runCommand(run);
