// The computer at the board (src/game/computerPlayer.ts) with the real search in-process: it
// answers the player's move with a legal one, refuses the player's input on its own turn, plays
// a Parallel worlds turn sub-move by sub-move (one store change each), plays the best move so
// far on "move now", finds a hint, plays both sides and pauses, and never moves again after the
// player took back to their turn, and leaves a side played elsewhere (a remote player) to its own
// moves while the screen waits. Also the players in the record's tags (players.ts,
// recordFile.ts) and the counts of "take back to my turn" (turnHistory.ts). No pauses: timing 0.
import { describe, expect, it, vi } from 'vitest';
import { ComputerPlayer, type ComputerTiming } from '../../src/game/computerPlayer';
import { EngineClient, inProcessTransport } from '../../src/game/engineClient';
import { makeEntry, newEntryId, restoreEntry } from '../../src/game/library';
import {
  computer,
  HUMAN,
  parsePlayerTag,
  playerTag,
  TWO_HUMANS,
  type Players,
} from '../../src/game/players';
import { readRecord, writeRecord } from '../../src/game/recordFile';
import { GameSession } from '../../src/game/session';
import { createGameStore } from '../../src/game/store';
import { redoToPlayerCount, undoToPlayerCount } from '../../src/game/turnHistory';
import { gameById, PARALLEL_WORLDS, PLUNDER, type GameDefinition } from '../../src/rules';

vi.setConfig({ testTimeout: 30_000 });

const NO_PAUSES: ComputerTiming = { answerMs: () => 0, subMoveMs: () => 0, demoMs: () => 0 };

function setUp(game: GameDefinition, players: Players, moves: readonly string[] = []) {
  const started = GameSession.start(game, undefined, players);
  if (!started.ok) throw new Error(started.error);
  for (const text of moves) {
    const played = started.value.playText(text);
    if (!played.ok) throw new Error(played.error);
  }
  const store = createGameStore(started.value);
  const player = new ComputerPlayer(store, NO_PAUSES, new EngineClient(inProcessTransport));
  return { store, player, session: started.value };
}

async function until(condition: () => boolean, what: string, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('the computer at the board', () => {
  it('answers the player with a legal move and hands the turn back', async () => {
    const { store, player, session } = setUp(PLUNDER, [HUMAN, computer(1)]);
    player.start();
    expect(store.getState().typeMove('e2e4')).toBe(true);
    // its own turn: the player's input changes nothing
    expect(store.getState().typeMove('d7d5')).toBe(false);
    expect(store.getState().message).toEqual({ code: 'computer-to-move' });
    await until(() => session.moves.length === 2, "the computer's answer");
    expect(session.moves[1]!.color).toBe(1);
    expect(session.position.turn).toBe(0);
    await settle();
    expect(session.moves).toHaveLength(2); // and it waits for the player
    expect(player.state.getState().thinking).toBeNull();
    player.stop();
  });

  it('moves first when it has White, and the player picks nothing on its turn', async () => {
    const { store, player, session } = setUp(PLUNDER, [computer('greedy'), HUMAN]);
    store.getState().pick({ kind: 'square', square: 0x14 }); // e2: a white man
    expect(store.getState().selected).toBeNull();
    player.start();
    await until(() => session.moves.length === 1, 'its first move');
    expect(session.moves[0]!.color).toBe(0);
    player.stop();
  });

  it('leaves a side played elsewhere alone; the screen waits for that player as for the computer', async () => {
    const alice: Players = [HUMAN, { kind: 'remote', name: 'alice' }];
    const { store, player, session } = setUp(PLUNDER, alice);
    player.start();
    expect(store.getState().typeMove('e2e4')).toBe(true);
    expect(store.getState().typeMove('d7d5')).toBe(false); // not played here
    expect(store.getState().message).toEqual({ code: 'opponent-to-move' });
    store.getState().pick({ kind: 'square', square: 0x63 }); // d7: a black man
    expect(store.getState().selected).toBeNull();
    await settle();
    expect(session.moves).toHaveLength(1); // the computer does not play for her
    expect(player.state.getState().thinking).toBeNull();
    expect(store.getState().playAwayMove('d7d5')).toBe(true); // her move, as it arrives
    expect(store.getState().playAwayMove('d2d4')).toBe(false); // White is played here
    expect(writeRecord(session)).toMatch(/\[White "Human"\]\n\[Black "alice"\]/);
    expect(
      makeEntry(session, { id: 'x', name: null, opponent: null, createdAt: '' }, null, 0),
    ).toMatchObject({ opponent: 'alice' });
    player.stop();
  });

  it('plays a whole Parallel worlds turn sub-move by sub-move', async () => {
    const { store, player, session } = setUp(PARALLEL_WORLDS, [computer(2), HUMAN]);
    const seen: string[] = [];
    store.subscribe((state) => seen.push(state.session.fenWithSubMoves()));
    player.start();
    await until(() => session.position.turn === 1, "the computer's turn");
    const turn = session.moves.map((move) => move.canonical);
    expect(turn.length).toBeGreaterThanOrEqual(1);
    expect(seen).toHaveLength(turn.length); // one store change per sub-move
    if (turn.length > 1) expect(seen[0]).toBe(`${PARALLEL_WORLDS.startFen} ; ${turn[0]}`);
    player.stop();
  });

  it('"move now" plays the best move found so far', async () => {
    const { player, session } = setUp(PLUNDER, [HUMAN, computer(8)], ['e2e4']);
    let best: string | null = null;
    player.state.subscribe((state) => {
      if (state.best && best === null) {
        best = state.best.moves[0]!;
        player.moveNow();
      }
    });
    player.start();
    await until(() => session.moves.length === 2, "the computer's move");
    expect(session.moves[1]!.canonical).toBe(best);
    player.stop();
  });

  it('after "take back to my turn" the computer waits; replaying gives its answer back', async () => {
    const { store, player, session } = setUp(PLUNDER, [HUMAN, computer(1)]);
    player.start();
    store.getState().typeMove('d2d4');
    await until(() => session.moves.length === 2, "the computer's answer");
    const answer = session.moves[1]!.canonical;
    expect(undoToPlayerCount(session)).toBe(2);
    for (let i = 0; i < 2; i++) store.getState().undo();
    await settle();
    expect(session.moves).toHaveLength(0);
    expect(redoToPlayerCount(session)).toBe(2);
    for (let i = 0; i < 2; i++) store.getState().redo();
    expect(session.moves.map((m) => m.canonical)).toEqual(['d2d4', answer]);
    await settle();
    expect(session.moves).toHaveLength(2);
    player.stop();
  });

  it('finds a hint for the player, marks its squares, and a move clears it', async () => {
    const { store, player } = setUp(PLUNDER, [HUMAN, computer(1)]);
    player.start();
    player.hint();
    await until(() => store.getState().hint !== null, 'the hint');
    const hint = store.getState().hint!;
    expect(hint.moves).toHaveLength(1);
    expect(hint.squares).toHaveLength(1);
    expect(store.getState().session.legalMoves().length).toBeGreaterThan(0);
    expect(store.getState().typeMove(hint.moves[0]!)).toBe(true); // a legal move
    expect(store.getState().hint).toBeNull();
    player.stop();
  });

  it('plays both sides by itself until paused', async () => {
    const { player, session } = setUp(PLUNDER, [computer('random'), computer('greedy')]);
    player.start();
    await until(() => session.moves.length >= 6, 'six moves');
    player.setPaused(true);
    const count = session.moves.length;
    await settle();
    expect(session.moves.length).toBe(count);
    expect(session.moves.map((m) => m.color).slice(0, 4)).toEqual([0, 1, 0, 1]);
    player.setPaused(false);
    await until(() => session.moves.length > count, 'the game to go on');
    player.stop();
  });
});

describe('players in the record', () => {
  it.each([
    { player: HUMAN, tag: 'Human' },
    { player: computer(4), tag: 'Computer level 4' },
    { player: computer('random'), tag: 'Computer random' },
    { player: computer('greedy'), tag: 'Computer greedy' },
  ])('$tag is written and read back', ({ player, tag }) => {
    expect(playerTag(player)).toBe(tag);
    expect(parsePlayerTag(tag)).toEqual(player);
  });

  it.each(['Anna', 'Computer level 9', 'Computer', '', undefined])(
    'a name that is not the computer (%j) is a person',
    (tag) => expect(parsePlayerTag(tag)).toEqual(HUMAN),
  );

  it('a game against the computer writes its players as tags and keeps them when read', () => {
    const { session } = setUp(PLUNDER, [computer(3), HUMAN], ['e2e4']);
    const text = writeRecord(session);
    expect(text).toContain('[White "Computer level 3"]\n[Black "Human"]');
    const read = readRecord(text);
    expect(read.ok && read.value.players).toEqual([computer(3), HUMAN]);
    const now = new Date();
    const meta = { id: newEntryId(now), name: null, opponent: null, createdAt: now.toISOString() };
    const entry = makeEntry(session, meta, null, 1, now);
    expect(entry.opponent).toBe('Computer level 3'); // what the list of games shows
    const restored = restoreEntry(entry);
    expect(restored.ok && restored.value.players).toEqual([computer(3), HUMAN]);
  });

  it('a game of two people writes no player tags', () => {
    const { session } = setUp(gameById('pocket-mutation')!, TWO_HUMANS);
    expect(writeRecord(session)).not.toContain('[White');
  });
});

describe('take back to the player’s turn', () => {
  const rows = [
    {
      rule: 'the computer answered: its answer and the player’s move',
      players: [HUMAN, computer(1)] as Players,
      moves: ['e2e4', 'e7e5'],
      undo: 2,
    },
    {
      rule: 'the computer has not answered yet: the player’s move',
      players: [HUMAN, computer(1)] as Players,
      moves: ['e2e4', 'e7e5', 'g1f3'],
      undo: 1,
    },
    {
      rule: 'the computer opened and the player has not moved: nothing',
      players: [computer(1), HUMAN] as Players,
      moves: ['e2e4'],
      undo: 0,
    },
  ];
  it.each(rows)('$rule', ({ players, moves, undo }) => {
    expect(undoToPlayerCount(setUp(PLUNDER, players, moves).session)).toBe(undo);
  });

  it('Parallel worlds: the computer’s whole turn and the player’s whole turn', () => {
    const moves = ['1e2-1e4', '3d2-3d4', '3e7-3e5', '1b8-1c6', 'end'];
    const { session } = setUp(PARALLEL_WORLDS, [HUMAN, computer(1)], moves);
    expect(undoToPlayerCount(session)).toBe(5);
    const midTurn = setUp(PARALLEL_WORLDS, [HUMAN, computer(1)], [...moves, '1d2-1d4']);
    expect(undoToPlayerCount(midTurn.session)).toBe(1); // the sub-move of the turn in progress
  });
});
