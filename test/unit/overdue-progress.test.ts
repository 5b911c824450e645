/**
 * When the server must end a game by itself (issue 43, src/server/overdue.ts `progressOf`), as a
 * table: each row a log, since when both seats have been held, and the progress the index keeps
 * (the seat to move, a correspondence deadline, `dueAt`): a correspondence game's deadline; a
 * timed game's automatic abort before both first turns (twice ABORT_AFTER_MS from the later of
 * the turn's start and the seats held; never while a seat has never been held); its flag once the
 * clocks run (the mover's time and lag quota); never in an untimed real-time game or once over.
 * Each due time is checked against the authority's `endDue`: nothing a millisecond before, the
 * end then.
 */
import { describe, expect, it } from 'vitest';
import { ABORT_AFTER_MS, DAY_MS, type GameEvent } from '../../src/protocol';
import { OnlineGame } from '../../src/server/game';
import { progressOf } from '../../src/server/overdue';

const T = Date.UTC(2026, 11, 1);
const S = 1000;
const ABORT = 2 * ABORT_AFTER_MS;
/** 5+0: the lag quota's gain is 1 s (gameClock.ts `lagGain`), the quota starts at 3 gains. */
const FIVE_MINUTES = { base: 300 * S, increment: 0, delay: 0 };

type Body = GameEvent extends infer E ? (E extends GameEvent ? Omit<E, 'v'> : never) : never;
const log = (...bodies: Body[]): GameEvent[] =>
  bodies.map((body, index) => ({ ...body, v: index + 1 }) as GameEvent);
const start = (timing: { control?: typeof FIVE_MINUTES; days?: number } = {}): Body => ({
  t: 'start',
  game: 1,
  at: T,
  variant: 'chess',
  fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  white: 0,
  ...timing,
});
const timed = start({ control: FIVE_MINUTES });
const turn = (ply: number, move: string, at: number): Body => ({
  t: 'turn',
  game: 1,
  at,
  ply,
  by: ply % 2 === 0 ? 'white' : 'black',
  moves: [move],
  nonce: `n${ply}`,
  fen: '',
});

interface Row {
  readonly name: string;
  readonly events: GameEvent[];
  readonly since: number | null;
  readonly now: number;
  readonly mover: 0 | 1 | null;
  readonly deadline: number | null;
  readonly dueAt: number | null;
  /** The end `endDue` gives at `dueAt`. */
  readonly end?: Record<string, unknown>;
}

const ROWS: Row[] = [
  {
    name: 'a paired game nobody moves in: aborted twice the wait after its start',
    events: log(timed),
    since: T,
    now: T,
    mover: 0,
    deadline: null,
    dueAt: T + ABORT,
    end: { t: 'abort', game: 1 },
  },
  {
    name: 'a link game whose seats were held later: counted from then',
    events: log(timed),
    since: T + 10 * S,
    now: T + 10 * S,
    mover: 0,
    deadline: null,
    dueAt: T + 10 * S + ABORT,
    end: { t: 'abort' },
  },
  {
    name: 'a link game nobody joined: stays open',
    events: log(timed),
    since: null,
    now: T,
    mover: 0,
    deadline: null,
    dueAt: null,
  },
  {
    name: 'White has played, Black has not: counted from the turn',
    events: log(timed, turn(0, 'e2e4', T + 5 * S)),
    since: T,
    now: T + 5 * S,
    mover: 1,
    deadline: null,
    dueAt: T + 5 * S + ABORT,
    end: { t: 'abort' },
  },
  {
    name: 'both first turns made: the mover’s flag (time and lag quota), never an abort',
    events: log(timed, turn(0, 'e2e4', T + 5 * S), turn(1, 'e7e5', T + 8 * S)),
    since: T,
    now: T + 8 * S,
    mover: 0,
    deadline: null,
    dueAt: T + 8 * S + 300 * S + 3 * S,
    end: { t: 'flag', game: 1, by: 'white' },
  },
  {
    name: 'later: the other side’s flag, from its own time',
    events: log(
      timed,
      turn(0, 'e2e4', T + 5 * S),
      turn(1, 'e7e5', T + 8 * S),
      turn(2, 'g1f3', T + 20 * S),
    ),
    since: T,
    now: T + 20 * S,
    mover: 1,
    deadline: null,
    dueAt: T + 20 * S + 300 * S + 3 * S,
    end: { t: 'flag', game: 1, by: 'black' },
  },
  {
    name: 'looked at after it was due: due now',
    events: log(timed),
    since: T,
    now: T + 2 * ABORT,
    mover: 0,
    deadline: null,
    dueAt: T + 2 * ABORT,
  },
  {
    name: 'a correspondence game: its deadline, never an abort',
    events: log(start({ days: 1 })),
    since: T,
    now: T,
    mover: 0,
    deadline: T + DAY_MS,
    dueAt: T + DAY_MS,
    end: { t: 'flag', by: 'white' },
  },
  {
    name: 'an untimed real-time game: never',
    events: log(start()),
    since: T,
    now: T,
    mover: 0,
    deadline: null,
    dueAt: null,
  },
  {
    name: 'over: nothing',
    events: log(timed, { t: 'resign', game: 1, at: T + S, by: 'white' }),
    since: T,
    now: T + S,
    mover: null,
    deadline: null,
    dueAt: null,
  },
];

describe('when the server must end a game by itself', () => {
  it.each(ROWS)('$name', ({ events, since, now, mover, deadline, dueAt, end }) => {
    const game = OnlineGame.replay(events);
    expect(progressOf(game, since, now)).toEqual({ mover, deadline, dueAt });
    if (!end || dueAt === null) return;
    expect(game.endDue(dueAt - 1, since)).toBeNull();
    expect(game.endDue(dueAt, since)).toMatchObject(end);
    expect(game.msToEnd(now, since)).toBe(dueAt - now);
  });
});
