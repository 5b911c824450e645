/**
 * Property tests of the rules core over every game in `GAMES`: thousands of random games (random
 * legal moves from the start) that must never throw and must keep the invariants of a position
 * after every move; the FEN round trip at turn starts; and make/unmake and `play` leaving
 * positions exactly as they were. Runs are seeded, so a failure prints a seed and a counterexample
 * (the list of move choices) that reproduce it.
 *
 * Invariants, per docs/rules.md §Conventions / FEN: exactly one king per side (per army in Parallel
 * worlds chess: one on
 * level 1, one on level 3, none on level 2) until a king is captured; men have unique non-zero
 * ids on occupied squares and id 0 on empty ones, no id appears from nowhere; in Parallel worlds
 * chess a turn has at most 3 sub-moves (2 on White's first turn), ending on distinct levels, each
 * man moving at most once; in games with check the side to move can never capture a king, and its
 * legal moves are exactly the pseudo-legal moves that do not leave its own king attacked.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  END_TURN,
  GAMES,
  GameRecord,
  MOVE_DROP,
  MOVE_END_TURN,
  isAttacked,
  legalMoves,
  levelOf,
  makeFen,
  makeMove,
  makeSan,
  moveFrom,
  moveKind,
  moveTo,
  outcomeOf,
  parseFen,
  parseSan,
  play,
  type Color,
  type GameDefinition,
  type Move,
  type Position,
} from '../../src/rules';
import { MAX_MOVES, generatePseudoLegal } from '../../src/rules/movegen';
import { mutable } from '../../src/rules/position';

const SEED = 0x5eed2024;
const PLIES = 60; // moves (sub-moves and `end` in Parallel worlds chess) per random game
const GAMES_PER_VARIANT = 400; // (a): 1600 random games in all, by legalMoves and play
const RECORD_RUNS = 100; // (a) through GameRecord, which also judges every position
const ROUNDTRIP_RUNS = 60; // (b): FEN round trip at every turn start
const MAKE_UNMAKE_RUNS = 20; // (c): every legal move of every position made and unmade
const TO_THE_END_RUNS = 25; // (d): games played until they end (or 1500 moves)
const SAN_RUNS = 10; // (e): human notation of every legal move of every position
const LEGALITY_RUNS = 40; // (f): the legality filter against making every pseudo-legal move
const KING = 6;

/** Move choices for one random game: each picks `choice % legal.length`. */
const choicesArb = fc.array(fc.nat({ max: 0xffff }), { minLength: PLIES, maxLength: PLIES });
const longChoicesArb = fc.array(fc.nat({ max: 0xffff }), { minLength: 1500, maxLength: 1500 });

function fail(game: GameDefinition, played: string[], message: string): never {
  throw new Error(`${game.id} after [${played.join(' ')}]: ${message}`);
}

/**
 * A fingerprint of everything a position is made of (the undo history aside): FNV-1a over every
 * array and field, so that "exactly the same position" is one number comparison.
 */
function fingerprint(pos: Position): number {
  let h = 0x811c9dc5;
  const mix = (value: number): void => {
    h = Math.imul(h ^ (value & 0xffff), 0x01000193);
    h = Math.imul(h ^ (value >>> 16), 0x01000193);
  };
  const mixAll = (values: ArrayLike<number>, count = values.length): void => {
    mix(count);
    for (let i = 0; i < count; i++) mix(values[i]!);
  };
  mixAll(pos.board);
  mixAll(pos.vests);
  mixAll(pos.ids);
  mixAll(pos.ep);
  mixAll(pos.pendingEp);
  mixAll(pos.pockets);
  mixAll(pos.pocketIds);
  mixAll(pos.kings);
  mixAll(pos.locked, pos.lockedCount);
  for (const value of [pos.nextId, pos.turn, pos.castling, pos.halfmove, pos.fullmove]) mix(value);
  for (const value of [pos.subMoves, pos.usedLevels, pos.winner, +pos.turnResetsClock]) mix(value);
  return h >>> 0;
}

/** The square of every man by id (pockets as -1 and -2), undefined for ids not in play. */
function menById(pos: Position): Array<number | undefined> {
  const men: Array<number | undefined> = [];
  for (let square = 0; square < pos.board.length; square++)
    if (!(square & 0x08) && pos.board[square]) men[pos.ids[square]!] = square;
  for (const color of [0, 1]) if (pos.pockets[color]) men[pos.pocketIds[color]!] = -1 - color;
  return men;
}

/** Checks the invariants of a single position; returns a problem or ''. */
function positionProblem(pos: Position): string {
  const game = pos.game;
  const seen = new Set<number>();
  const kings: number[][] = [[], []]; // king squares per colour
  for (let square = 0; square < pos.board.length; square++) {
    const code = pos.board[square]!;
    if (square & 0x08) {
      if (code || pos.ids[square] || pos.vests[square]) return `off-board square ${square} used`;
      continue;
    }
    if (!code) {
      if (pos.ids[square]) return `empty square ${square} has id ${pos.ids[square]}`;
      if (pos.vests[square]) return `empty square ${square} has a vest`;
      continue;
    }
    const id = pos.ids[square]!;
    if (id <= 0) return `the man on square ${square} has id ${id}`;
    if (seen.has(id)) return `two men with id ${id}`;
    seen.add(id);
    const type = code & 31;
    if (type < 1 || type > game.maxPieceType) return `piece type ${type} on square ${square}`;
    if (pos.vests[square] && !game.vests) return `a vest in ${game.id}`;
    if (type === KING) kings[code >> 5]!.push(square);
    if (game.queenLevel >= 0 && type === KING && levelOf(square) === game.queenLevel)
      return `a king on level ${game.queenLevel + 1}`;
  }
  for (const color of [0, 1] as const) {
    const inPocket = pos.pockets[color]!;
    if (!game.pockets && inPocket) return `a pocket in ${game.id}`;
    if (!inPocket !== !pos.pocketIds[color]) return `pocket ${color} and its id disagree`;
    if (inPocket === KING) return 'a king in a pocket';
    if (inPocket) {
      if (seen.has(pos.pocketIds[color]!)) return `pocket id ${pos.pocketIds[color]} also on board`;
      seen.add(pos.pocketIds[color]!);
    }
  }
  if (game.levels === 1) {
    for (const color of [0, 1] as const) {
      if (kings[color]!.length !== 1) return `colour ${color} has ${kings[color]!.length} kings`;
      if (game.check && pos.kings[color] !== kings[color]![0])
        return `kings[${color}] = ${pos.kings[color]} but the king is on ${kings[color]![0]}`;
    }
  } else {
    for (const color of [0, 1] as const) {
      const levels = kings[color]!.map(levelOf).sort().join(',');
      const lost = pos.winner === (color ^ 1);
      if (!lost && levels !== '0,2') return `colour ${color} has kings on levels [${levels}]`;
      if (lost && levels !== '0' && levels !== '2')
        return `colour ${color} lost a king but has kings on levels [${levels}]`;
    }
  }
  if (game.check && pos.winner < 0) {
    const them = (pos.turn ^ 1) as Color;
    if (isAttacked(pos, kings[them]![0]!, pos.turn))
      return 'the side to move attacks the enemy king';
  }
  return '';
}

/** Tracks a Parallel worlds turn: levels ended on and men moved. */
class TurnTracker {
  levels = new Set<number>();
  men = new Set<number>();
  count = 0;
  reset(): void {
    this.levels.clear();
    this.men.clear();
    this.count = 0;
  }
}

/**
 * Plays one random game of `game` from its start, choosing moves by `choices`, and calls
 * `visit(pos, played)` on every position reached (the start included). With `record`, the game
 * is played through a `GameRecord` (outcomes, draws by rule, no move after the end); without,
 * by `legalMoves` and `play` alone until no move is left or a king falls (draws by rule ignored,
 * as in perft). Checks on the way: no throw, `play` does not change its argument, the position
 * invariants, no man appearing from nowhere, the Parallel worlds turn rules, `end` offered
 * exactly in the middle of a turn.
 */
function randomGame(
  game: GameDefinition,
  choices: number[],
  visit: (pos: Position, played: string[]) => void = () => {},
  useRecord = false,
): void {
  const start = parseFen(game, game.startFen);
  if (!start.ok) throw new Error(start.error);
  const record = useRecord ? new GameRecord(start.value) : null;
  let pos = start.value;
  const played: string[] = [];
  const turn = new TurnTracker();
  visit(pos, played);
  for (const choice of choices) {
    const moves = record ? record.legalMoves() : legalMoves(pos);
    if (record?.outcome) {
      if (moves.length) fail(game, played, `moves listed after ${record.outcome.reason}`);
      break;
    }
    if (pos.winner >= 0) {
      if (record) fail(game, played, 'a king fell but the game goes on');
      if (moves.length) fail(game, played, 'moves listed after a king fell');
      break;
    }
    if (moves.length === 0) {
      if (record) fail(game, played, 'no legal move but no outcome');
      break;
    }
    if (game.subMoveTurns) {
      const hasEnd = moves.includes(END_TURN);
      if (hasEnd !== pos.subMoves > 0)
        fail(
          game,
          played,
          `'end' ${hasEnd ? 'offered' : 'missing'} after ${pos.subMoves} sub-moves`,
        );
      if (pos.subMoves !== turn.count)
        fail(game, played, `subMoves ${pos.subMoves}, tracked ${turn.count}`);
    }
    const move = moves[choice % moves.length]!;
    const text = makeMove(pos, move);
    const before = fingerprint(pos);
    const menBefore = menById(pos);
    const next = record ? record.playMove(move) : play(pos, move);
    played.push(text);
    if (fingerprint(pos) !== before) fail(game, played, `play(${text}) changed its argument`);

    const problem = positionProblem(next);
    if (problem) fail(game, played, problem);
    const menAfter = menById(next);
    let gone = 0;
    for (let id = 0; id < Math.max(menBefore.length, menAfter.length); id++) {
      if (menAfter[id] !== undefined && menBefore[id] === undefined)
        fail(game, played, `man ${id} appeared from nowhere`);
      if (menBefore[id] !== undefined && menAfter[id] === undefined) gone++;
    }
    if (gone > 1) fail(game, played, `${gone} men vanished in one move`);

    if (game.subMoveTurns) {
      const maxSubMoves = pos.fullmove === 1 && pos.turn === 0 ? 2 : 3;
      if (moveKind(move) === MOVE_END_TURN) {
        if (turn.count === 0) fail(game, played, "'end' before any sub-move");
        if (next.turn === pos.turn) fail(game, played, "'end' did not end the turn");
        turn.reset();
      } else {
        turn.count++;
        if (turn.count > maxSubMoves) fail(game, played, `${turn.count} sub-moves in a turn`);
        const level = levelOf(moveTo(move));
        if (turn.levels.has(level))
          fail(game, played, `two sub-moves of a turn end on level ${level + 1}`);
        turn.levels.add(level);
        // Every man whose square changed has moved (a castling rook included).
        menBefore.forEach((square, id) => {
          const now = menAfter[id];
          if (square === undefined || now === undefined || now === square) return;
          if (turn.men.has(id)) fail(game, played, `man ${id} moved twice in one turn`);
          turn.men.add(id);
        });
        if (moveKind(move) !== MOVE_DROP && !turn.men.has(pos.ids[moveFrom(move)]!))
          fail(game, played, 'the moving man did not move');
        const turnOver = next.turn !== pos.turn;
        if (turn.count === maxSubMoves && !turnOver)
          fail(game, played, `the turn did not end after ${maxSubMoves} sub-moves`);
        if (next.winner >= 0 && (!turnOver || next.subMoves !== 0))
          fail(game, played, 'a king capture did not end the turn');
        if (turnOver) turn.reset();
      }
    }
    visit(next, played);
    pos = next;
  }
}

const runs = (numRuns: number) => ({ seed: SEED, numRuns, endOnFailure: true });

describe.each(GAMES.map((game) => ({ id: game.id, game })))('$id', ({ game }) => {
  it(`(a) ${GAMES_PER_VARIANT} random games never throw and keep the invariants`, () => {
    fc.assert(
      fc.property(choicesArb, (choices) => randomGame(game, choices)),
      runs(GAMES_PER_VARIANT),
    );
  }, 60_000);

  it(`(a) ${RECORD_RUNS} random games through GameRecord: outcomes, nothing after the end`, () => {
    fc.assert(
      fc.property(choicesArb, (choices) => randomGame(game, choices, undefined, true)),
      runs(RECORD_RUNS),
    );
  }, 60_000);

  it('(b) FEN round trip at every turn start of random games, a captured king included', () => {
    fc.assert(
      fc.property(choicesArb, (choices) =>
        randomGame(game, choices, (pos, played) => {
          if (pos.subMoves > 0) return; // a FEN describes the start of a turn
          const fen = makeFen(pos);
          const parsed = parseFen(game, fen);
          if (!parsed.ok) fail(game, played, `parseFen(${fen}): ${parsed.error}`);
          const again = makeFen(parsed.value);
          if (again !== fen) fail(game, played, `FEN ${fen} came back as ${again}`);
          for (const field of ['board', 'vests', 'pockets', 'ep'] as const)
            if (parsed.value[field].join() !== pos[field].join())
              fail(game, played, `FEN ${fen}: ${field} differs after reading it back`);
          for (const field of ['turn', 'castling', 'halfmove', 'fullmove', 'winner'] as const)
            if (parsed.value[field] !== pos[field])
              fail(game, played, `FEN ${fen}: ${field} differs after reading it back`);
        }),
      ),
      runs(ROUNDTRIP_RUNS),
    );
  }, 60_000);

  it(`(d) ${TO_THE_END_RUNS} random games to their end: every FEN the core writes, it reads`, () => {
    fc.assert(
      fc.property(longChoicesArb, (choices) => {
        let last: Position | null = null;
        randomGame(
          game,
          choices,
          (pos, played) => {
            last = pos;
            if (pos.subMoves > 0) return;
            const fen = makeFen(pos);
            const parsed = parseFen(game, fen);
            if (!parsed.ok) fail(game, played, `parseFen(${fen}): ${parsed.error}`);
            if (makeFen(parsed.value) !== fen) fail(game, played, `FEN ${fen} changed`);
            const outcome = JSON.stringify(outcomeOf(pos));
            if (JSON.stringify(outcomeOf(parsed.value)) !== outcome)
              fail(game, played, `FEN ${fen}: the outcome ${outcome} changed on reading`);
          },
          true,
        );
        // The game ended (or ran out of choices): the last position is a turn start or mid-turn.
        if (!last) throw new Error('no position visited');
      }),
      runs(TO_THE_END_RUNS),
    );
  }, 120_000);

  it(`(e) ${SAN_RUNS} random games: no two legal moves share a human notation, each parses back`, () => {
    fc.assert(
      fc.property(choicesArb, (choices) =>
        randomGame(game, choices, (pos, played) => {
          if (pos.winner >= 0) return;
          const moves = legalMoves(pos);
          const seen = new Map<string, string>();
          for (const move of moves) {
            const san = makeSan(pos, move, moves);
            const canonical = makeMove(pos, move);
            const twin = seen.get(san);
            if (twin) fail(game, played, `${twin} and ${canonical} are both written ${san}`);
            seen.set(san, canonical);
            const parsed = parseSan(pos, san);
            if (!parsed.ok || parsed.value !== move)
              fail(
                game,
                played,
                `${san} (${canonical}) parses back as ${parsed.ok ? makeMove(pos, parsed.value) : parsed.error}`,
              );
          }
        }),
      ),
      runs(SAN_RUNS),
    );
  }, 120_000);

  it.runIf(game.check)(
    `(f) ${LEGALITY_RUNS} random games: the legal moves are the pseudo-legal ones that keep the king safe`,
    () => {
      // The filter's shortcuts (lines from the king, pins, moves tried on the board alone)
      // against the rule itself: make each pseudo-legal move, is the mover's king attacked?
      const pseudo = new Int32Array(MAX_MOVES);
      fc.assert(
        fc.property(choicesArb, (choices) =>
          randomGame(game, choices, (pos, played) => {
            if (pos.winner >= 0) return;
            const work = mutable(pos).clone();
            const us = work.turn;
            const expected: number[] = [];
            const n = generatePseudoLegal(work, pseudo);
            for (let i = 0; i < n; i++) {
              work.make(pseudo[i]!);
              if (!isAttacked(work, work.kings[us]!, (us ^ 1) as Color)) expected.push(pseudo[i]!);
              work.unmake();
            }
            const names = (moves: readonly number[]) =>
              moves
                .map((move) => makeMove(pos, move as Move))
                .sort()
                .join(' ');
            const listed = names(legalMoves(pos));
            if (listed !== names(expected))
              fail(game, played, `legal moves [${listed}], by making them [${names(expected)}]`);
          }),
        ),
        runs(LEGALITY_RUNS),
      );
    },
    60_000,
  );

  it('(c) make then unmake of every legal move restores the position exactly', () => {
    fc.assert(
      fc.property(choicesArb, (choices) =>
        randomGame(game, choices, (pos, played) => {
          if (pos.winner >= 0) return;
          const work = mutable(pos).clone(); // the core's own make/unmake, tested here
          const before = fingerprint(pos);
          const fen = pos.subMoves === 0 ? makeFen(pos) : '';
          if (fingerprint(work) !== before) fail(game, played, 'clone differs from its original');
          const moves = legalMoves(pos);
          for (const move of moves) {
            work.make(move);
            work.unmake();
            if (fingerprint(work) !== before)
              fail(game, played, `make/unmake of ${makeMove(pos, move)} changed the position`);
          }
          if (fen && makeFen(work) !== fen) fail(game, played, 'make/unmake changed the FEN');
          // Two plies deep too: the inner make/unmake must not disturb what the outer one saved
          // (e.g. a Parallel worlds turn that ends, then the next turn's sub-moves).
          const first = moves[played.length % moves.length]!;
          work.make(first);
          const middle = fingerprint(work);
          for (const move of legalMoves(work)) {
            work.make(move);
            work.unmake();
            if (fingerprint(work) !== middle)
              fail(game, played, `make/unmake after ${makeMove(pos, first)} changed the position`);
          }
          work.unmake();
          if (fingerprint(work) !== before)
            fail(game, played, `two-ply make/unmake from ${makeMove(pos, first)} changed it`);
        }),
      ),
      runs(MAKE_UNMAKE_RUNS),
    );
  }, 60_000);
});
