// A player's page as data (src/ui/account/profileView.ts): each archived game as a row for the
// player (colour, opponent, outcome, the analysis board's route with the Parallel worlds turns'
// sub-moves split), the search by opponent, game and outcome, and the games per game.
import { describe, expect, it } from 'vitest';
import type { ArchivedGame } from '../../src/protocol/accounts';
import { archivedGame } from './support/archivedGame';
import { gameById } from '../../src/rules';
import {
  ANY_GAME,
  filterRows,
  gameCounts,
  gameRow,
  type GameRow,
} from '../../src/ui/account/profileView';

const PARALLEL_START = gameById('parallel-worlds')!.startFen;

const game = (fields: Partial<ArchivedGame>) => archivedGame({ moves: ['e2e4'], ...fields });

describe('gameRow', () => {
  it.each([
    ['White won, seen by White', { result: '1-0' }, 'Alice', 'white', 'bob', 'win'],
    ['White won, seen by Black', { result: '1-0' }, 'bob', 'black', 'alice', 'loss'],
    ['Black won, seen by Black', { result: '0-1' }, 'BOB', 'black', 'alice', 'win'],
    ['a draw', { result: '1/2-1/2' }, 'alice', 'white', 'bob', 'draw'],
    ['no result', { result: '*' }, 'alice', 'white', 'bob', 'unfinished'],
    ['not the player’s game', { result: '1-0' }, 'carol', null, 'alice – bob', null],
  ] as const)('%s', (_, fields, player, colour, opponent, outcome) => {
    const row = gameRow(game(fields), player);
    expect({ colour: row.colour, opponent: row.opponent, outcome: row.outcome }).toEqual({
      colour,
      opponent,
      outcome,
    });
    expect(row.replay).toEqual({ page: 'archive', gameId: 'Xy3_9kQpLm2a', view: null });
  });

  it('opens on the analysis board with each sub-move of a Parallel worlds turn', () => {
    const row = gameRow(
      game({
        variant: 'parallel-worlds',
        fen: PARALLEL_START,
        moves: ['1e2-1e4 end', '3e7-3e5 end'],
      }),
      'alice',
    );
    expect(row.analyse).toEqual({
      page: 'analyse',
      game: 'parallel-worlds',
      fen: null,
      moves: ['1e2-1e4', 'end', '3e7-3e5', 'end'],
      tree: null,
      view: null,
    });
  });

  it('keeps a start position of its own, and has no analysis board for plain chess', () => {
    const fen = '4k3/8/8/8/8/8/8/4K2R w K - 0 1';
    expect(gameRow(game({ fen }), 'alice').analyse?.fen).toBe(fen);
    const chess = gameRow(game({ variant: 'chess' }), 'alice');
    expect([chess.game, chess.analyse]).toEqual([null, null]);
  });
});

describe('filterRows', () => {
  const rows: GameRow[] = [
    gameRow(game({ gameId: 'g1', black: 'Bob', result: '1-0' }), 'alice'),
    gameRow(
      game({ gameId: 'g2', black: 'carol', result: '0-1', variant: 'pocket-mutation' }),
      'alice',
    ),
    gameRow(game({ gameId: 'g3', white: 'bobby', black: 'alice', result: '1/2-1/2' }), 'alice'),
  ];
  it.each([
    ['no search', ANY_GAME, ['g1', 'g2', 'g3']],
    ['a part of the opponent’s name, any case', { ...ANY_GAME, opponent: ' BOB' }, ['g1', 'g3']],
    ['a game', { ...ANY_GAME, game: 'pocket-mutation' }, ['g2']],
    ['an outcome', { ...ANY_GAME, outcome: 'loss' }, ['g2']],
    ['all three', { opponent: 'bob', game: 'plunder', outcome: 'draw' }, ['g3']],
    ['nothing matches', { ...ANY_GAME, opponent: 'dave' }, []],
  ] as const)('%s', (_, filter, ids) =>
    expect(filterRows(rows, filter).map((row) => row.gameId)).toEqual(ids),
  );
});

describe('gameCounts', () => {
  it('lists the games played in the registry’s order, without those not played', () => {
    const profile = {
      name: 'alice',
      createdAt: '2026-01-01',
      games: { plunder: 2, 'parallel-worlds': 5, 'pocket-mutation': 0, chess: 4 },
      ratings: {},
    };
    expect(gameCounts(profile)).toEqual([
      { game: 'parallel-worlds', count: 5 },
      { game: 'plunder', count: 2 },
    ]);
  });
});
