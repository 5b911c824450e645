// A finished game as the archive's routes give it (`/api/games/<gameId>`, src/protocol/accounts.ts),
// PlunderChess from its start unless told otherwise: the protocol's readers, the player's page's
// view model and the browser tests (which answer the routes with it) share this one shape.
import type { ArchivedGame } from '../../../src/protocol/accounts';

const PLUNDER_START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

export const archivedGame = (fields: Partial<ArchivedGame> = {}): ArchivedGame => ({
  gameId: 'Xy3_9kQpLm2a',
  variant: 'plunder',
  white: 'alice',
  black: 'bob',
  result: '1-0',
  rated: false,
  fen: PLUNDER_START,
  moves: ['e2e4', 'e7e5', 'g1f3'],
  endedAt: '2026-12-06T18:30:00.000Z',
  ...fields,
});
