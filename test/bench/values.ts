/**
 * The piece-value study, in H. G. Muller's manner: the engine plays itself from the standard
 * array with one side's pieces replaced (a chancellor for its queen, a nightrider for a rook…),
 * at a low fixed node budget, each seeded opening twice with colours swapped; the score is turned
 * into a value difference by a calibration match at pawn odds measured the same way. The games
 * are orthodox chess with the fairy pieces on the board (check, castling, promotion to a queen;
 * no pockets, since pocketing turns a piece into any of its class and so blurs the difference
 * being measured). Run: `npm run --silent bench:values -- [--pairs a,b] [--games N] [--nodes N]
 * [--seed S]` (default: every pair, 40 games, 1000 nodes). Prints a line per pair.
 */
import { CHESS, type GameDefinition } from '../../src/rules';
import { PIECE_VALUES, parseLevel } from '../../src/engine';
import { playGame, randomOpening, summarize } from '../../src/engine/match';

/** Orthodox chess that admits every piece of the catalogue on the board. */
const STUDY: GameDefinition = { ...CHESS, maxPieceType: 19 };

/** Changes to one side's standard array: White's squares ('d1'), a letter or '' (removed). */
type Change = Readonly<Record<string, string>>;

interface Pair {
  readonly name: string;
  /** Side a's army and side b's (changes to the standard array). */
  readonly a: Change;
  readonly b: Change;
}

/** The calibration pair: a full army against one without its c-pawn. */
const PAWN_ODDS: Pair = { name: 'pawn', a: {}, b: { c2: '' } };

export const PAIRS: readonly Pair[] = [
  PAWN_ODDS,
  { name: 'A-Q', a: { d1: 'A' }, b: {} },
  { name: 'M-Q', a: { d1: 'M' }, b: {} },
  { name: 'V-Q', a: { d1: 'V' }, b: {} },
  { name: 'U-Q', a: { d1: 'U' }, b: {} },
  { name: 'T-QN', a: { d1: 'T', b1: '' }, b: {} },
  { name: 'I-R', a: { a1: 'I' }, b: {} },
  { name: 'D-R', a: { a1: 'D' }, b: {} },
  { name: 'G-A', a: { a1: 'G' }, b: { a1: 'A' } },
];

const BACK = 'RNBQKBNR';
const FILES = 'abcdefgh';

/** The letters of one side's first two ranks (White's view, upper case), after `change`. */
function army(change: Change): { back: string[]; pawns: string[] } {
  const back = [...BACK];
  const pawns = [...'PPPPPPPP'];
  for (const [square, letter] of Object.entries(change)) {
    const file = FILES.indexOf(square[0]!);
    if (file < 0 || (square[1] !== '1' && square[1] !== '2'))
      throw new Error(`bad square '${square}'`);
    (square[1] === '1' ? back : pawns)[file] = letter;
  }
  return { back, pawns };
}

const rankText = (cells: readonly string[]): string =>
  cells
    .map((c) => c || '1')
    .join('')
    .replace(/1+/g, (ones) => String(ones.length));

/** The FEN with `white`'s army for White and `black`'s for Black (castling where it exists). */
export function studyFen(white: Change, black: Change): string {
  const w = army(white);
  const b = army(black);
  const lower = (cells: string[]): string[] => cells.map((c) => c.toLowerCase());
  const rights = (back: string[], k: string, q: string): string =>
    back[4] === 'K' ? (back[7] === 'R' ? k : '') + (back[0] === 'R' ? q : '') : '';
  const castling = rights(w.back, 'K', 'Q') + rights(b.back, 'k', 'q') || '-';
  const board = [
    rankText(lower(b.back)),
    rankText(lower(b.pawns)),
    '8/8/8/8',
    rankText(w.pawns),
    rankText(w.back),
  ].join('/');
  return `${board} w ${castling} - 0 1`;
}

/** Material of an army by the engine's values, for the engine's own claim of a pair. */
function material(change: Change): number {
  const { back, pawns } = army(change);
  const types = [...back, ...pawns].filter(Boolean);
  return types.reduce((sum, letter) => sum + valueOf(letter), 0);
}

const LETTERS = '?PNBRQKIDAGMUVFWXTHZ';
const valueOf = (letter: string): number => PIECE_VALUES[LETTERS.indexOf(letter)]!;

/** a's score over `games` games (each opening twice, colours swapped), with its 95 % interval. */
function playPair(pair: Pair, games: number, nodes: number, seed: number) {
  const level = parseLevel('8')!; // the search's full strength, capped by `nodes`
  const scores: number[] = [];
  for (let g = 0; g < games; g++) {
    const aWhite = g % 2 === 0;
    const fen = aWhite ? studyFen(pair.a, pair.b) : studyFen(pair.b, pair.a);
    const record = randomOpening(STUDY, seed * 7919 + Math.floor(g / 2), fen);
    scores.push(playGame(record, level, level, aWhite, { nodes, seed: seed * 100_003 + g }).scoreA);
  }
  const summary = summarize(scores);
  const sd = Math.sqrt(scores.reduce((s, x) => s + (x - summary.score) ** 2, 0) / games / games);
  return { summary, low: summary.score - 1.96 * sd, high: summary.score + 1.96 * sd };
}

function main(args: string[]): void {
  const option = (flag: string, fallback: string): string => {
    const i = args.indexOf(flag);
    return i >= 0 && args[i + 1] !== undefined ? args[i + 1]! : fallback;
  };
  const games = Number(option('--games', '40'));
  const nodes = Number(option('--nodes', '1000'));
  const seed = Number(option('--seed', '1'));
  const names = option('--pairs', PAIRS.map((p) => p.name).join(',')).split(',');
  const pairs = names.map((name) => {
    const pair = PAIRS.find((p) => p.name === name);
    if (!pair) throw new Error(`unknown pair '${name}' (${PAIRS.map((p) => p.name).join(', ')})`);
    return pair;
  });
  const calibration = Number(option('--pawn-score', 'NaN'));
  let perPawn = Number.isNaN(calibration) ? NaN : calibration - 0.5;
  console.log(`pair | games | +W =D -L | score (95 %) | engine's values | measured (cp)`);
  for (const pair of pairs) {
    const { summary: s, low, high } = playPair(pair, games, nodes, seed);
    if (pair === PAWN_ODDS) perPawn = s.score - 0.5;
    const cp = (x: number): string =>
      Number.isNaN(perPawn) ? '?' : String(Math.round(((x - 0.5) / perPawn) * 100));
    const pct = (x: number): string => (x * 100).toFixed(1);
    console.log(
      `${pair.name} | ${games} | +${s.wins} =${s.draws} -${s.losses} | ${pct(s.score)} % (${pct(low)}–${pct(high)}) | ${material(pair.a) - material(pair.b)} | ${cp(s.score)} (${cp(low)} … ${cp(high)})`,
    );
  }
}

main(process.argv.slice(2));
