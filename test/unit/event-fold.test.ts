/**
 * The one fold of a game room's event log (src/protocol/fold.ts), which the server's authority
 * (src/server/game.ts) and the app's remote side (src/game/online) both use.
 *
 * The property: random games of each variant, played through the rules core (random legal moves,
 * whole turns, with draw offers, takebacks and, at the end, a resignation, an agreed draw, a
 * flag or a claim), are written as event logs; the fold of every prefix of a log agrees with the
 * rules core's own record of that game at that point (the position's FEN, the turns, the
 * outcome, the standing draw offer), whether the prefix is folded at once, event by event, or in
 * random chunks (as a client receives them); and the server's authority, replaying the same
 * prefix, sees the same position, ply and outcome. Seeded, so a failure prints a seed.
 *
 * The reference is computed without the fold: a `GameRecord` of the rules core driven directly,
 * built again from the start after a takeback (the fold undoes moves instead).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHESS,
  GameRecord,
  PARALLEL_WORLDS,
  PLUNDER,
  POCKET_MUTATION,
  flagOutcome,
  makeFen,
  makeMove,
  parseFen,
  type GameDefinition,
} from '../../src/rules';
import {
  EventFold,
  colorOf,
  otherSide,
  outcomeInWords,
  sideOfColor,
  type GameEvent,
  type GameOutcome,
  type Side,
} from '../../src/protocol';
import { OnlineGame } from '../../src/server/game';

const SEED = 0x41f01d;
const RUNS = 25; // per variant: 100 random games in all
const STEPS = 40; // actions (turns, offers, takebacks) per random game

/** What the rules core says the game is after an event. */
interface Expected {
  readonly fen: string;
  readonly turns: readonly (readonly string[])[];
  readonly outcome: GameOutcome | null;
  readonly draw: Side | null;
}

/** An event before it is numbered, dated and given its game (every walk plays game 1). */
type Body = GameEvent extends infer E
  ? E extends GameEvent
    ? Omit<E, 'v' | 'at' | 'game'>
    : never
  : never;

interface Walk {
  readonly events: GameEvent[];
  readonly expected: Expected[]; // expected[i]: after events[0..i]
}

/** A record of `definition` from its start with `turns` played, straight through the rules core. */
function recordOf(definition: GameDefinition, turns: readonly (readonly string[])[]): GameRecord {
  const start = parseFen(definition, definition.startFen);
  if (!start.ok) throw new Error(start.error);
  const record = new GameRecord(start.value);
  for (const move of turns.flat()) if (!record.play(move).ok) throw new Error(move);
  return record;
}

/** Plays a random game of `definition` by `choices` and writes its event log. */
function walk(definition: GameDefinition, choices: readonly number[], ending: string): Walk {
  const events: GameEvent[] = [];
  const expected: Expected[] = [];
  let turns: string[][] = [];
  let record = recordOf(definition, turns);
  let decided: GameOutcome | null = null;
  let draw: Side | null = null;
  const at = 1000;
  const push = (event: Body) => {
    events.push({ ...event, v: events.length + 1, at, game: 1 } as GameEvent);
    const outcome = decided ?? outcomeInWords(record.outcome);
    expected.push({ fen: makeFen(record.position), turns: [...turns], outcome, draw });
  };
  push({ t: 'start', variant: definition.id, fen: makeFen(record.position), white: 0 });
  const toMove = () => sideOfColor(record.position.turn);
  for (const [step, choice] of choices.entries()) {
    if (record.outcome) break;
    const kind = choice % 12;
    if (kind === 9 && draw === null) {
      draw = toMove();
      push({ t: 'draw', op: 'offer', by: draw });
    } else if (kind === 10 && turns.length > 0) {
      // the side that moved last asks to take its turn back, and the other accepts
      const by = otherSide(toMove());
      push({ t: 'takeback', op: 'request', by, undo: 1 });
      turns = turns.slice(0, -1);
      record = recordOf(definition, turns);
      draw = null;
      push({ t: 'takeback', op: 'accept', by: otherSide(by), undo: 1 });
    } else {
      const by = toMove();
      const moves: string[] = [];
      let pick = choice + step;
      do {
        const legal = record.legalMoves();
        if (legal.length === 0) throw new Error('a game going on with no legal move');
        const move = legal[pick % legal.length]!;
        moves.push(makeMove(record.position, move));
        record.playMove(move);
        pick = Math.floor(pick / 7) + 3;
      } while (record.position.subMoves > 0 && !record.outcome);
      turns = [...turns, moves];
      if (draw !== by) draw = null;
      push({ t: 'turn', ply: turns.length - 1, by, moves, nonce: `n${step}`, fen: '' });
    }
  }
  if (record.outcome) return { events, expected };
  const by = toMove();
  if (ending === 'resign') {
    decided = { winner: otherSide(by), reason: 'resignation' };
    push({ t: 'resign', by });
  } else if (ending === 'agree') {
    if (draw !== otherSide(by)) {
      draw = otherSide(by);
      push({ t: 'draw', op: 'offer', by: draw });
    }
    decided = { winner: null, reason: 'agreement' };
    draw = null;
    push({ t: 'draw', op: 'accept', by });
  } else if (ending === 'flag') {
    const { winner } = flagOutcome(record.position, colorOf(by));
    decided = { winner: winner === null ? null : sideOfColor(winner), reason: 'timeout' };
    push({ t: 'flag', by });
  } else if (ending === 'claim') {
    decided = { winner: by, reason: 'abandoned' };
    push({ t: 'claim', by, result: 'win' });
  }
  return { events, expected };
}

/** The fold's view of the game, in the reference's terms. */
function seen(fold: EventFold): Expected {
  const game = fold.game!;
  return {
    fen: makeFen(fold.position!),
    turns: game.turns,
    outcome: game.outcome,
    draw: game.draw,
  };
}

const walkArb = fc.record({
  choices: fc.array(fc.nat({ max: 0xffff }), { minLength: 1, maxLength: STEPS }),
  ending: fc.constantFrom('none', 'resign', 'agree', 'flag', 'claim'),
  chunks: fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 20 }),
  prefix: fc.nat(),
});

describe('the fold of the event log agrees with the rules core (property)', () => {
  it.each([PARALLEL_WORLDS, POCKET_MUTATION, PLUNDER, CHESS])(
    '$name: every prefix, at once, event by event and in chunks; the server sees the same',
    (definition) => {
      fc.assert(
        fc.property(walkArb, ({ choices, ending, chunks, prefix }) => {
          const { events, expected } = walk(definition, choices, ending);
          // event by event, checked after each
          const stepwise = new EventFold();
          for (const [index, event] of events.entries()) {
            stepwise.apply(event);
            expect(seen(stepwise)).toEqual(expected[index]);
          }
          // in random chunks, as a client receives them: only the new events are folded
          const chunked = new EventFold();
          for (let end = 0, i = 0; end < events.length; i++) {
            const before = end;
            end = Math.min(events.length, end + chunks[i % chunks.length]!);
            // the events folded before are gone from this copy: a fold that read them again fails
            const log = [...Array<GameEvent>(before).fill(null!), ...events.slice(before, end)];
            expect(chunked.fold(log).applied).toBe(end - before);
            expect(chunked.version).toBe(end);
            expect(seen(chunked)).toEqual(expected[end - 1]);
          }
          // a random prefix at once, by the fold and by the server's authority
          const length = 1 + (prefix % events.length);
          const once = new EventFold();
          once.fold(events.slice(0, length));
          expect(seen(once)).toEqual(expected[length - 1]);
          const server = OnlineGame.replay(events.slice(0, length));
          expect(server.fen).toBe(expected[length - 1]!.fen);
          expect(server.outcome).toEqual(expected[length - 1]!.outcome);
          expect(server.ply).toBe(expected[length - 1]!.turns.length);
          expect(server.toMove).toBe(sideOfColor(once.position!.turn));
        }),
        { seed: SEED, numRuns: RUNS },
      );
    },
    60_000,
  );
});

describe('the fold, row by row', () => {
  let v = 0;
  const at = 0;
  const start = (white: 0 | 1 = 0, game = 1): GameEvent => ({
    t: 'start',
    v: ++v,
    game,
    at,
    variant: 'parallel-worlds',
    fen: PARALLEL_WORLDS.startFen,
    white,
  });
  const turn = (ply: number, by: Side, moves: string[], game = 1): GameEvent => ({
    t: 'turn',
    v: ++v,
    game,
    at,
    ply,
    by,
    moves,
    nonce: `n${v}`,
    fen: '',
  });

  it('folds turns, offers, a takeback, a resignation and a rematch', () => {
    v = 0;
    const fold = new EventFold();
    expect(fold.game).toBeNull();
    const rows: [GameEvent, Record<string, unknown>][] = [
      [start(), { number: 1, turns: [], moves: [], outcome: null }],
      [turn(0, 'white', ['1g1-1f3', 'end']), { turns: [['1g1-1f3', 'end']] }],
      [{ t: 'draw', v: ++v, game: 1, at, op: 'offer', by: 'white' }, { draw: 'white' }],
      [turn(1, 'black', ['1g8-1f6', 'end']), { draw: null }], // the other side moved
      [
        { t: 'takeback', v: ++v, game: 1, at, op: 'request', by: 'black', undo: 1 },
        { takeback: 'black' },
      ],
      [
        { t: 'takeback', v: ++v, game: 1, at, op: 'accept', by: 'white', undo: 1 },
        { takeback: null, turns: [['1g1-1f3', 'end']], moves: ['1g1-1f3', 'end'] },
      ],
      [
        { t: 'resign', v: ++v, game: 1, at, by: 'black' },
        { outcome: { winner: 'white', reason: 'resignation' } },
      ],
      [{ t: 'rematch', v: ++v, game: 1, at, op: 'offer', by: 'black' }, { rematch: 'black' }],
      [start(1, 2), { number: 2, white: 1, turns: [], outcome: null, rematch: null }],
    ];
    for (const [event, expected] of rows) {
      fold.apply(event);
      expect([event.t, fold.game]).toMatchObject([event.t, expected]);
    }
    expect(fold.version).toBe(v);
  });

  it('keeps the same value until the next event', () => {
    v = 0;
    const fold = new EventFold();
    fold.fold([start()]);
    const game = fold.game;
    expect(fold.game).toBe(game);
    expect(fold.fold([start()])).toEqual({ applied: 0, takenBack: false });
    expect(fold.game).toBe(game);
  });

  it('refuses an event that does not follow, and plays nothing of an illegal turn', () => {
    v = 0;
    const fold = new EventFold();
    fold.apply(start());
    const before = fold.game;
    expect(() => fold.apply({ ...turn(0, 'white', ['1g1-1f3', 'end']), v: 5 })).toThrow(
      /version 5 where 2/,
    );
    v = 1;
    expect(() => fold.apply(turn(0, 'white', ['1g1-1f3', '1e2-1e5']))).toThrow(/not legal/);
    expect(fold.version).toBe(1);
    expect(makeFen(fold.position!)).toBe(PARALLEL_WORLDS.startFen);
    expect(fold.game).toBe(before);
    v = 1;
    expect(() => fold.apply(turn(0, 'white', ['1g1-1f3', 'end'], 2))).toThrow(/for game 2/);
  });
});
