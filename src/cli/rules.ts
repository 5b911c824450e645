/**
 * The rules command line (docs/rules.md §The rules command line): `moves`, `perft` and `play` for
 * every game, for tests, teaching material and anyone checking a position. Errors (a bad FEN, an
 * unknown game, an illegal move, bad arguments, an option the command does not take) print one
 * line on standard error and exit with status 2; what they echo of the input is quoted, escaped
 * to one line and cut short. No input reaches a stack trace: a failure of the program itself is
 * one line too, with status 1. Run by its launcher, src/cli/bin/rules.mjs, on a bundle built at
 * install (src/cli/bundle.mjs).
 */
import {
  GameRecord,
  excerpt,
  gameById,
  makeFen,
  makeMove,
  parseFen,
  perft,
  perftDivide,
  perftDivideTurns,
  quoteInput,
} from '../rules';

class UsageError extends Error {}

/** The deepest perft asked for: deeper trees would not finish, and would exhaust the stack. */
const MAX_DEPTH = 20;

const shown = (text: string): string => quoteInput(excerpt(text));

interface Options {
  command: string;
  variant: string;
  fen?: string;
  play: string[];
  depth?: number;
  divide: false | 'moves' | 'turns';
}

const USAGE =
  'usage: rules <moves|perft|play> --variant V [--fen F] [--play "M M …"] [--depth N] [--divide [turns]]';

/**
 * The options each command takes (docs/rules.md §The rules command line); any other is refused
 * (status 2).
 */
const COMMANDS: Readonly<Record<string, { options: readonly string[]; usage: string }>> = {
  moves: {
    options: ['--variant', '--fen', '--play'],
    usage: 'usage: rules moves --variant V [--fen F] [--play "M M …"]',
  },
  perft: {
    options: ['--variant', '--fen', '--play', '--depth', '--divide'],
    usage: 'usage: rules perft --variant V [--fen F] [--play "M M …"] --depth N [--divide [turns]]',
  },
  play: {
    options: ['--variant', '--fen', '--play'],
    usage: 'usage: rules play --variant V [--fen F] --play "M M …"',
  },
};

const HELP = `${USAGE}

  moves    every legal move (in Parallel worlds chess: every legal sub-move of the turn in
           progress, and \`end\` when the turn may end), one per line, in code-point order
  perft    the number of move sequences --depth N turns deep (0 ≤ N ≤ ${MAX_DEPTH}); in Parallel
           worlds chess the unit is the whole turn of up to three sub-moves
  play     plays --play from the start (or --fen): the FEN reached, then \`ongoing\` or the result

  --variant V         chess, parallel-worlds, pocket-mutation or plunder
  --fen F             the position to start from (default: the game's start position)
  --play "M M …"      moves in canonical notation, played first
  --depth N           perft depth
  --divide            perft per first move: \`<move> <count>\` lines in code-point order, then the
                      total; in Parallel worlds chess the first move is the first SUB-move, so a
                      row counts every turn that begins with it
  --divide turns      perft per first whole turn (Parallel worlds chess): \`<sub-moves> <count>\`,
                      the turn's sub-moves separated by spaces (\`end\` only when the turn was
                      ended early, not when it ended by itself), so that a row plays back with
                      --play as it is written; in the flat games the same as --divide

  moves and play take --variant, --fen and --play; perft also --depth and --divide. Any other
  option is refused (status 2).
`;

/** Every option some command takes. */
const HANDLED = new Set(Object.values(COMMANDS).flatMap(({ options }) => options));

function parseArgs(args: string[]): Options {
  const [command, ...rest] = args;
  const takes = command && Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
  if (!command || !takes)
    throw new UsageError(`unknown command ${shown(command ?? '')} (${USAGE})`);
  const options: Options = { command, variant: '', play: [], divide: false };
  let playGiven = false;
  for (let i = 0; i < rest.length; i++) {
    const flag = rest[i]!;
    if (!takes.options.includes(flag))
      throw new UsageError(
        `unknown option ${shown(flag)}${HANDLED.has(flag) ? ` for ${command}` : ''} (${takes.usage})`,
      );
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
        throw new UsageError(`--depth must be a whole number, not ${shown(text)}`);
      if (text.length > 3 || Number(text) > MAX_DEPTH)
        throw new UsageError(`--depth must be at most ${MAX_DEPTH}, not ${shown(text)}`);
      options.depth = Number(text);
    } else if (flag === '--divide') {
      options.divide = rest[i + 1] === 'turns' ? 'turns' : 'moves';
      if (options.divide === 'turns') i++;
    }
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
  if (!game) throw new UsageError(`unknown game ${shown(options.variant)}`);
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
      if (!options.divide) return [String(perft(pos, depth))];
      const rows =
        options.divide === 'turns' ? perftDivideTurns(pos, depth) : perftDivide(pos, depth);
      // perft(0) is 1: the empty sequence, which has no first move.
      const total = depth === 0 ? 1 : rows.reduce((sum, [, count]) => sum + count, 0);
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
  const args = process.argv.slice(2);
  if (args.includes('--help') || args[0] === 'help') process.stdout.write(HELP);
  else {
    const lines = run(parseArgs(args));
    if (lines.length) process.stdout.write(lines.join('\n') + '\n');
  }
} catch (error) {
  const usage = error instanceof UsageError;
  const message = error instanceof Error ? error.message : String(error);
  // One line always, also for a failure of the program itself (a bug: status 1).
  process.stderr.write(`error: ${usage ? message : `internal error: ${shown(message)}`}\n`);
  process.exitCode = usage ? 2 : 1;
}
