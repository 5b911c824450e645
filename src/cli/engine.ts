/**
 * The engine command line: `best` prints what the engine plays now, in canonical notation, on
 * one line (Parallel worlds chess: the rest of the turn, sub-moves separated by spaces, `end`
 * only when the turn ends early), so that the line can be passed to `rules play --play` as it
 * is. A bad FEN, game, move, level or number, or a game that has ended: one line on standard
 * error and exit status 2.
 */
import { GameRecord, parseFen } from '../rules';
import { DEFAULT_LEVEL, chooseMove } from '../engine';
import { UsageError, gameOption, levelOption, readOptions, runCommand, wholeNumber } from './args';

const USAGE =
  'usage: engine best --variant G [--fen F] [--play "M M …"] [--level L] [--nodes N] [--seed S]';

function run(args: string[]): string {
  const [command, ...rest] = args;
  if (command !== 'best') throw new UsageError(`unknown command '${command ?? ''}' (${USAGE})`);
  let variant = '';
  let fen: string | undefined;
  let play: string[] = [];
  let level = DEFAULT_LEVEL;
  let nodes: number | undefined;
  let seed = 1;
  readOptions(
    rest,
    {
      '--variant': (v) => (variant = v),
      '--fen': (v) => (fen = v),
      '--play': (v) => (play = v.split(/\s+/).filter(Boolean)),
      '--level': (v) => (level = levelOption(v)),
      '--nodes': (v, flag) => (nodes = wholeNumber(flag, v, 1)),
      '--seed': (v, flag) => (seed = wholeNumber(flag, v, 0)),
    },
    USAGE,
  );
  const game = gameOption(variant);
  const start = parseFen(game, fen ?? game.startFen);
  if (!start.ok) throw new UsageError(start.error);
  const record = new GameRecord(start.value);
  play.forEach((move, index) => {
    const played = record.play(move);
    if (!played.ok) throw new UsageError(`${played.error} (move ${index + 1})`);
  });
  if (record.outcome)
    throw new UsageError(`the game is over (${record.outcome.reason}): there is no move to choose`);
  const history = record.positions.filter((p) => p.subMoves === 0).slice(0, -1);
  return chooseMove(record.position, { level, nodes, seed, history }).notation.join(' ');
}

runCommand((args) => void process.stdout.write(run(args) + '\n'));
