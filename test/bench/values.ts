/**
 * The piece-value study, in H. G. Muller's manner: the engine plays itself from the standard
 * array with one side's pieces replaced (a chancellor for its queen, a nightrider for a rook…),
 * at a low fixed node budget, each seeded opening twice with colours swapped. A pair's score says
 * which army is stronger; its Elo difference, divided by the Elo of a calibration match at
 * knight odds played the same way and times the knight's 320, estimates the value difference in
 * centipawns (Elo is close to linear in small material differences; a pawn's odds move the
 * score too little at this budget to serve as the unit). The games are orthodox chess with the
 * fairy pieces on the board (check, castling, promotion; no pockets, since pocketing turns a
 * piece into any of its class and so blurs the difference being measured).
 * Run: `npm run --silent bench:values -- [--pairs a,b] [--games N] [--nodes N] [--seed S]
 * [--knight-elo E]` (default: every pair, 40 games, 1000 nodes; the calibration is the `N` pair
 * of the same run, or `--knight-elo`). Prints a line per pair.
 */
import { CHESS, type GameDefinition } from '../../src/rules';
import { PIECE_VALUES, parseLevel } from '../../src/engine';
import { playGame, randomOpening, summarize, type MatchSummary } from '../../src/engine/match';

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

/** The calibration pair: a full army against one without its queen's knight. */
const KNIGHT_ODDS: Pair = { name: 'N', a: {}, b: { b1: '' } };
const KNIGHT = 320;

export const PAIRS: readonly Pair[] = [
  KNIGHT_ODDS,
  { name: 'P', a: {}, b: { c2: '' } },
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

/** a's result over `games` games (each opening twice, colours swapped). */
function playPair(pair: Pair, games: number, nodes: number, seed: number): MatchSummary {
  const level = parseLevel('8')!; // the search's full strength, capped by `nodes`
  const scores: number[] = [];
  for (let g = 0; g < games; g++) {
    const aWhite = g % 2 === 0;
    const fen = aWhite ? studyFen(pair.a, pair.b) : studyFen(pair.b, pair.a);
    const record = randomOpening(STUDY, seed * 7919 + Math.floor(g / 2), fen);
    scores.push(playGame(record, level, level, aWhite, { nodes, seed: seed * 100_003 + g }).scoreA);
  }
  return summarize(scores);
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
  let knightElo = Number(option('--knight-elo', 'NaN'));
  console.log(`pair | games | +W =D -L | score | elo | engine's values | measured (cp)`);
  for (const pair of pairs) {
    const s = playPair(pair, games, nodes, seed);
    if (pair === KNIGHT_ODDS) knightElo = s.elo;
    const cp = (elo: number): string =>
      Number.isNaN(knightElo) ? '?' : String(Math.round((elo / knightElo) * KNIGHT));
    console.log(
      `${pair.name} | ${games} | +${s.wins} =${s.draws} -${s.losses} | ${(s.score * 100).toFixed(1)} % | ${Math.round(s.elo)} ± ${Math.round(s.margin)} | ${material(pair.a) - material(pair.b)} | ${cp(s.elo)} (${cp(s.elo - s.margin)} … ${cp(s.elo + s.margin)})`,
    );
  }
}

main(process.argv.slice(2));
