/**
 * The game layer: input staging over legal moves, the session's undo/redo and turn progress, the
 * store's intents, and the record file (write, read back, reject broken ones).
 */
import { describe, expect, it } from 'vitest';
import { CHESS, PARALLEL_WORLDS, PLUNDER, POCKET_MUTATION, parseSquare } from '../../src/rules';
import { readRecord, writeRecord } from '../../src/game/recordFile';
import { GameSession } from '../../src/game/session';
import { createGameStore } from '../../src/game/store';
import type { Pick } from '../../src/game/staging';
import { buildBoardView } from '../../src/game/viewModel';

const square = (name: string, levels = 1): Pick => ({
  kind: 'square',
  square: parseSquare(name, levels)!,
});

function session(game = CHESS, fen?: string): GameSession {
  const started = GameSession.start(game, fen);
  if (!started.ok) throw new Error(started.error);
  return started.value;
}

describe('input staging through the store', () => {
  it('selects a man, shows its targets, plays a target', () => {
    const store = createGameStore(session());
    store.getState().pick(square('e2'));
    const view = buildBoardView(store.getState().session, store.getState().selected);
    expect(view.targets.map((t) => (t.pick.kind === 'square' ? t.pick.square : -1)).sort()).toEqual(
      [parseSquare('e3', 1), parseSquare('e4', 1)].sort(),
    );
    store.getState().pick(square('e4'));
    expect(store.getState().session.moves.map((m) => m.san)).toEqual(['e4']);
    expect(store.getState().announced).toEqual({ kind: 'move', color: 0, san: 'e4', reason: null });
  });

  it('ignores a click on a man of the side not to move and deselects on an empty square', () => {
    const store = createGameStore(session());
    store.getState().pick(square('e7'));
    expect(store.getState().selected).toBeNull();
    store.getState().pick(square('g1'));
    expect(store.getState().selected).not.toBeNull();
    store.getState().pick(square('e5'));
    expect(store.getState().selected).toBeNull();
    expect(store.getState().session.moves).toHaveLength(0);
  });

  it('asks for the promotion piece and plays the one chosen', () => {
    const store = createGameStore(session(CHESS, '8/4P3/8/8/8/8/k7/4K3 w - - 0 1'));
    store.getState().pick(square('e7'));
    store.getState().pick(square('e8'));
    expect(store.getState().choice?.options.map((o) => o.key)).toEqual(['Q', 'R', 'B', 'N']);
    store.getState().choose('N');
    expect(store.getState().session.moves[0]!.canonical).toBe('e7e8=N');
  });

  it('offers vests with a PlunderChess capture, and decline', () => {
    const store = createGameStore(session(PLUNDER, '4k3/8/8/3n4/8/8/8/3RK3 w - - 0 1'));
    store.getState().pick(square('d1'));
    store.getState().pick(square('d5'));
    expect(store.getState().choice?.options.map((o) => o.key)).toEqual(['decline', 'N']);
    store.getState().choose('N');
    expect(store.getState().session.moves[0]!.canonical).toBe('d1d5~N');
  });

  it('pockets a man through the pocket pick with a mutation choice', () => {
    const store = createGameStore(session(POCKET_MUTATION, '4k3/8/8/8/8/8/8/R3K3[] w - - 0 2'));
    store.getState().pick(square('a1'));
    store.getState().pick({ kind: 'pocket', color: 0 });
    expect(
      store
        .getState()
        .choice?.options.map((o) => o.key)
        .sort(),
    ).toEqual(['D', 'I', 'R']);
    store.getState().choose('I');
    expect(store.getState().session.moves[0]!.canonical).toBe('a1^I');
    expect(buildBoardView(store.getState().session, null).pockets[0]!.letter).toBe('I');
  });
});

describe('session', () => {
  it('tracks a Parallel worlds turn, undoes a single sub-move and redoes it', () => {
    const game = session(PARALLEL_WORLDS);
    expect(game.playText('1e2-1e4').ok).toBe(true);
    expect(game.turnProgress()).toMatchObject({ remaining: 1, canEnd: true, usedLevels: [0] });
    expect(game.fenWithSubMoves()).toBe(`${PARALLEL_WORLDS.startFen} ; 1e2-1e4`);
    game.undo();
    expect(game.fenWithSubMoves()).toBe(PARALLEL_WORLDS.startFen);
    game.redo();
    expect(game.playText('N↑2g1').ok).toBe(true);
    expect(game.position.turn).toBe(1);
    expect(game.lastTurnSquares()).toHaveLength(2);
    expect(game.playText('1e2-1e4').ok).toBe(false);
  });

  it('refuses a typed illegal move and changes nothing', () => {
    const store = createGameStore(session());
    expect(store.getState().typeMove('e2e5')).toBe(false);
    expect(store.getState().message).toEqual({ code: 'not-a-legal-move', text: 'e2e5' });
    expect(store.getState().session.moves).toHaveLength(0);
  });
});

describe('record file', () => {
  it('writes and reads back a finished game', () => {
    const game = session();
    for (const move of ['f2f3', 'e7e5', 'g2g4', 'd8h4']) expect(game.playText(move).ok).toBe(true);
    const text = writeRecord(game);
    expect(text).toContain('[Result "0-1"]');
    expect(text).toContain('1. f2f3 e7e5 2. g2g4 d8h4 0-1');
    const read = readRecord(text);
    expect(read.ok && read.value.outcome).toEqual({ winner: 1, reason: 'checkmate' });
  });

  it('keeps a start FEN and the Parallel worlds turns', () => {
    const game = session(PARALLEL_WORLDS);
    for (const move of ['1e2-1e4', '3g1-3f3', '3e7-3e5', 'end'])
      expect(game.playText(move).ok).toBe(true);
    const read = readRecord(writeRecord(game));
    expect(read.ok && read.value.fenWithSubMoves()).toBe(game.fenWithSubMoves());
  });

  it('reads the move list’s notation, and a record without [Game] as the game asked for', () => {
    const read = readRecord('1. e4 e5 2. Nf3 Nc6 3. Bb5 *', PLUNDER);
    expect(read.ok && read.value.game.id).toBe('plunder');
    expect(read.ok && read.value.moves.map((m) => m.canonical)).toEqual([
      'e2e4',
      'e7e5',
      'g1f3',
      'b8c6',
      'f1b5',
    ]);
  });

  it.each([
    ['no game tag', '1. e2e4', 'Game'],
    ['unknown game', '[Game "go"]\n\n1. e2e4', "unknown game 'go'"],
    ['bad FEN', '[Game "chess"]\n[FEN "8/8 w - - 0 1"]\n\n*', 'FEN'],
    [
      'illegal move',
      '[Game "chess"]\n\n1. e2e4 1... e7e5 2. e4e5 *',
      "illegal move 'e4e5' (move 3)",
    ],
    [
      'a human-notation move that is not legal',
      '[Game "chess"]\n\n1. e4 e5 2. Ke3 *',
      "illegal move 'Ke3' (move 3)",
    ],
    ['a move after the end', '[Game "chess"]\n\n1. f3 e5 2. g4 Qh4# 3. a3', 'already over'],
  ])('rejects a record with %s', (_name, text, fragment) => {
    const read = readRecord(text);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error).toContain(fragment);
  });
});

describe('ending a game by the players', () => {
  it('resigns: no more moves, the record says who gave up and reads back', () => {
    const store = createGameStore(session());
    store.getState().typeMove('e2e4');
    store.getState().resign();
    const game = store.getState().session;
    expect(game.outcome).toEqual({ winner: 0, reason: 'resignation' });
    expect(game.legalMoves()).toEqual([]);
    const text = writeRecord(game);
    expect(text).toContain('e2e4 resigns 1-0');
    const read = readRecord(text);
    expect(read.ok && read.value.outcome).toEqual({ winner: 0, reason: 'resignation' });
  });

  it('agrees a draw', () => {
    const game = session(PARALLEL_WORLDS);
    game.agreeDraw();
    expect(game.outcome).toEqual({ winner: null, reason: 'agreement' });
    expect(readRecord(writeRecord(game)).ok).toBe(true);
  });
});

describe('looking back', () => {
  it('shows an earlier position read-only', () => {
    const game = session();
    game.playText('e2e4');
    game.playText('e7e5');
    const view = buildBoardView(game, square('g1'), 1);
    expect(view.men.find((m) => m.name === 'e4')?.letter).toBe('P');
    expect(view.men.find((m) => m.name === 'e5')).toBeUndefined();
    expect(view.selectable).toEqual([]);
    expect(view.selected).toBeNull();
  });
});
