/**
 * The online game's authority (src/server/game.ts) and the protocol's validators
 * (src/protocol/validators.ts), without any server: what a player may ask for, what it is refused
 * and with which code, and that the event log plays back to the same game.
 */
import { describe, expect, it } from 'vitest';
import { OnlineGame, startPosition, type EventBody } from '../../src/server/game';
import { lagGain } from '../../src/server/gameClock';
import {
  checkCreateGame,
  checkGameJoin,
  validators,
  type Actor,
  type GameEvent,
  type OnlineVariant,
} from '../../src/protocol';

function newGame(variant: OnlineVariant = 'parallel-worlds', fen?: string): OnlineGame {
  const start = startPosition(variant, fen);
  if (!start.ok) throw new Error(start.detail);
  return OnlineGame.replay([
    { v: 1, at: 0, t: 'start', game: 1, variant, fen: start.fen, white: 0 },
  ]);
}

/** Proposes and, when accepted, applies; returns the refusal code or the event. */
function act(
  game: OnlineGame,
  actor: Actor,
  type: 'turn' | 'resign' | 'draw' | 'takeback' | 'rematch',
  message: Record<string, unknown>,
): string | GameEvent {
  const proposal = game.propose(actor, type, { game: game.gameNumber, ...message } as never);
  if (!proposal.ok) return proposal.code;
  const event = { ...proposal.event, v: game.version + 1, at: 1 } as GameEvent;
  game.apply(event);
  return event;
}

let nonce = 0;
const turn = (game: OnlineGame, actor: Actor, moves: string[]) =>
  act(game, actor, 'turn', { ply: game.ply, moves, nonce: `t${++nonce}` });

const code = (result: string | GameEvent) => (typeof result === 'string' ? result : result.t);

describe('turns (docs/rules.md §Parallel worlds chess / Turns)', () => {
  it('accepts a whole Parallel worlds turn at once and refuses what is not one', () => {
    const game = newGame();
    const rows: Array<[Actor, string[], string]> = [
      ['black', ['1e7-1e5', 'end'], 'not-your-turn'],
      ['organiser', ['1e2-1e4', 'end'], 'not-a-player'],
      ['white', ['1e2-1e5'], 'illegal-move'],
      ['white', ['1e2-1e4'], 'turn-incomplete'],
      ['white', ['1e2-1e4', '1d2-1d4'], 'illegal-move'], // one sub-move per level
      ['white', ['1e2-1e4', '3e2-3e4', 'end'], 'turn-too-long'], // two on White's first turn
      ['white', ['end'], 'illegal-move'],
    ];
    for (const [actor, moves, expected] of rows)
      expect([moves, code(turn(game, actor, moves))]).toEqual([moves, expected]);
    expect(game.version).toBe(1); // nothing of the refused turns was played
    const accepted = turn(game, 'white', ['1e2-1e4', '3e2-3e4']);
    expect(accepted).toMatchObject({
      t: 'turn',
      by: 'white',
      ply: 0,
      moves: ['1e2-1e4', '3e2-3e4'],
    });
    expect(game.toMove).toBe('black');
    expect(code(turn(game, 'black', ['1e7-1e5', '2a1-2a2', 'end']))).toBe('illegal-move');
    expect(code(turn(game, 'black', ['1e7-1e5', 'end']))).toBe('turn');
    expect(game.ply).toBe(2);
  });

  it('a turn names its position: another ply or another game is refused', () => {
    const game = newGame('chess');
    expect(act(game, 'white', 'turn', { ply: 1, moves: ['e2e4'], nonce: 'a' })).toBe('wrong-ply');
    const proposal = game.propose('white', 'turn', {
      game: 2,
      ply: 0,
      moves: ['e2e4'],
      nonce: 'a',
    });
    expect(proposal).toMatchObject({ ok: false, code: 'wrong-game' });
    expect(code(act(game, 'white', 'turn', { ply: 0, moves: ['e2e4'], nonce: 'a' }))).toBe('turn');
    expect(game.turnWithNonce('a')).toBe(2);
    expect(code(turn(game, 'black', ['e7e5', 'd7d5']))).toBe('turn-too-long');
  });

  it('a turn that ends the game carries the outcome; nothing is played after it', () => {
    const game = newGame('chess');
    for (const [actor, move] of [
      ['white', 'f2f3'],
      ['black', 'e7e5'],
      ['white', 'g2g4'],
    ] as const)
      turn(game, actor, [move]);
    expect(turn(game, 'black', ['d8h4'])).toMatchObject({
      outcome: { winner: 'black', reason: 'checkmate' },
    });
    expect(turn(game, 'white', ['e2e4'])).toBe('game-over');
    expect(act(game, 'white', 'resign', {})).toBe('game-over');
  });

  it('provisional sub-moves are checked but change nothing', () => {
    const game = newGame();
    expect(game.proposeProvisional('white', { game: 1, ply: 0, moves: ['1e2-1e4'] })).toEqual({
      game: 1,
      ply: 0,
      by: 'white',
      moves: ['1e2-1e4'],
    });
    expect(
      game.proposeProvisional('white', { game: 1, ply: 0, moves: ['1e2-1e4', '3e2-3e4'] }),
    ).toMatchObject({
      code: 'turn-too-long',
    });
    expect(game.proposeProvisional('black', { game: 1, ply: 0, moves: [] })).toMatchObject({
      code: 'not-your-turn',
    });
    expect(game.version).toBe(1);
  });
});

describe('resign, draws, takebacks, rematches', () => {
  it('a draw offer stands until the other side moves or answers; both offering agree', () => {
    const game = newGame('chess');
    expect(act(game, 'white', 'draw', { op: 'offer' })).toMatchObject({ op: 'offer' });
    expect(act(game, 'white', 'draw', { op: 'offer' })).toBe('already-offered');
    expect(act(game, 'white', 'draw', { op: 'accept' })).toBe('own-offer');
    turn(game, 'white', ['e2e4']);
    turn(game, 'black', ['e7e5']); // declines by moving
    expect(act(game, 'white', 'draw', { op: 'accept' })).toBe('no-offer');
    act(game, 'black', 'draw', { op: 'offer' });
    expect(act(game, 'white', 'draw', { op: 'offer' })).toMatchObject({ op: 'accept' });
    expect(game.outcome).toEqual({ winner: null, reason: 'agreement' });
  });

  it('a takeback goes back to before the requester’s last turn', () => {
    const game = newGame('chess');
    expect(act(game, 'white', 'takeback', { op: 'request' })).toBe('nothing-to-take-back');
    turn(game, 'white', ['e2e4']);
    expect(act(game, 'black', 'takeback', { op: 'request' })).toBe('nothing-to-take-back');
    expect(act(game, 'white', 'takeback', { op: 'request' })).toMatchObject({ undo: 1 });
    expect(act(game, 'black', 'takeback', { op: 'accept' })).toMatchObject({
      op: 'accept',
      undo: 1,
    });
    expect([game.ply, game.toMove]).toEqual([0, 'white']);
    turn(game, 'white', ['d2d4']);
    turn(game, 'black', ['d7d5']);
    act(game, 'white', 'takeback', { op: 'request' });
    turn(game, 'white', ['c2c4']); // a turn voids the request
    expect(act(game, 'black', 'takeback', { op: 'accept' })).toBe('no-offer');
    act(game, 'black', 'takeback', { op: 'request' });
    act(game, 'white', 'takeback', { op: 'accept' });
    expect([game.ply, game.toMove]).toEqual([1, 'black']);
  });

  it('a rematch swaps the colours; the organiser may start one at once', () => {
    const game = newGame('plunder');
    expect(act(game, 'white', 'rematch', { op: 'offer' })).toBe('game-not-over');
    act(game, 'black', 'resign', {});
    expect(game.outcome).toEqual({ winner: 'white', reason: 'resignation' });
    act(game, 'white', 'rematch', { op: 'offer' });
    expect(act(game, 'black', 'rematch', { op: 'accept' })).toMatchObject({
      t: 'start',
      game: 2,
      white: 1,
    });
    expect([game.gameNumber, game.sideOf(0), game.outcome]).toEqual([2, 'black', null]);
    act(game, 'white', 'resign', {});
    expect(act(game, 'organiser', 'rematch', { op: 'accept' })).toMatchObject({
      game: 3,
      white: 0,
    });
  });

  it('the log plays back to the same game; a log out of order is refused', () => {
    const game = newGame();
    turn(game, 'white', ['1e2-1e4', '3d2-3d4']);
    turn(game, 'black', ['1e7-1e5', 'end']);
    act(game, 'white', 'draw', { op: 'offer' });
    const copy = OnlineGame.replay(game.events);
    expect([copy.version, copy.fen, copy.ply]).toEqual([game.version, game.fen, game.ply]);
    expect(() => OnlineGame.replay([game.events[0]!, game.events[2]!])).toThrow(/version/);
    const forged = {
      ...(game.events[1] as EventBody),
      v: 2,
      at: 0,
      moves: ['1e2-1e5', 'end'],
    } as GameEvent;
    expect(() => OnlineGame.replay([game.events[0]!, forged])).toThrow();
  });
});

describe('claiming a game the opponent has left (docs/online.md §Leaving)', () => {
  const GRACE = 30_000;
  /** Claims for `actor`, the other seat gone for `goneFor` ms (null: here); the code or event. */
  function claim(
    game: OnlineGame,
    actor: Actor,
    result: 'win' | 'draw',
    goneFor: number | null,
  ): string | GameEvent {
    const proposal = game.proposeClaim(actor, { game: game.gameNumber, result }, goneFor, GRACE);
    if (!proposal.ok) return proposal.code;
    const event = { ...proposal.event, v: game.version + 1, at: 2 } as GameEvent;
    game.apply(event);
    return event;
  }

  it('only a player, only after the grace period, only once both sides have moved', () => {
    const game = newGame('chess');
    // rule pinned: nothing to claim before both sides' first turns (the friend never came)
    expect(claim(game, 'white', 'win', GRACE * 10)).toBe('claim-too-early');
    turn(game, 'white', ['e2e4']);
    expect(claim(game, 'white', 'win', GRACE)).toBe('claim-too-early');
    turn(game, 'black', ['e7e5']);
    const rows: Array<[Actor, number | null, string]> = [
      ['white', null, 'opponent-here'], // the opponent is here
      ['white', GRACE - 1, 'opponent-here'], // gone, but not for the whole grace period
      ['organiser', GRACE, 'not-a-player'],
    ];
    for (const [actor, goneFor, expected] of rows)
      expect([actor, goneFor, claim(game, actor, 'win', goneFor)]).toEqual([
        actor,
        goneFor,
        expected,
      ]);
    expect(game.outcome).toBeNull();
    expect(claim(game, 'black', 'win', GRACE)).toMatchObject({ t: 'claim', by: 'black' });
    expect(game.outcome).toEqual({ winner: 'black', reason: 'abandoned' });
    expect(claim(game, 'white', 'win', GRACE)).toBe('game-over');
    expect(OnlineGame.replay(game.events).outcome).toEqual(game.outcome);
  });

  it('a draw claimed is a draw; a timed game’s clocks stop at the claim', () => {
    const start = startPosition('chess');
    if (!start.ok) throw new Error(start.detail);
    const control = { base: 60_000, increment: 0, delay: 0 };
    const game = OnlineGame.replay([
      { v: 1, at: 0, t: 'start', game: 1, variant: 'chess', fen: start.fen, white: 0, control },
    ]);
    turn(game, 'white', ['e2e4']);
    turn(game, 'black', ['e7e5']);
    expect(claim(game, 'white', 'draw', GRACE)).toMatchObject({ t: 'claim', result: 'draw' });
    expect(game.outcome).toEqual({ winner: null, reason: 'abandoned' });
    expect(game.clockState(10_000)?.running).toBeNull();
    expect(game.msToFlag(10_000)).toBeNull();
  });
});

describe('validators (src/protocol/validators.ts)', () => {
  it('take exactly the documented shapes', () => {
    const ok = (value: unknown) => validators.turn(value).ok;
    expect(ok({ game: 1, ply: 0, moves: ['e2e4'], nonce: 'abc' })).toBe(true);
    expect(validators.turn({ game: 1, ply: 0, moves: ['e2e4'], nonce: 'a b' })).toEqual({
      ok: false,
      detail: 'nonce',
    });
    expect(validators.turn({ game: 1, ply: -1, moves: ['e2e4'], nonce: 'a' })).toEqual({
      ok: false,
      detail: 'ply',
    });
    expect(validators.turn({ game: 1, ply: 0, moves: Array(5).fill('end'), nonce: 'a' })).toEqual({
      ok: false,
      detail: 'moves',
    });
    expect(validators.turn({ game: 1, ply: 0, moves: ['x'.repeat(13)], nonce: 'a' })).toEqual({
      ok: false,
      detail: 'moves',
    });
    expect(validators.turn(['e2e4'])).toEqual({ ok: false, detail: 'message' });
    expect(validators.draw({ game: 1, op: 'request' })).toEqual({ ok: false, detail: 'op' });
    expect(validators.takeback({ game: 1, op: 'request' }).ok).toBe(true);
    expect(validators.claim({ game: 1, result: 'win' }).ok).toBe(true);
    expect(validators.claim({ game: 1, result: 'loss' })).toEqual({ ok: false, detail: 'result' });
    expect(validators.sync({ since: 1.5 })).toEqual({ ok: false, detail: 'since' });
    expect(validators.publish({ state: [] })).toEqual({ ok: false, detail: 'state' });
    expect(checkGameJoin({ protocol: 1, gameId: 'abcdefghijkl' }).ok).toBe(true);
    expect(checkGameJoin({ protocol: 2, gameId: 'abcdefghijkl' })).toEqual({
      ok: false,
      detail: 'protocol',
    });
    expect(checkGameJoin({ protocol: 1, gameId: 'abcdefghijkl', key: 'short' })).toEqual({
      ok: false,
      detail: 'key',
    });
    expect(checkCreateGame({ variant: 'go' })).toEqual({ ok: false, detail: 'variant' });
    expect(startPosition('chess', '8/8/8/8/8/8/8/8 w - - 0 1').ok).toBe(false);
  });
});

describe('the online clock (docs/online.md §Clocks), kept by the server with an injected time', () => {
  const control = { base: 60_000, increment: 2_000, delay: 0 };
  function timed(variant: OnlineVariant = 'chess', fen?: string): OnlineGame {
    const start = startPosition(variant, fen);
    if (!start.ok) throw new Error(start.detail);
    return OnlineGame.replay([
      { v: 1, at: 1000, t: 'start', game: 1, variant, fen: start.fen, white: 0, control },
    ]);
  }
  /** Plays a turn at server time `at` with the client's reported `lag`. */
  function timedTurn(game: OnlineGame, actor: Actor, moves: string[], at: number, lag?: number) {
    const message = { game: game.gameNumber, ply: game.ply, moves, nonce: `c${++nonce}` };
    const proposal = game.propose(
      actor,
      'turn',
      lag === undefined ? message : { ...message, lag },
      at,
    );
    if (!proposal.ok) return proposal.code;
    const event = { ...proposal.event, v: game.version + 1, at } as GameEvent;
    game.apply(event);
    return event;
  }
  const left = (game: OnlineGame, at: number) => {
    const state = game.clockState(at)!;
    return [state.white, state.black, state.running];
  };

  it('starts after both first turns, runs for the side to move, credits the increment per turn', () => {
    const game = timed();
    expect(left(game, 50_000)).toEqual([60_000, 60_000, null]);
    timedTurn(game, 'white', ['e2e4'], 20_000);
    expect(left(game, 30_000)).toEqual([60_000, 60_000, null]);
    timedTurn(game, 'black', ['e7e5'], 40_000);
    expect(left(game, 45_000)).toEqual([55_000, 60_000, 'white']);
    const event = timedTurn(game, 'white', ['g1f3'], 50_000) as GameEvent;
    expect(event).toMatchObject({ clk: 52_000 }); // 60 s − 10 s + 2 s
    expect(left(game, 53_000)).toEqual([52_000, 57_000, 'black']);
  });

  it('a Parallel worlds turn of three sub-moves is one turn: one increment, one switch', () => {
    const game = timed('parallel-worlds');
    timedTurn(game, 'white', ['1e2-1e4', '3e2-3e4'], 2_000);
    expect(code(timedTurn(game, 'black', ['1e7-1e5', 'end'], 3_000))).toBe('turn');
    expect(left(game, 3_000)[2]).toBe('white');
    const event = timedTurn(game, 'white', ['1d2-1d4', '3d2-3d4', 'end'], 13_000);
    expect(event).toMatchObject({ clk: 52_000 });
    expect(left(game, 13_000)).toEqual([52_000, 60_000, 'black']);
  });

  it('credits the reported lag up to the quota, refilled per turn (lichess LagTracker)', () => {
    const game = timed();
    timedTurn(game, 'white', ['e2e4'], 2_000);
    timedTurn(game, 'black', ['e7e5'], 3_000);
    // gain for 1+2: (60 + 80) s × 4 + 150 = 710 ms; the quota starts at 3 gains, 2130 ms
    expect(lagGain(control)).toBe(710);
    expect(timedTurn(game, 'white', ['g1f3'], 13_000, 5_000)).toMatchObject({ lag: 2130 });
    expect(left(game, 13_000)[0]).toBe(60_000 - 10_000 + 2130 + 2000);
    // the quota is now 0 + one gain
    timedTurn(game, 'black', ['b8c6'], 14_000);
    expect(timedTurn(game, 'white', ['f1c4'], 15_000, 5_000)).toMatchObject({ lag: 710 });
    // never more than the turn used
    timedTurn(game, 'black', ['g8f6'], 16_000);
    expect(timedTurn(game, 'white', ['d2d3'], 16_100, 900)).toMatchObject({ lag: 100 });
  });

  it('flags the side to move when its time and quota are spent; the timer is asked by msToFlag', () => {
    const game = timed();
    timedTurn(game, 'white', ['e2e4'], 2_000);
    timedTurn(game, 'black', ['e7e5'], 3_000);
    const quota = 3 * lagGain(control);
    expect(game.msToFlag(3_000)).toBe(60_000 + quota);
    expect(game.flagDue(3_000 + 60_000)).toBeNull(); // the quota may still save a late turn
    expect(game.flagDue(3_000 + 60_000, 0)).toMatchObject({ t: 'flag', by: 'white' });
    // a turn after the time, without lag, is refused; with lag enough it is played
    expect(timedTurn(game, 'white', ['g1f3'], 3_000 + 60_500)).toBe('game-over');
    const flag = game.flagDue(3_000 + 60_000 + quota + 1)!;
    game.apply({ ...flag, v: game.version + 1, at: 3_000 + 60_000 + quota + 1 } as GameEvent);
    expect(game.outcome).toEqual({ winner: 'black', reason: 'timeout' });
    expect(left(game, 200_000)).toEqual([0, 60_000, null]);
    expect(game.msToFlag(200_000)).toBeNull();
  });

  it('a flag is a draw when the other side could never win (canStillWin)', () => {
    const game = timed('chess', '4k3/8/8/8/8/8/8/4K2R b - - 0 1');
    timedTurn(game, 'black', ['e8d8'], 2_000);
    timedTurn(game, 'white', ['h1h2'], 3_000);
    game.apply({ t: 'flag', game: 1, by: 'black', v: game.version + 1, at: 90_000 } as GameEvent);
    expect(game.outcome).toEqual({ winner: 'white', reason: 'timeout' });
    const lone = timed('chess', '4k3/8/8/8/8/8/8/4K2R w - - 0 1');
    lone.apply({ t: 'flag', game: 1, by: 'white', v: 2, at: 90_000 } as GameEvent);
    expect(lone.outcome).toEqual({ winner: null, reason: 'timeout' });
  });

  it('a takeback restores the clock as the turn now to play began; a replay gives the same clock', () => {
    const game = timed();
    timedTurn(game, 'white', ['e2e4'], 2_000);
    timedTurn(game, 'black', ['e7e5'], 3_000);
    timedTurn(game, 'white', ['g1f3'], 13_000); // white 52 s
    timedTurn(game, 'black', ['b8c6'], 23_000); // black 52 s
    const ask = game.propose('white', 'takeback', { game: 1, op: 'request' });
    if (!ask.ok) throw new Error(ask.code);
    game.apply({ ...ask.event, v: game.version + 1, at: 24_000 } as GameEvent);
    const yes = game.propose('black', 'takeback', { game: 1, op: 'accept' });
    if (!yes.ok) throw new Error(yes.code);
    game.apply({ ...yes.event, v: game.version + 1, at: 30_000 } as GameEvent);
    expect(game.ply).toBe(2);
    // White to move again with the 60 s it had when that turn began, running from the takeback
    expect(left(game, 35_000)).toEqual([55_000, 60_000, 'white']);
    expect(OnlineGame.replay(game.events).clockState(35_000)).toEqual(game.clockState(35_000));
  });

  it('a rematch keeps the control; an untimed game has no clock', () => {
    const game = timed();
    const resign = game.propose('white', 'resign', { game: 1 });
    if (!resign.ok) throw new Error(resign.code);
    game.apply({ ...resign.event, v: 2, at: 5_000 } as GameEvent);
    const offer = game.propose('organiser', 'rematch', { game: 1, op: 'offer' });
    if (!offer.ok) throw new Error(offer.code);
    expect(offer.event).toMatchObject({ t: 'start', game: 2, control });
    expect(newGame('chess').clockState(0)).toBeUndefined();
    expect(checkCreateGame({ variant: 'chess', clock: '5+3' }).ok).toBe(true);
    expect(
      validators.turn({ game: 1, ply: 0, moves: ['e2e4'], nonce: 'abcdefgh', lag: -1 }).ok,
    ).toBe(false);
  });
});
