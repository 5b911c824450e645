// Premoves (issue 43, src/game/premove.ts and the store's staging): what a premove set up while
// the opponent is to move becomes once the opponent's turn lands, one row per reply, for a flat
// game (chess, the rules core's reference game) and for Parallel worlds chess with one sub-move
// and an early end, two and three sub-moves; then the store's picks, a drop from the pocket,
// the marks, playing, dropping and cancelling.
import { describe, expect, it } from 'vitest';
import { gameById, parseSquare } from '../../src/rules';
import { GameSession } from '../../src/game/session';
import { HUMAN, type Players } from '../../src/game/players';
import { premoveComplete, premoveHolds, premoveSession } from '../../src/game/premove';
import { createGameStore } from '../../src/game/store';
import { boardPortOf } from '../../src/game/storeBoardPort';

const BLACK_HERE: Players = [{ kind: 'remote', name: 'Online' }, HUMAN];

/** A session of `game` after `moves`; Black plays at this screen. */
function sessionAfter(game: string, moves: readonly string[]): GameSession {
  const replayed = GameSession.replay(gameById(game)!, undefined, moves, BLACK_HERE);
  if (!replayed.ok) throw new Error(replayed.error);
  return replayed.value;
}

/**
 * Sets up `premove` for Black while White is to move after `before`, then plays White's `reply`:
 * whether the premove still holds.
 */
function afterReply(game: string, before: string[], premove: string[], reply: string[]): boolean {
  const session = sessionAfter(game, before);
  const staging = premoveSession(session);
  if (!staging) throw new Error('no premove position');
  for (const text of premove) {
    const move = staging.canonicalMove(text);
    if (move === null) throw new Error(`${text} cannot be premoved`);
    staging.play(move);
  }
  expect(premoveComplete(staging), 'the premoved turn is whole').toBe(true);
  const landed = sessionAfter(game, [...before, ...reply]);
  return premoveHolds(
    landed,
    staging.moves.map((move) => move.canonical),
  );
}

describe('a flat game: the premove after the reply', () => {
  it.each([
    // 1.e4 d5, Black premoves ...dxe4
    ['the reply leaves the capture there', ['e2e4', 'd7d5'], ['d5e4'], ['b1c3'], true],
    ['the pawn to capture moved on', ['e2e4', 'd7d5'], ['d5e4'], ['e4e5'], false],
    ['the capturing pawn was taken', ['e2e4', 'd7d5'], ['d5e4'], ['e4d5'], false],
    // 1.e4 f5, Black premoves ...g5: illegal once White checks from h5
    ['a quiet reply', ['e2e4', 'f7f5'], ['g7g5'], ['b1c3'], true],
    ['a check the premove does not meet', ['e2e4', 'f7f5'], ['g7g5'], ['d1h5'], false],
    ['a check the premove meets', ['e2e4', 'f7f5'], ['g7g6'], ['d1h5'], true],
    // the square the premove goes to is taken by the reply (a knight to e5: the pawn is blocked)
    ['the target square taken', ['e2e4', 'e7e6', 'g1f3', 'b8c6'], ['e6e5'], ['f3e5'], false],
  ])('%s', (_why, before, premove, reply, holds) => {
    expect(afterReply('chess', before, premove, reply)).toBe(holds);
  });
});

describe('Parallel worlds chess: a premoved turn after the reply', () => {
  // White 1e4 and 3e4; Black 1d5, 3d5 and the b8 knight up to level 2: White is to move.
  const before = ['1e2-1e4', '3e2-3e4', '1d7-1d5', '3d7-3d5', '1b8-2b8'];
  const one = ['1d5-1e4', 'end']; // one sub-move, the turn ended early
  const two = ['1d5-1e4', '3d5-3e4', 'end'];
  const three = ['1d5-1e4', '3d5-3e4', '2b8-2b4']; // ends on levels 1, 3 and 2: whole at three
  const quiet = ['1b1-1c3', '3b1-3c3', 'end'];
  const takesOnOne = ['1e4-1d5', 'end'];
  const takesOnThree = ['1b1-1c3', '3e4-3d5', 'end'];
  it.each([
    ['one and end, a quiet reply', one, quiet, true],
    ['two and end, a quiet reply', two, quiet, true],
    ['three, a quiet reply', three, quiet, true],
    // `1d5-1e4` read as a human's text would be the 3d5 pawn taking on 3e4 (`dx3e4`): not so
    ['one and end, its pawn taken on level 1', one, takesOnOne, false],
    ['two and end, the first sub-move gone', two, takesOnOne, false],
    ['three, the first sub-move gone', three, takesOnOne, false],
    ['one and end, level 3 taken (not premoved there)', one, takesOnThree, true],
    ['two and end, the second sub-move gone', two, takesOnThree, false],
    ['three, the second sub-move gone', three, takesOnThree, false],
  ])('%s', (_why, premove, reply, holds) => {
    expect(afterReply('parallel-worlds', before, premove, reply)).toBe(holds);
  });

  it('gives Black three sub-moves on its first turn and White three after its first', () => {
    expect(premoveSession(sessionAfter('parallel-worlds', []))!.position.maxSubMovesNow()).toBe(3);
    const afterWhite = sessionAfter('parallel-worlds', ['1e2-1e4', '3e2-3e4']);
    expect(premoveSession(afterWhite)!.position.maxSubMovesNow()).toBe(3);
  });
});

describe('the store stages a premove while the player elsewhere is to move', () => {
  const square = (name: string, levels = 1) => ({
    kind: 'square' as const,
    square: parseSquare(name, levels)!,
  });
  const storeAfter = (game: string, moves: string[]) => {
    const store = createGameStore(sessionAfter(game, moves));
    store.getState().allowPremoves(true);
    return store;
  };
  const premoved = (store: ReturnType<typeof storeAfter>) =>
    store.getState().premove?.moves.map((move) => move.canonical) ?? null;

  it('picks a premove, marks it, and plays it once the reply lands', () => {
    const store = storeAfter('chess', ['e2e4', 'd7d5']);
    expect(boardPortOf(store).getSnapshot().mode).toBe('premove');
    store.getState().pick(square('d5'));
    expect(store.getState().view.targets.map((t) => t.at?.name)).toEqual(['d4', 'e4']);
    store.getState().pick(square('e4'));
    expect(premoved(store)).toEqual(['d5e4']);
    expect(store.getState().view.premove.map((m) => [m.from?.name, m.to?.name])).toEqual([
      ['d5', 'e4'],
    ]);
    expect(store.getState().playAwayMove('b1c3')).toBe(true);
    expect(boardPortOf(store).getSnapshot().mode).toBe('play');
    store.getState().playPremove();
    expect(
      store
        .getState()
        .session.moves.map((m) => m.canonical)
        .slice(-2),
    ).toEqual(['b1c3', 'd5e4']);
    expect(store.getState().premove).toBeNull();
    expect(store.getState().premoveDropped).toBe(false);
  });

  it('drops a premove the reply made illegal, and says so', () => {
    const store = storeAfter('chess', ['e2e4', 'd7d5']);
    store.getState().pick(square('d5'));
    store.getState().pick(square('e4'));
    store.getState().playAwayMove('e4d5');
    store.getState().playPremove();
    expect(store.getState().session.moves.at(-1)!.canonical).toBe('e4d5');
    expect(store.getState().premove).toBeNull();
    expect(store.getState().premoveDropped).toBe(true);
    expect(store.getState().announced).toEqual({ kind: 'premove-dropped' });
  });

  it.each([
    [
      'a press on an empty square',
      (s: ReturnType<typeof storeAfter>) => s.getState().pick(square('a4')),
    ],
    ['a press on nothing', (s: ReturnType<typeof storeAfter>) => s.getState().deselect()],
    ['Escape (cancelPremove)', (s: ReturnType<typeof storeAfter>) => s.getState().cancelPremove()],
    ['the game ending', (s: ReturnType<typeof storeAfter>) => s.getState().resign(0)],
  ])('cancels on %s', (_why, cancel) => {
    const store = storeAfter('chess', ['e2e4', 'd7d5']);
    store.getState().pick(square('d5'));
    store.getState().pick(square('e4'));
    cancel(store);
    store.getState().playPremove();
    expect(store.getState().premove).toBeNull();
    expect(store.getState().view.premove).toEqual([]);
    expect(store.getState().premoveDropped).toBe(false);
  });

  it('stages a Parallel worlds turn ended early, and plays it as a turn', () => {
    const store = storeAfter('parallel-worlds', []);
    store.getState().pick(square('1e7', 3));
    store.getState().pick(square('1e5', 3));
    store.getState().endTurn();
    expect(premoved(store)).toEqual(['1e7-1e5', 'end']);
    store.getState().playAwayMove('1e2-1e4');
    store.getState().playAwayMove('3e2-3e4');
    store.getState().playPremove();
    expect(store.getState().session.moves.map((m) => m.canonical)).toEqual([
      '1e2-1e4',
      '3e2-3e4',
      '1e7-1e5',
      'end',
    ]);
    expect(store.getState().session.position.turn).toBe(0);
  });

  it.each([
    ['b1c3', true],
    ['e2e4', false], // the square dropped on is taken
  ])(
    'premoves a drop from the pocket (Pocket mutation chess), White replying %s',
    (reply, holds) => {
      const game = gameById('pocket-mutation')!;
      const fen = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[n] w - - 0 1'; // Black's pocket: a knight
      const started = GameSession.start(game, fen, BLACK_HERE);
      if (!started.ok) throw new Error(started.error);
      const store = createGameStore(started.value);
      store.getState().allowPremoves(true);
      store.getState().pick({ kind: 'pocket', color: 1 });
      expect(store.getState().view.targets.some((t) => t.at?.name === 'e4')).toBe(true);
      store.getState().pick(square('e4'));
      const drop = premoved(store)!;
      expect(drop).toHaveLength(1);
      expect(store.getState().view.premove).toEqual([
        { from: null, to: expect.objectContaining({ name: 'e4' }) },
      ]);
      store.getState().playAwayMove(reply);
      store.getState().playPremove();
      expect(store.getState().session.moves.at(-1)!.canonical).toBe(holds ? drop[0] : reply);
      expect(store.getState().premoveDropped).toBe(!holds);
    },
  );

  it('does nothing without premoves (a game at one screen, a correspondence game)', () => {
    const store = createGameStore(sessionAfter('chess', ['e2e4', 'd7d5']));
    store.getState().pick(square('d5'));
    store.getState().pick(square('e4'));
    expect(store.getState().premove).toBeNull();
    expect(boardPortOf(store).getSnapshot().mode).toBe('play');
  });
});
