/**
 * The rules command line (RULES.md §5): `moves`, `perft` and `play` for every game, for tests,
 * teaching material and anyone checking a position. Errors (a bad FEN, an unknown game, an
 * illegal move, bad arguments) print one line on standard error and exit with status 2.
 */
import { GameRecord, gameById, makeFen, makeMove, parseFen, perft, perftDivide } from '../rules';

class UsageError extends Error {}

interface Options {
  command: string;
  variant: string;
  fen?: string;
  play: string[];
  depth?: number;
  divide: boolean;
}

const USAGE =
  'usage: rules <moves|perft|play> --variant V [--fen F] [--play "M M …"] [--depth N] [--divide]';

function parseArgs(args: string[]): Options {
  const [command, ...rest] = args;
  if (!command || !['moves', 'perft', 'play'].includes(command))
    throw new UsageError(`unknown command '${command ?? ''}' (${USAGE})`);
  const options: Options = { command, variant: '', play: [], divide: false };
  let playGiven = false;
  for (let i = 0; i < rest.length; i++) {
    const flag = rest[i]!;
    const value = (): string => {
      const v = rest[++i];
      if (v === undefined) throw new UsageError(`${flag} needs a value`);
      return v;
    };
    if (flag === '--variant') options.variant = value();
    else if (flag === '--fen') options.fen = value();
    else if (flag === '--play') {
      options.play = value().split(/\s+/).filter(Boolean);
      playGiven = true;
    } else if (flag === '--depth') {
      const text = value();
      if (!/^\d+$/.test(text))
        throw new UsageError(`--depth must be a whole number, not '${text}'`);
      options.depth = Number(text);
    } else if (flag === '--divide') options.divide = true;
    else throw new UsageError(`unknown option '${flag}' (${USAGE})`);
  }
  if (!options.variant) throw new UsageError('--variant is required');
  if (command === 'perft' && options.depth === undefined)
    throw new UsageError('perft needs --depth N');
  if (command === 'play' && !playGiven)
    throw new UsageError('play needs --play "M M …" (may be empty)');
  return options;
}

function run(options: Options): string[] {
  const game = gameById(options.variant);
  if (!game) throw new UsageError(`unknown game '${options.variant}'`);
  const start = parseFen(game, options.fen ?? game.startFen);
  if (!start.ok) throw new UsageError(start.error);
  const record = new GameRecord(start.value);
  options.play.forEach((move, index) => {
    const played = record.play(move);
    if (!played.ok) throw new UsageError(`${played.error} (move ${index + 1})`);
  });
  const pos = record.position;
  switch (options.command) {
    case 'moves':
      return record
        .legalMoves()
        .map((move) => makeMove(pos, move))
        .sort(codePointOrder);
    case 'perft': {
      const depth = options.depth!;
      const work = pos.clone();
      if (!options.divide) return [String(perft(work, depth))];
      const rows = perftDivide(work, depth);
      const total = rows.reduce((sum, [, count]) => sum + count, 0);
      return [...rows.map(([move, count]) => `${move} ${count}`), String(total)];
    }
    default: {
      if (pos.subMoves > 0)
        throw new UsageError(
          `--play ends in the middle of a turn (after move ${options.play.length})`,
        );
      const outcome = record.outcome;
      const result = !outcome
        ? 'ongoing'
        : `result ${outcome.winner === null ? '1/2-1/2' : outcome.winner === 0 ? '1-0' : '0-1'} ${outcome.reason}`;
      return [makeFen(pos), result];
    }
  }
}

const codePointOrder = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

try {
  const lines = run(parseArgs(process.argv.slice(2)));
  if (lines.length) process.stdout.write(lines.join('\n') + '\n');
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  process.stderr.write(`error: ${error.message}\n`);
  process.exitCode = 2;
}
