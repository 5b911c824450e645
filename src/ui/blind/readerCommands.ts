/**
 * The screen-reader mode's command line, after lichess's blind mode (NVUI): one letter and its
 * argument reads the board, anything else is a move for the game (canonical or human notation,
 * `end`). The letters are lichess's where it has one (`c` clocks, `l` last move, `p` pieces, `s`
 * scan) and the same in every language, like the squares' names; levels come first in a square's
 * name (`2e4`) and last after a rank or file (`s 4 2`: rank 4 of level 2).
 *
 * | command        | reads                                                                   |
 * | -------------- | ----------------------------------------------------------------------- |
 * | `s 2e4`        | a square (`s e4` in Parallel worlds: that square on every level)         |
 * | `s 4`, `s e`   | a rank, a file (on every level, or on one: `s 4 2`, `s e 3`)            |
 * | `b`, `b 2`     | a whole board (level 1 by default)                                       |
 * | `p`, `p N`     | the men of both sides, level by level; of one piece (`N` White's, `n` Black's) |
 * | `p white`      | … of one side (`p black`; in Russian `p белые`, `p чёрные`)              |
 * | `a 2e4`        | who attacks a square (`a e4`: on every level)                            |
 * | `t`            | the turn: who moves, the sub-moves made, the levels used, `end` allowed  |
 * | `l`            | the last turn (the last move)                                            |
 * | `c`            | the clocks                                                               |
 * | `u`            | takes back the last sub-move (move)                                      |
 * | `h`, `?`       | these commands                                                           |
 */
import type { SquareSet } from '../../game/boardReading';
import { squareNamed, squareView } from '../../game/squares';
import type { Color } from '../../rules';

export type ReaderCommand =
  | { readonly kind: 'scan'; readonly sets: readonly SquareSet[] }
  | { readonly kind: 'pieces'; readonly color: Color | null; readonly letter: string | null }
  | { readonly kind: 'attackers'; readonly squares: readonly SquareSet[] }
  | { readonly kind: 'turn' | 'last' | 'clock' | 'help' }
  | { readonly kind: 'undo' }
  | { readonly kind: 'move'; readonly text: string }
  | { readonly kind: 'unclear'; readonly text: string }; // a command letter with an argument it cannot read

const FILES = 'abcdefgh';
const SIDES: Record<string, Color> = { white: 0, белые: 0, black: 1, чёрные: 1, черные: 1 };

/** The command a line of text means on a board of `levels` levels. */
export function readCommand(line: string, levels: number): ReaderCommand {
  const text = line.trim();
  const [word = '', ...args] = text.split(/\s+/);
  const simple = { t: 'turn', l: 'last', c: 'clock', u: 'undo', h: 'help', '?': 'help' } as const;
  if (args.length === 0 && word in simple) return { kind: simple[word as keyof typeof simple] };
  const unclear = { kind: 'unclear', text } as const;
  switch (args.length > 0 ? word : '') {
    case 's': {
      const sets = scanSets(args, levels);
      return sets ? { kind: 'scan', sets } : unclear;
    }
    case 'a': {
      const sets = args.length === 1 ? squareSets(args[0]!, levels) : null;
      return sets ? { kind: 'attackers', squares: sets } : unclear;
    }
    case 'b': {
      const level = args.length === 1 ? levelNumber(args[0]!, levels) : null;
      return level === null ? unclear : { kind: 'scan', sets: [{ kind: 'level', level }] };
    }
    case 'p':
      return args.length === 1 ? piecesCommand(args[0]!) : unclear;
  }
  if (word === 'b') return { kind: 'scan', sets: [{ kind: 'level', level: 0 }] };
  if (word === 'p') return { kind: 'pieces', color: null, letter: null };
  if (/^[sabp]$/.test(word)) return unclear;
  return { kind: 'move', text };
}

/** `p N` (one piece, the letter's case giving the side, as on lichess) or `p black` (one side). */
function piecesCommand(arg: string): ReaderCommand {
  const side = SIDES[arg.toLowerCase()];
  if (side !== undefined) return { kind: 'pieces', color: side, letter: null };
  if (/^[A-Za-z]$/.test(arg))
    return { kind: 'pieces', color: arg === arg.toUpperCase() ? 0 : 1, letter: arg };
  return { kind: 'unclear', text: `p ${arg}` };
}

/** A level's number (1-based, as typed) as a 0-based level, or null. */
function levelNumber(arg: string, levels: number): number | null {
  const n = Number(arg);
  return Number.isInteger(n) && n >= 1 && n <= levels ? n - 1 : null;
}

/** The sets a square's name reads: that square, or without its level (with levels) its column. */
function squareSets(name: string, levels: number): SquareSet[] | null {
  const exact = squareNamed(name, levels);
  if (exact !== undefined) {
    const { level, file, rank } = squareView(exact, levels);
    return [{ kind: 'square', level, file, rank }];
  }
  const flat = levels > 1 ? squareNamed(name, 1) : undefined;
  if (flat === undefined) return null;
  const { file, rank } = squareView(flat, 1);
  return [{ kind: 'column', file, rank }];
}

/** `s` with its arguments: a square, a rank or a file, and for a rank or file a level. */
function scanSets(args: readonly string[], levels: number): SquareSet[] | null {
  const [what = '', on] = args;
  if (args.length > 2) return null;
  const level = on === undefined ? null : levelNumber(on, levels);
  if (on !== undefined && level === null) return null;
  if (/^[1-8]$/.test(what)) return [{ kind: 'rank', rank: Number(what) - 1, level }];
  if (what.length === 1 && FILES.includes(what.toLowerCase()))
    return [{ kind: 'file', file: FILES.indexOf(what.toLowerCase()), level }];
  return on === undefined ? squareSets(what, levels) : null;
}
