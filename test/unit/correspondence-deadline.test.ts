/**
 * A correspondence game's deadline in the one fold (src/protocol/fold.ts, issue 43), as a table:
 * each row a log and the deadline the fold gives after it (the mover's days from the moment its
 * turn began: the start, the last turn, an accepted takeback; none once the game is over or in a
 * game without days), and what the server's authority (src/server/game.ts) makes of it: the flag
 * due at the deadline, not a millisecond before, and an abort only in a real-time game.
 */
import { describe, expect, it } from 'vitest';
import { DAY_MS, EventFold, type GameEvent } from '../../src/protocol';
import { OnlineGame } from '../../src/server/game';
import { progressOf } from '../../src/server/overdue';
import { timeLeft } from '../../src/game/online/playing';

const T = Date.UTC(2026, 11, 1);
const H = 60 * 60 * 1000;

type Body = GameEvent extends infer E ? (E extends GameEvent ? Omit<E, 'v'> : never) : never;
const log = (...bodies: Body[]): GameEvent[] =>
  bodies.map((body, index) => ({ ...body, v: index + 1 }) as GameEvent);

const start = (days?: number, at = T): Body => ({
  t: 'start',
  game: 1,
  at,
  variant: 'chess',
  fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  white: 0,
  ...(days ? { days } : {}),
});
const turn = (ply: number, moves: string[], at: number): Body => ({
  t: 'turn',
  game: 1,
  at,
  ply,
  by: ply % 2 === 0 ? 'white' : 'black',
  moves,
  nonce: `n${ply}`,
  fen: '',
});

const ROWS: { name: string; events: GameEvent[]; deadline: number | null; mover: string }[] = [
  { name: 'no days: none', events: log(start()), deadline: null, mover: 'white' },
  {
    name: 'the first from the start',
    events: log(start(3)),
    deadline: T + 3 * DAY_MS,
    mover: 'white',
  },
  {
    name: 'a turn resets it for the other side',
    events: log(start(1), turn(0, ['e2e4'], T + 5 * H)),
    deadline: T + 5 * H + DAY_MS,
    mover: 'black',
  },
  {
    name: 'a full length, however little was used',
    events: log(start(2), turn(0, ['e2e4'], T + H), turn(1, ['e7e5'], T + 47 * H)),
    deadline: T + 47 * H + 2 * DAY_MS,
    mover: 'white',
  },
  {
    name: 'a draw offer changes nothing',
    events: log(start(1), turn(0, ['e2e4'], T + H), {
      t: 'draw',
      game: 1,
      at: T + 2 * H,
      op: 'offer',
      by: 'white',
    }),
    deadline: T + H + DAY_MS,
    mover: 'black',
  },
  {
    name: 'an accepted takeback restarts the mover',
    events: log(
      start(1),
      turn(0, ['e2e4'], T + H),
      { t: 'takeback', game: 1, at: T + 2 * H, op: 'request', by: 'white', undo: 1 },
      { t: 'takeback', game: 1, at: T + 3 * H, op: 'accept', by: 'black', undo: 1 },
    ),
    deadline: T + 3 * H + DAY_MS,
    mover: 'white',
  },
  {
    name: 'over: none',
    events: log(start(1), turn(0, ['e2e4'], T + H), {
      t: 'resign',
      game: 1,
      at: T + 2 * H,
      by: 'black',
    }),
    deadline: null,
    mover: 'black',
  },
  {
    name: 'a flag ends it',
    events: log(start(1), { t: 'flag', game: 1, at: T + DAY_MS, by: 'white' }),
    deadline: null,
    mover: 'white',
  },
];

describe('the fold of a correspondence deadline', () => {
  it.each(ROWS)('$name', ({ events, deadline, mover }) => {
    const fold = new EventFold();
    fold.fold(events);
    expect(fold.deadline).toBe(deadline);
    expect(fold.game?.deadline).toBe(deadline);
    const game = OnlineGame.replay(events);
    expect(game.toMove).toBe(mover);
    expect(game.deadline).toBe(deadline);
    if (deadline === null) return;
    expect(game.flagDue(deadline - 1)).toBeNull();
    expect(game.flagDue(deadline)).toEqual({ t: 'flag', game: 1, by: mover });
    expect(game.msToFlag(deadline - 1000)).toBe(1000);
  });

  it('a flag in a correspondence game is a loss, or a draw when the other side could never win', () => {
    const lone = { ...start(1), fen: '4k3/8/8/8/8/8/8/3QK3 w - - 0 1' } as Body;
    const drawn = new EventFold();
    drawn.fold(log(lone, { t: 'flag', game: 1, at: T + DAY_MS, by: 'white' }));
    expect(drawn.outcome).toEqual({ winner: null, reason: 'timeout' });
    const lost = new EventFold();
    lost.fold(log(start(1), { t: 'flag', game: 1, at: T + DAY_MS, by: 'white' }));
    expect(lost.outcome).toEqual({ winner: 'black', reason: 'timeout' });
  });

  it('an abort ends a game with no result, and is refused in a correspondence game', () => {
    const aborted = new EventFold();
    aborted.fold(log(start(), { t: 'abort', game: 1, at: T + 40_000, by: 'black' }));
    expect(aborted.outcome).toEqual({ winner: null, reason: 'aborted' });
    const rows: [GameEvent[], number, string][] = [
      [log(start()), T + 29_999, 'abort-too-early'],
      [log(start(1)), T + DAY_MS / 2, 'abort-too-late'],
      [
        log(start(), turn(0, ['e2e4'], T + H), turn(1, ['e7e5'], T + 2 * H)),
        T + 3 * H,
        'abort-too-late',
      ],
    ];
    for (const [events, now, code] of rows)
      expect(OnlineGame.replay(events).propose('black', 'abort', { game: 1 }, now)).toMatchObject({
        ok: false,
        code,
      });
    expect(
      OnlineGame.replay(log(start())).propose('black', 'abort', { game: 1 }, T + 30_000),
    ).toEqual({
      ok: true,
      event: { t: 'abort', game: 1, by: 'black' },
    });
  });
});

describe('the time left, as the lists say it', () => {
  it.each([
    [2 * DAY_MS, { count: 2, unit: 'days' }],
    [2 * DAY_MS - 1, { count: 1, unit: 'days' }],
    [DAY_MS, { count: 1, unit: 'days' }],
    [DAY_MS - 1, { count: 23, unit: 'hours' }],
    [5 * H + 59 * 60_000, { count: 5, unit: 'hours' }],
    [H - 1, { count: 59, unit: 'minutes' }],
    [30_000, { count: 0, unit: 'minutes' }],
    [-5000, { count: 0, unit: 'minutes' }],
  ] as const)('%i ms → %o', (left, expected) => {
    expect(timeLeft(T + left, T)).toEqual(expected);
  });

  it('the progress index: the seat to move (rematches swap seats), its deadline, none once over', () => {
    const going = OnlineGame.replay(log(start(2), turn(0, ['e2e4'], T + H)));
    const due = T + H + 2 * DAY_MS;
    expect(progressOf(going, null, T + H)).toEqual({ mover: 1, deadline: due, dueAt: due });
    const swapped = OnlineGame.replay(log({ ...start(1), white: 1 } as Body));
    expect(progressOf(swapped, T, T)).toEqual({
      mover: 1,
      deadline: T + DAY_MS,
      dueAt: T + DAY_MS,
    });
    const over = OnlineGame.replay(log(start(1), { t: 'resign', game: 1, at: T + H, by: 'white' }));
    expect(progressOf(over, T, T + H)).toEqual({ mover: null, deadline: null, dueAt: null });
    expect(progressOf(OnlineGame.replay(log(start())), T, T)).toEqual({
      mover: 0,
      deadline: null,
      dueAt: null,
    });
  });
});
