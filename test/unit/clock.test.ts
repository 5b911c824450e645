/**
 * Clocks (docs/rules.md §Conventions / Clocks): the rules core's pure clock driven by numbers, the draw-on-flag
 * rule of each game as a table, and a game session timed by an injected time source: start after
 * both first turns, increment once per turn (a Parallel worlds turn of three sub-moves too),
 * Bronstein delay, pause, flag (mid-turn: the turn taken back), take-back, and reload from a record.
 */
import { describe, expect, it } from 'vitest';
import {
  CHESS,
  PARALLEL_WORLDS,
  PLUNDER,
  POCKET_MUTATION,
  flagOutcome,
  controlTag,
  endTurn,
  flagged,
  formatClk,
  formatControl,
  parseClk,
  parseControl,
  parseControlTag,
  parseFen,
  pauseClock,
  resumeClock,
  startClock,
  timeLeft,
  type GameDefinition,
  type TimeControl,
} from '../../src/rules';
import { readRecord, writeRecord } from '../../src/game/recordFile';
import { GameSession } from '../../src/game/session';
import { clockText } from '../../src/ui/play/ClockPanel';
import { makeSearch, parseRoute } from '../../src/ui/shell/route';

const FIVE_PLUS_THREE: TimeControl = { base: 300_000, increment: 3_000, delay: 0 };

describe('the pure clock', () => {
  it('runs only after both first turns, then credits the increment once per turn', () => {
    let clock = startClock(FIVE_PLUS_THREE);
    clock = endTurn(clock, 10_000); // White's first turn: nothing runs
    expect(timeLeft(clock, 20_000)).toEqual([300_000, 300_000]);
    clock = endTurn(clock, 20_000); // Black's first turn: White's clock starts
    expect(timeLeft(clock, 25_000)).toEqual([295_000, 300_000]);
    clock = endTurn(clock, 30_000); // White spent 10 s, gets 3 s
    expect(timeLeft(clock, 30_000)).toEqual([293_000, 300_000]);
    expect(timeLeft(clock, 31_000)).toEqual([293_000, 299_000]);
  });

  it.each([
    // [delay, spent on the turn, left after it]
    [2_000, 1_500, 60_000],
    [2_000, 5_000, 57_000],
    [0, 5_000, 55_000],
  ])('Bronstein delay %i ms, %i ms spent: %i ms left', (delay, spent, left) => {
    let clock = startClock({ base: 60_000, increment: 0, delay });
    clock = endTurn(endTurn(clock, 0), 0);
    expect(timeLeft(endTurn(clock, spent), spent)[0]).toBe(left);
  });

  it('a pause spends nothing; the time before it still counts', () => {
    let clock = endTurn(endTurn(startClock(FIVE_PLUS_THREE), 0), 0);
    clock = pauseClock(clock, 4_000);
    expect(timeLeft(clock, 100_000)[0]).toBe(296_000);
    clock = resumeClock(clock, 100_000);
    expect(timeLeft(clock, 101_000)[0]).toBe(295_000);
  });

  it('flags the side to move at zero', () => {
    const clock = endTurn(endTurn(startClock({ base: 3_000, increment: 0, delay: 0 }), 0), 0);
    expect(flagged(clock, 2_999)).toBeNull();
    expect(flagged(clock, 3_000)).toBe(0);
  });

  it.each([
    ['5+3', { base: 300_000, increment: 3_000, delay: 0 }, '300+3'],
    ['0.5+0', { base: 30_000, increment: 0, delay: 0 }, '30+0'],
    ['5+2d', { base: 300_000, increment: 0, delay: 2_000 }, '300d2'],
  ])('the control %s reads, and writes back, as the address and PGN say', (text, control, tag) => {
    expect(parseControl(text)).toEqual(control);
    expect(formatControl(control)).toBe(text);
    expect(controlTag(control)).toBe(tag);
    expect(parseControlTag(tag)).toEqual(control);
  });

  it.each(['', '5', '0+3', 'x+1', '-1+2'])('the address text %j is not a control', (text) =>
    expect(parseControl(text)).toBeNull(),
  );

  it.each([
    [298_000, '0:04:58'],
    [9_400, '0:00:09.4'],
    [3_723_000, '1:02:03'],
  ])('%i ms is written as %s and read back', (ms, text) => {
    expect(formatClk(ms)).toBe(text);
    expect(parseClk(text)).toBe(ms);
  });
});

describe('a flag is a draw when the other side could never win', () => {
  const position = (game: GameDefinition, fen: string) => {
    const read = parseFen(game, fen);
    if (!read.ok) throw new Error(read.error);
    return read.value;
  };
  const E = '8/8/8/8/8/8/8/8';
  it.each<[string, GameDefinition, string, boolean]>([
    ['chess: a lone king', CHESS, '7k/8/8/8/8/8/8/K7 w - - 0 1', false],
    ['chess: king and rook', CHESS, '7k/8/8/8/8/8/8/KR6 w - - 0 1', true],
    ['chess: king and knight against a lone king', CHESS, '7k/8/8/8/8/8/8/KN6 w - - 0 1', false],
    ['chess: king and knight against king and pawn', CHESS, '7k/p7/8/8/8/8/8/KN6 w - - 0 1', true],
    [
      'chess: king and bishop against king and knight',
      CHESS,
      '7k/n7/8/8/8/8/8/KB6 w - - 0 1',
      true,
    ],
    ['chess: king and bishop against king and rook', CHESS, '7k/r7/8/8/8/8/8/KB6 w - - 0 1', false],
    ['chess: bishops on one colour', CHESS, '7k/8/8/8/8/8/b7/KB6 w - - 0 1', false],
    ['chess: bishops on both colours', CHESS, '7k/8/8/8/8/8/1b6/KB6 w - - 0 1', true],
    ['chess: two knights', CHESS, '7k/8/8/8/8/8/8/KNN5 w - - 0 1', true],
    ['PlunderChess: a knight in a rook vest', PLUNDER, '7k/8/8/8/8/8/8/KN(R)6 w - - 0 1', true],
    ['PlunderChess: king and knight alone', PLUNDER, '7k/8/8/8/8/8/8/KN6 w - - 0 1', false],
    [
      'Pocket mutation: a lone king, an empty pocket',
      POCKET_MUTATION,
      '7k/8/8/8/8/8/8/K7[] w - - 0 1',
      false,
    ],
    [
      'Pocket mutation: a lone king, a knight pocketed',
      POCKET_MUTATION,
      '7k/8/8/8/8/8/8/K7[N] w - - 0 1',
      true,
    ],
    ['Pocket mutation: king and pawn', POCKET_MUTATION, '7k/8/8/8/8/8/P7/K7[] w - - 0 1', true],
    [
      'Parallel worlds: kings only',
      PARALLEL_WORLDS,
      `K6k/${E.slice(2)}|${E}|K6k/${E.slice(2)} w - - 0 1`,
      true,
    ],
  ])('%s: Black flags, White wins (else a draw): %s', (_name, game, fen, whiteWins) => {
    expect(flagOutcome(position(game, fen), 1)).toEqual({
      winner: whiteWins ? 0 : null,
      reason: 'timeout',
    });
  });

  it.each<[string, GameDefinition, string, 0 | 1, 0 | 1 | null]>([
    ['chess: White flags, Black has a rook', CHESS, '7k/7r/8/8/8/8/8/K7 w - - 0 1', 0, 1],
    ['chess: White flags, Black has a lone king', CHESS, '7k/8/8/8/8/8/8/KR6 w - - 0 1', 0, null],
    [
      'chess: Black flags, with only a rook of its own',
      CHESS,
      '7k/7r/8/8/8/8/8/K7 b - - 0 1',
      1,
      null,
    ],
  ])('%s: the winner is %s (the flagged side never wins)', (_name, game, fen, flagged, winner) => {
    expect(flagOutcome(position(game, fen), flagged).winner).toBe(winner);
  });
});

/** A session timed by a hand-turned time source. */
function timed(game: GameDefinition, control: TimeControl, fen?: string) {
  const started = GameSession.start(game, fen);
  if (!started.ok) throw new Error(started.error);
  const time = { now: 0 };
  started.value.timeWith(control, () => time.now);
  return { session: started.value, time };
}

const play = (session: GameSession, text: string) => {
  const played = session.playText(text);
  if (!played.ok) throw new Error(played.error);
};

describe('a timed session', () => {
  it('credits the increment once for a whole Parallel worlds turn of three sub-moves', () => {
    const { session, time } = timed(PARALLEL_WORLDS, FIVE_PLUS_THREE);
    for (const move of ['1e2-1e4', 'end', '3e7-3e5', 'end']) play(session, move);
    expect(session.clockReading()).toMatchObject({ white: 300_000, running: 'white' });
    time.now = 4_000;
    play(session, '1d2-1d4');
    time.now = 8_000;
    play(session, '3d2-3d4');
    expect(session.clockReading()).toMatchObject({ white: 292_000, running: 'white' });
    time.now = 10_000;
    play(session, '1g1-2g1');
    expect(session.clockReading()).toMatchObject({
      white: 293_000,
      black: 300_000,
      running: 'black',
    });
  });

  it('a flag in the middle of a turn ends the game as it stood before that turn', () => {
    const { session, time } = timed(PARALLEL_WORLDS, { base: 5_000, increment: 0, delay: 0 });
    for (const move of ['1e2-1e4', 'end', '3e7-3e5', 'end']) play(session, move);
    const before = session.fenWithSubMoves();
    play(session, '1d2-1d4');
    time.now = 5_000;
    expect(session.checkFlag()).toBe(true);
    expect(session.fenWithSubMoves()).toBe(before);
    expect(session.outcome).toEqual({ winner: 1, reason: 'timeout' });
    expect(session.clockReading()).toMatchObject({ white: 0, running: null });
  });

  it('a flag against a lone king is a draw', () => {
    const oneSecond = { base: 1_000, increment: 0, delay: 0 };
    const { session, time } = timed(CHESS, oneSecond, 'k7/8/8/8/8/8/8/KQ6 w - - 0 1');
    for (const move of ['b1b2', 'a8a7']) play(session, move);
    time.now = 1_000; // White, with a queen, runs out against a lone king: a draw
    expect(session.checkFlag()).toBe(true);
    expect(session.outcome).toEqual({ winner: null, reason: 'timeout' });
    const { session: other, time: later } = timed(CHESS, oneSecond, 'k7/8/8/8/8/8/8/KQ6 b - - 0 1');
    for (const move of ['a8a7', 'b1b2']) play(other, move);
    later.now = 1_000; // Black, with a lone king, runs out against a queen: White wins
    expect(other.checkFlag()).toBe(true);
    expect(other.outcome).toEqual({ winner: 0, reason: 'timeout' });
  });

  it('a take-back over a turn sets the clocks back to how they stood when it began', () => {
    const { session, time } = timed(CHESS, FIVE_PLUS_THREE);
    for (const move of ['e2e4', 'e7e5']) play(session, move);
    time.now = 10_000;
    play(session, 'g1f3'); // White 290 + 3
    time.now = 30_000;
    play(session, 'b8c6'); // Black 280 + 3
    time.now = 40_000;
    session.undo(); // back to Black to move after Nf3: clocks as they stood then
    expect(session.clockReading()).toMatchObject({
      white: 293_000,
      black: 300_000,
      running: 'black',
    });
    session.redo();
    expect(session.clockReading()).toMatchObject({
      white: 293_000,
      black: 283_000,
      running: 'white',
    });
  });

  it('a record keeps the control and every move’s time; read back, the clocks go on from them', () => {
    const { session, time } = timed(CHESS, FIVE_PLUS_THREE);
    for (const move of ['e2e4', 'e7e5']) play(session, move);
    time.now = 12_300;
    play(session, 'g1f3');
    const record = writeRecord(session);
    expect(record).toContain('[TimeControl "300+3"]');
    expect(record).toContain('g1f3 {[%clk 0:04:50.7]}');
    const read = readRecord(record);
    if (!read.ok) throw new Error(read.error);
    expect(read.value.clockReading()).toMatchObject({ white: 290_700, running: 'black' });
    expect(read.value.clockReading()!.black).toBeGreaterThan(299_000);
    expect(writeRecord(read.value)).toBe(record);
  });

  it('a flag is written and read back', () => {
    const { session, time } = timed(CHESS, { base: 1_000, increment: 0, delay: 0 });
    for (const move of ['e2e4', 'e7e5']) play(session, move);
    time.now = 1_000;
    session.checkFlag();
    const record = writeRecord(session);
    expect(record).toMatch(/flag 0-1\n$/);
    const read = readRecord(record);
    expect(read.ok && read.value.outcome).toEqual({ winner: 1, reason: 'timeout' });
  });
});

describe('what the clocks show and the address keeps', () => {
  it.each([
    [300_000, '5:00'],
    [299_001, '5:00'],
    [61_000, '1:01'],
    [10_000, '0:10'],
    [9_950, '0:09.9'],
    [400, '0:00.4'],
    [0, '0:00.0'],
    [3_723_000, '1:02:03'],
  ])('%i ms is shown %s', (ms, text) => expect(clockText(ms)).toBe(text));

  it.each([
    ['?game=plunder&clock=5+3', '5+3'],
    ['?game=plunder&clock=0.5%2B0', '0.5+0'],
    ['?game=plunder&clock=5+2d', '5+2d'],
    ['?game=plunder&clock=nonsense', undefined],
  ])('%s is a game timed %s, written back as it reads', (search, clock) => {
    const route = parseRoute(search);
    expect(route.page === 'game' ? route.clock : null).toBe(clock);
    if (clock) expect(makeSearch(route)).toBe(`?game=plunder&clock=${clock}`);
  });
});
