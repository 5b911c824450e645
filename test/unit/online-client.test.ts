// The client half of online play (src/game/online, issue 26): the links and the routes they
// open, and the remote side
// controller (`OnlineGame`) against a fake connection: this screen's Parallel worlds turn sent
// whole (its sub-moves first as provisional), the opponent's turn played through the away-move
// path, a refused turn putting the board back to the server's position, a takeback and a
// resignation from the log, a claim of a game the opponent left, and a watcher's board that takes no move but shows sub-moves as they
// are made; a premove sent as the opponent's turn lands, or dropped, and none in a correspondence game.
import { writeRecord } from '../../src/game/recordFile';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameById, parseSquare } from '../../src/rules';
import { premoveText } from '../../src/game/premove';
import { createGameStore } from '../../src/game/store';
import { followLink, gameLink, keyOfHash, readFollowCode } from '../../src/game/online/links';
import type { ConnectionHandlers, GameConnection } from '../../src/game/online/connection';
import { OnlineGame } from '../../src/game/online/onlineGame';
import type { ClientMessages, GameEvent, GamePresence, Role, Seat } from '../../src/protocol';
import { makeSearch, parseRoute } from '../../src/ui/shell/route';

const PW = gameById('parallel-worlds')!;
const KEY = 'abcdefghijklmnopqrstuv';
const ROOM = 'Xy3_9kQpLm2a';

describe('online links and routes', () => {
  it('puts the key after # and reads it back', () => {
    expect(gameLink('https://x.org', ROOM, KEY)).toBe(`https://x.org/?online=${ROOM}#key=${KEY}`);
    expect(gameLink('https://x.org', ROOM)).toBe(`https://x.org/?online=${ROOM}`);
    expect(gameLink('https://x.org', ROOM, undefined, '2d')).toBe(
      `https://x.org/?online=${ROOM}&view=2d`,
    );
    expect(keyOfHash(`#key=${KEY}`)).toBe(KEY);
    expect(keyOfHash('#key=short')).toBeNull();
    expect(keyOfHash('')).toBeNull();
    expect(followLink('https://x.org', 'ABC234')).toBe('https://x.org/?follow=ABC234');
    expect(readFollowCode(' abc-234 ')).toBe('ABC234');
    expect(readFollowCode('ABC10O')).toBeNull(); // 0, 1 and O are not in the alphabet
  });

  it.each([
    [
      '?online=new&game=plunder',
      '',
      { room: 'new', game: 'plunder', side: 'white', organise: false, key: null },
    ],
    ['?online=new&game=parallel-worlds&side=black&view=3d', '', { side: 'black', view: '3d' }],
    ['?online=new&game=pocket-mutation&for=others', '', { organise: true }],
    [
      '?online=new&game=plunder&side=black&clock=5+3&fen=4k3%2F8%2F8%2F8%2F8%2F8%2F8%2FR3K3+b+-+-+0+1',
      '',
      { side: 'black', clock: '5+3', fen: '4k3/8/8/8/8/8/8/R3K3 b - - 0 1' },
    ],
    [`?online=${ROOM}`, '', { room: ROOM, key: null }],
    [`?online=${ROOM}&view=2d`, `#key=${KEY}`, { room: ROOM, key: KEY, view: '2d' }],
  ])('reads %s%s', (search, hash, expected) => {
    const route = parseRoute(search, hash);
    expect(route).toMatchObject({ page: 'online', ...expected });
    expect(
      parseRoute(
        ...(makeSearch(route)
          .split('#')
          .map((part, i) => (i ? `#${part}` : part)) as [string, string]),
      ),
    ).toEqual(route);
  });

  it('reads a follow route', () => {
    expect(parseRoute('?follow=ABC234')).toEqual({ page: 'follow', code: 'ABC234' });
    expect(makeSearch({ page: 'follow', code: 'ABC234' })).toBe('?follow=ABC234');
  });
});

let v = 0;
const at = 0;
const start = (white: Seat = 0, game = 1): GameEvent => ({
  t: 'start',
  v: ++v,
  game,
  at,
  variant: 'parallel-worlds',
  fen: PW.startFen,
  white,
});
const turn = (ply: number, by: 'white' | 'black', moves: string[], game = 1): GameEvent => ({
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

const fakePresence: GamePresence = {
  watchers: 1,
  players: [true, true],
  organiser: false,
  claimIn: [null, null],
};

/** A connection that records what is sent and lets the test deliver events. */
function fakeRoom(role: Role, seat?: Seat) {
  const events: GameEvent[] = [start()];
  const sent: { type: string; message: unknown }[] = [];
  let handlers!: ConnectionHandlers;
  const connection: GameConnection = {
    events,
    role,
    seat,
    presence: fakePresence,
    connected: true,
    sendTurn: (message: ClientMessages['turn']) => sent.push({ type: 'turn', message }),
    send: (type, message) => sent.push({ type, message }),
    close: async () => {},
  };
  const game = new OnlineGame({
    gameId: ROOM,
    connect: async (given) => {
      // as GameClient does: the connection's presence is the latest before it is reported
      handlers = {
        ...given,
        onPresence: (presence) => {
          Object.assign(connection, { presence });
          given.onPresence(presence);
        },
      };
      return connection;
    },
    makeStore: (session) => createGameStore(session),
    opponentName: 'Friend online',
    nonce: () => 'nonce1',
    pollMs: 10_000,
  });
  const deliver = (...more: GameEvent[]) => {
    events.push(...more);
    handlers.onEvents(more);
  };
  return { game, sent, deliver, events, handlers: () => handlers };
}

const board = (game: OnlineGame) => game.state.getState().store!.getState();
const moves = (game: OnlineGame) => board(game).session.moves.map((move) => move.canonical);

let running: OnlineGame | null = null;
afterEach(() => running?.stop());

async function joined(role: Role, seat?: Seat) {
  v = 0;
  const room = fakeRoom(role, seat);
  running = room.game;
  room.game.start();
  await vi.waitFor(() => expect(room.game.state.getState().store).not.toBeNull());
  return room;
}

describe('OnlineGame, the remote side controller', () => {
  it("sends this screen's turn whole, sub-moves first as provisional", async () => {
    const { game, sent } = await joined('player', 0);
    expect(game.state.getState()).toMatchObject({ side: 'white', status: 'connected', version: 1 });
    expect(board(game).session.players).toEqual([
      { kind: 'here' },
      { kind: 'remote', name: 'Friend online' },
    ]);
    expect(board(game).typeMove('1g1-1f3')).toBe(true);
    expect(sent).toEqual([
      { type: 'provisional', message: { game: 1, ply: 0, moves: ['1g1-1f3'] } },
    ]);
    board(game).endTurn();
    expect(sent.at(-1)).toEqual({
      type: 'turn',
      message: { game: 1, ply: 0, moves: ['1g1-1f3', 'end'], nonce: 'nonce1' },
    });
    expect(sent.filter((s) => s.type === 'turn')).toHaveLength(1);
  });

  it('names the players as the room names the seats, in the record too, once the names come', async () => {
    const { game, handlers, deliver } = await joined('player', 1); // seat 1 plays Black in game 1
    // no names yet: the opponent is the fallback word
    expect(board(game).session.players).toEqual([
      { kind: 'remote', name: 'Friend online' },
      { kind: 'here' },
    ]);
    deliver(turn(0, 'white', ['1g1-1f3', 'end']));
    // the names as the room sends them when a seat is taken (read by seatNames.ts only)
    handlers().onNames?.([{ name: 'alice' }, { name: 'bob' }]);
    expect(board(game).session.players).toEqual([
      { kind: 'remote', name: 'alice' },
      { kind: 'here', name: 'bob' },
    ]);
    expect(moves(game)).toEqual(['1g1-1f3', 'end']); // built again with the names, moves kept
    expect(writeRecord(board(game).session)).toContain('[White "alice"]\n[Black "bob"]');
    expect(board(game).typeMove('3g8-3f6')).toBe(true); // still this screen's to play
  });

  it("plays the opponent's turn through the away-move path", async () => {
    const { game, deliver } = await joined('player', 0);
    board(game).typeMove('1g1-1f3');
    board(game).endTurn();
    const before = board(game).session;
    deliver(turn(0, 'white', ['1g1-1f3', 'end']), turn(1, 'black', ['1g8-1f6', 'end']));
    expect(moves(game)).toEqual(['1g1-1f3', 'end', '1g8-1f6', 'end']);
    expect(board(game).session).toBe(before); // played on, not rebuilt
    expect(game.state.getState().version).toBe(3);
    // the screen cannot move for the opponent
    deliver(turn(2, 'white', ['1b1-1c3', 'end']));
    expect(board(game).typeMove('1b8-1c6')).toBe(false);
  });

  it('folds only the events that are new, and plays on without building the board again', async () => {
    const { game, deliver, handlers, events } = await joined('watcher');
    const shown = board(game).session;
    deliver(turn(0, 'white', ['1g1-1f3', 'end']));
    // the opponent's sub-moves so far, then its whole turn: played on, not rebuilt
    handlers().onProvisional({ game: 1, ply: 1, by: 'black', moves: ['1g8-1f6'] });
    deliver(turn(1, 'black', ['1g8-1f6', 'end']));
    expect(moves(game)).toEqual(['1g1-1f3', 'end', '1g8-1f6', 'end']);
    expect(board(game).session).toBe(shown);
    // what was folded is not read again: a log whose old events were lost still goes on
    events.fill(null!);
    deliver(turn(2, 'white', ['1b1-1c3', 'end']));
    expect(moves(game)).toEqual(['1g1-1f3', 'end', '1g8-1f6', 'end', '1b1-1c3', 'end']);
    expect(board(game).session).toBe(shown);
    expect(game.state.getState().game?.turns).toHaveLength(3);
  });

  it('puts the board back to the server position after a refused turn', async () => {
    const { game, handlers } = await joined('player', 0);
    board(game).typeMove('1g1-1f3');
    board(game).endTurn();
    handlers().onRefused({ type: 'turn', code: 'wrong-ply', ref: 'nonce1' });
    expect(moves(game)).toEqual([]);
    expect(game.state.getState().refusal?.code).toBe('wrong-ply');
    game.dismissRefusal();
    expect(game.state.getState().refusal).toBeNull();
  });

  it('follows a takeback and a resignation, and sends the actions', async () => {
    const { game, deliver, sent } = await joined('player', 1);
    expect(game.state.getState().side).toBe('black');
    deliver(turn(0, 'white', ['1g1-1f3', 'end']));
    deliver({ t: 'takeback', v: ++v, game: 1, at, op: 'request', by: 'white', undo: 1 });
    expect(game.state.getState().game?.takeback).toBe('white');
    game.act('takeback', 'accept');
    expect(sent.at(-1)).toEqual({ type: 'takeback', message: { game: 1, op: 'accept' } });
    deliver({ t: 'takeback', v: ++v, game: 1, at, op: 'accept', by: 'black', undo: 1 });
    expect(moves(game)).toEqual([]);
    game.act('resign');
    expect(sent.at(-1)).toEqual({ type: 'resign', message: { game: 1 } });
    deliver({ t: 'resign', v: ++v, game: 1, at, by: 'black' });
    expect(board(game).session.outcome).toEqual({ winner: 0, reason: 'resignation' });
  });

  it('the opponent gone: the claim’s time from the presence, the claim sent, the game decided', async () => {
    const { game, deliver, sent, handlers } = await joined('player', 0);
    expect(game.state.getState().claimAt).toBeNull(); // both here
    deliver(turn(0, 'white', ['1g1-1f3', 'end']), turn(1, 'black', ['1g8-1f6', 'end']));
    const before = performance.now();
    handlers().onPresence({
      watchers: 0,
      players: [true, false],
      organiser: false,
      claimIn: [null, 5000], // Black's seat empty: White may claim in 5 s
    });
    const claimAt = game.state.getState().claimAt!;
    expect(claimAt).toBeGreaterThanOrEqual(before + 5000 - 50);
    expect(claimAt).toBeLessThanOrEqual(performance.now() + 5000 + 50);
    const shown = board(game).session;
    game.act('claim', 'win');
    expect(sent.at(-1)).toEqual({ type: 'claim', message: { game: 1, result: 'win' } });
    deliver({ t: 'claim', v: ++v, game: 1, at, by: 'white', result: 'win' });
    expect(game.state.getState().game?.outcome).toEqual({ winner: 'white', reason: 'abandoned' });
    expect(board(game).session.outcome).toEqual({ winner: 0, reason: 'abandoned' });
    expect(moves(game)).toEqual(['1g1-1f3', 'end', '1g8-1f6', 'end']); // the moves stay
    expect(board(game).session).toBe(shown); // decided on the board, not rebuilt
    expect(board(game).announced).toEqual({ kind: 'abandoned', winner: 0 });
  });

  it('a claimed draw is a draw on the board; the watcher sees no claim of its own', async () => {
    const { game, deliver, handlers } = await joined('watcher');
    handlers().onPresence({
      watchers: 1,
      players: [false, true],
      organiser: false,
      claimIn: [0, null],
    });
    expect(game.state.getState().claimAt).toBeNull(); // only a player claims
    deliver(turn(0, 'white', ['1g1-1f3', 'end']), turn(1, 'black', ['1g8-1f6', 'end']));
    deliver({ t: 'claim', v: ++v, game: 1, at, by: 'black', result: 'draw' });
    expect(board(game).session.outcome).toEqual({ winner: null, reason: 'abandoned' });
  });

  it('starts a new store for a rematch', async () => {
    const { game, deliver } = await joined('player', 0);
    const first = game.state.getState().store;
    deliver({ t: 'resign', v: ++v, game: 1, at, by: 'white' }, start(1, 2));
    expect(game.state.getState().store).not.toBe(first);
    expect(game.state.getState()).toMatchObject({ side: 'black', game: { number: 2 } });
  });

  it("shows a watcher the mover's sub-moves and takes no move from it", async () => {
    const { game, handlers, deliver } = await joined('watcher');
    expect(game.state.getState().side).toBeNull();
    expect(board(game).typeMove('1g1-1f3')).toBe(false);
    handlers().onProvisional({ game: 1, ply: 0, by: 'white', moves: ['1g1-1f3'] });
    expect(moves(game)).toEqual(['1g1-1f3']);
    // the mover took the sub-move back and played another: the board follows
    handlers().onProvisional({ game: 1, ply: 0, by: 'white', moves: ['3b1-3c3'] });
    expect(moves(game)).toEqual(['3b1-3c3']);
    // two sub-moves finish this turn (the middle board has no move yet)
    deliver(turn(0, 'white', ['3b1-3c3', '1g1-1f3']));
    expect(moves(game)).toEqual(['3b1-3c3', '1g1-1f3']);
    expect(board(game).session.position.turn).toBe(1);
  });
});

describe('OnlineGame, premoves (issue 43)', () => {
  /** A press on a square of this screen's Parallel worlds board. */
  const press = (game: OnlineGame, name: string) =>
    board(game).pick({ kind: 'square', square: parseSquare(name, 3)! });

  it("sends the premoved turn at once, with its nonce, when the opponent's turn lands", async () => {
    const { game, deliver, sent } = await joined('player', 1); // Black, White to move
    press(game, '1e7');
    press(game, '1e5');
    board(game).endTurn();
    expect(premoveText(board(game).premove)).toEqual(['1e7-1e5', 'end']);
    expect(sent).toEqual([]); // a premove stays on this screen
    deliver(turn(0, 'white', ['1g1-1f3', 'end']));
    // as a turn picked here: its sub-move shown to the others, then the whole turn
    expect(sent).toEqual([
      { type: 'provisional', message: { game: 1, ply: 1, moves: ['1e7-1e5'] } },
      {
        type: 'turn',
        message: { game: 1, ply: 1, moves: ['1e7-1e5', 'end'], nonce: 'nonce1' },
      },
    ]);
    expect(moves(game)).toEqual(['1g1-1f3', 'end', '1e7-1e5', 'end']);
    expect(board(game).premove).toBeNull();
  });

  it('drops a premove the reply made illegal and sends nothing', async () => {
    const { game, deliver, sent } = await joined('player', 1);
    deliver(turn(0, 'white', ['1e2-1e4', 'end']));
    board(game).typeMove('1d7-1d5');
    board(game).endTurn();
    deliver(turn(1, 'black', ['1d7-1d5', 'end']));
    const turns = sent.filter((s) => s.type === 'turn').length;
    press(game, '1d5');
    press(game, '1e4');
    board(game).endTurn();
    expect(premoveText(board(game).premove)).toEqual(['1d5-1e4', 'end']);
    deliver(turn(2, 'white', ['1e4-1d5', 'end'])); // the pawn to take has taken
    expect(sent.filter((s) => s.type === 'turn')).toHaveLength(turns);
    expect(board(game).premove).toBeNull();
    expect(board(game).premoveDropped).toBe(true);
  });

  it('takes no premove in a correspondence game, nor for a watcher', async () => {
    const { game, deliver } = await joined('player', 1);
    deliver({ ...start(0, 2), days: 3 } as GameEvent); // a correspondence game of the room
    press(game, '1e7');
    press(game, '1e5');
    expect(board(game).premove).toBeNull();
    running?.stop();
    const watched = await joined('watcher');
    press(watched.game, '1e7');
    expect(board(watched.game).premove).toBeNull();
  });
});
