/**
 * The online game's authority (src/server/game.ts) and the protocol's validators
 * (src/server/protocol.ts), without any server: what a player may ask for, what it is refused
 * and with which code, and that the event log plays back to the same game.
 */
import { describe, expect, it } from 'vitest';
import { OnlineGame, startPosition, type EventBody } from '../../src/server/game';
import {
  checkCreateGame,
  checkGameJoin,
  validators,
  type Actor,
  type GameEvent,
  type OnlineVariant,
} from '../../src/server/protocol';

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

describe('validators (src/server/protocol.ts)', () => {
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
