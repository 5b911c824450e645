/**
 * `npm run --silent bench:search`: this tree's search speed against a reference commit's (by
 * default `REFERENCE_REV`, the search before the speed work), both built from source by esbuild
 * in the same run, each in a worker thread of its own (see reference.ts), and searched on the
 * same positions in alternating rounds, so that the figure is a ratio that survives a loaded
 * machine. A node is what `Searcher.nodes` counts in both: one call of `search` or `quiesce` past
 * its king-taken test (its `tick`). Each search runs a fixed number of nodes
 * (`BENCH_SEARCH_NODES`, default 100 000) with a fresh table and level 8's settings (quiescence 8
 * plies, no blind spots), after a warm-up round of the same searches; the clock runs over the
 * search alone (see `EngineBuild.search`).
 *
 * `npm run --silent bench:search -- match --variant G --games N --ms T [--seed S] [--from G]`
 * instead plays a timed match, this tree against the reference, T ms a move for both (level 8's
 * search with no node budget): the strength check of a faster search. Games as `npm run match`
 * plays them (seeded openings, each twice with colours swapped); the last line is the summary.
 *
 * `PW_REFERENCE=<rev>` compares against another commit.
 */
import {
  GAMES,
  makeFen,
  parseFen,
  type GameDefinition,
  type GameRecord,
  type Move,
} from '../../src/rules';
import {
  playGame,
  randomOpening,
  summarize,
  summaryLine,
  type Player,
} from '../../src/engine/match';
import { REFERENCE_REV, currentBuild, referenceBuild, type EngineBuild } from './reference';

const REV = process.env.PW_REFERENCE ?? REFERENCE_REV;
const ITALIAN = 'r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R';
const KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R';
const PW_MIDDLE =
  'r1bqkb1r/pppp1ppp/2n2n2/4p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R|8/3p4/8/8/8/8/4P3/8|rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R w 1KQkq3KQkq - 2 5';
const PW_OPEN =
  'r1bqkb1r/pp1p1ppp/2n2n2/2p1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R|8/8/8/8/8/8/8/8|r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w 1KQkq3KQkq - 2 5';

/** Two middlegames per game. */
const POSITIONS: Array<[string, string]> = [
  ['chess', `${ITALIAN} b KQkq - 5 4`],
  ['chess', `${KIWIPETE} w KQkq - 0 1`],
  ['parallel-worlds', PW_MIDDLE],
  ['parallel-worlds', PW_OPEN],
  ['pocket-mutation', `${ITALIAN}[] b - - 5 4`],
  ['pocket-mutation', `${KIWIPETE}[] w - - 0 1`],
  ['plunder', `${ITALIAN} b KQkq - 5 4`],
  ['plunder', `${KIWIPETE} w KQkq - 0 1`],
];

function speed(builds: readonly [EngineBuild, EngineBuild]): void {
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  const nodes = Number(process.env.BENCH_SEARCH_NODES ?? 100_000);
  console.log(
    `command: npm run --silent bench:search  (BENCH_ROUNDS=${rounds}, BENCH_SEARCH_NODES=${nodes}, reference ${REV})`,
  );
  /** Per game: nodes and milliseconds of each build, in all and per round. */
  const totals = new Map<string, { nodes: number[]; ms: number[]; rounds: number[][] }>();
  // A warm-up round of the same searches, unmeasured: the first deep search of a position runs
  // at a third of the speed while the JIT settles (seen with 20 000 nodes of warm-up).
  for (const [gameId, fen] of POSITIONS)
    for (const build of builds) build.search(gameId, fen, nodes);
  for (let round = 0; round < rounds; round++) {
    for (const [gameId, fen] of POSITIONS) {
      const row = totals.get(gameId) ?? { nodes: [0, 0], ms: [0, 0], rounds: [] };
      totals.set(gameId, row);
      const roundRow = (row.rounds[round] ??= [0, 0, 0, 0]); // nodes and ms of each build
      for (let k = 0; k < 2; k++) {
        const i = (round + k) % 2; // alternate which build goes first
        const searched = builds[i]!.search(gameId, fen, nodes);
        row.nodes[i] = row.nodes[i]! + searched.nodes;
        row.ms[i] = row.ms[i]! + searched.ms;
        roundRow[2 * i] = roundRow[2 * i]! + searched.nodes;
        roundRow[2 * i + 1] = roundRow[2 * i + 1]! + searched.ms;
      }
    }
  }
  const rate = (n: number, ms: number): number => (n / ms) * 1000;
  console.log(
    `game             ${builds[0].label.padStart(14)} ${builds[1].label.padStart(20)}   ratio   rounds`,
  );
  for (const [gameId, row] of totals) {
    const current = rate(row.nodes[0]!, row.ms[0]!);
    const reference = rate(row.nodes[1]!, row.ms[1]!);
    const perRound = row.rounds.map(([n0, ms0, n1, ms1]) => rate(n0!, ms0!) / rate(n1!, ms1!));
    console.log(
      `${gameId.padEnd(16)} ${current.toFixed(0).padStart(10)} n/s ${reference.toFixed(0).padStart(16)} n/s   ${(current / reference).toFixed(2)}×   ${Math.min(...perRound).toFixed(2)}–${Math.max(...perRound).toFixed(2)}`,
    );
  }
}

/** A match player answering with `build`'s engine, level 8's search, `ms` a move, no node budget. */
function playerOf(build: EngineBuild, game: GameDefinition, ms: number): Player {
  // playGame hands each side a fresh table of this tree per game: the build's own stands for it.
  const tables = new WeakMap<object, number>();
  const shared = {};
  return (pos, options) => {
    const key = options.table ?? shared;
    if (!tables.has(key)) tables.set(key, build.newTable());
    const answer = build.choose(game.id, makeFen(pos), {
      level: 8,
      nodes: 1e12,
      timeMs: ms,
      seed: options.seed,
      table: tables.get(key),
      history: (options.history ?? []).map(makeFen),
    });
    return { moves: answer.moves as Move[] };
  };
}

function match(builds: readonly [EngineBuild, EngineBuild], args: string[]): void {
  const option = (name: string, fallback?: string): string => {
    const i = args.indexOf(name);
    const value = i >= 0 ? args[i + 1] : fallback;
    if (value === undefined) throw new Error(`${name} is required`);
    return value;
  };
  const game = GAMES.find((g) => g.id === option('--variant'));
  if (!game) throw new Error('unknown --variant');
  const games = Number(option('--games'));
  const ms = Number(option('--ms'));
  const seed = Number(option('--seed', '1'));
  const from = Number(option('--from', '1'));
  console.log(
    `command: npm run --silent bench:search -- match --variant ${game.id} --games ${games} --ms ${ms} --seed ${seed}  (reference ${REV})`,
  );
  const players = [playerOf(builds[0], game, ms), playerOf(builds[1], game, ms)] as const;
  const scores: number[] = [];
  for (let g = from - 1; g < games; g++) {
    const aWhite = g % 2 === 0;
    const record: GameRecord = randomOpening(game, seed * 7919 + Math.floor(g / 2));
    const result = playGame(record, 8, 8, aWhite, { seed: seed * 100_003 + g * 1000, players });
    scores.push(result.scoreA);
    const text = result.scoreA === 1 ? 'win' : result.scoreA === 0 ? 'loss' : 'draw';
    console.log(
      `game ${g + 1}/${games}: new (${aWhite ? 'White' : 'Black'}): ${text} (${result.reason}, ${result.moves} turns)`,
    );
  }
  console.log(summaryLine('new', 'reference', summarize(scores)));
}

const [mode, ...rest] = process.argv.slice(2);
// Checks that the FENs read in this tree before either build runs.
for (const [gameId, fen] of POSITIONS) {
  const parsed = parseFen(
    GAMES.find((g) => g.id === gameId)!,
    fen,
  );
  if (!parsed.ok) throw new Error(`${gameId}: ${parsed.error}`);
}
const builds = [await currentBuild(process.cwd()), await referenceBuild(REV)] as const;
try {
  if (mode === 'match') match(builds, rest);
  else speed(builds);
} finally {
  for (const build of builds) build.close();
}
